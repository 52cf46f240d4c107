import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validatedBody } from "@uuc/http"
import { member, memberMoney } from "../../utils/middleware-helpers"
import { StoreRefund } from "./validators"

export const storeActivationRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/store/activations",
    methods: ["GET"],
    middlewares: [member],
  },
  {
    matcher: "/store/activations/:id/refund",
    methods: ["POST"],
    middlewares: [member, validatedBody(StoreRefund), memberMoney],
  },
]
