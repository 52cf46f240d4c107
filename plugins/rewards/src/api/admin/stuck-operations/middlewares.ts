import type { MiddlewareRoute } from "@medusajs/framework/http"
import { LIST_QUERY, validatedBody, validatedQuery } from "@uuc/http"
import { staffSetting } from "../../utils/middleware-helpers"
import { PageQuery, StepUpBody } from "../../utils/validators"

export const adminStuckOperationRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/admin/stuck-operations",
    methods: ["GET"],
    middlewares: [validatedQuery(PageQuery, LIST_QUERY)],
  },
  {
    matcher: "/admin/stuck-operations/:id/retry",
    methods: ["POST"],
    middlewares: [validatedBody(StepUpBody), staffSetting],
  },
]
