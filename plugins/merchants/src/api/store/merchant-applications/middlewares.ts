import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validateBody } from "@uuc/errors"
import { member } from "../../utils/middleware-helpers"
import { StoreApply } from "./validators"

export const storeMerchantApplicationRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/store/merchant-applications",
    methods: ["POST"],
    middlewares: [member, validateBody(StoreApply)],
  },
  {
    matcher: "/store/merchant-applications/me",
    methods: ["GET"],
    middlewares: [member],
  },
]
