import type { MiddlewareRoute } from "@medusajs/framework/http"
import { LIST_QUERY, validatedBody, validatedQuery } from "@uuc/http"
import { staffSetting } from "../../utils/middleware-helpers"
import { PageQuery } from "../../utils/validators"
import { AdminUpdatePlan } from "./validators"

export const adminPlanRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/admin/plan",
    methods: ["POST"],
    middlewares: [validatedBody(AdminUpdatePlan), staffSetting],
  },
  {
    matcher: "/admin/plan/versions",
    methods: ["GET"],
    middlewares: [validatedQuery(PageQuery, LIST_QUERY)],
  },
]
