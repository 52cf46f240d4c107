import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validateBody, validateQuery } from "@uuc/errors"
import { staffMoney } from "../../utils/middleware-helpers"
import { AdminActivationsQuery, AdminRefund } from "./validators"

export const adminActivationRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/admin/activations/:id/refund",
    methods: ["POST"],
    middlewares: [validateBody(AdminRefund), staffMoney],
  },
  {
    matcher: "/admin/activations",
    methods: ["GET"],
    middlewares: [validateQuery(AdminActivationsQuery)],
  },
]
