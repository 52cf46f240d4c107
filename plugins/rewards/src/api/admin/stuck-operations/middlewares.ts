import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validateBody, validateQuery } from "@uuc/errors"
import { staffSetting } from "../../utils/middleware-helpers"
import { PageQuery, StepUpBody } from "../../utils/validators"

export const adminStuckOperationRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/admin/stuck-operations",
    methods: ["GET"],
    middlewares: [validateQuery(PageQuery)],
  },
  {
    matcher: "/admin/stuck-operations/:id/retry",
    methods: ["POST"],
    middlewares: [validateBody(StepUpBody), staffSetting],
  },
]
