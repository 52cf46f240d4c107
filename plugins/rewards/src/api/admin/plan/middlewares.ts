import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validateBody, validateQuery } from "@uuc/errors"
import { staffSetting } from "../../utils/middleware-helpers"
import { PageQuery } from "../../utils/validators"
import { AdminUpdatePlan } from "./validators"

export const adminPlanRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/admin/plan",
    methods: ["POST"],
    middlewares: [validateBody(AdminUpdatePlan), staffSetting],
  },
  {
    matcher: "/admin/plan/versions",
    methods: ["GET"],
    middlewares: [validateQuery(PageQuery)],
  },
]
