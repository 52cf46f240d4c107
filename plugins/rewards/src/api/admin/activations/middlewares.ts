import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validatedBody, validatedQuery } from "@uuc/http"
import { staffMoney } from "../../utils/middleware-helpers"
import { AdminActivationsQuery, AdminRefund } from "./validators"

export const adminActivationRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/admin/activations/:id/refund",
    methods: ["POST"],
    middlewares: [validatedBody(AdminRefund), staffMoney],
  },
  {
    matcher: "/admin/activations",
    methods: ["GET"],
    middlewares: [validatedQuery(AdminActivationsQuery)],
  },
]
