import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validatedBody } from "@uuc/http"
import { member } from "../../utils/middleware-helpers"
import { StoreApply } from "./validators"

export const storeMerchantApplicationRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/store/merchant-applications",
    methods: ["POST"],
    middlewares: [member, validatedBody(StoreApply)],
  },
  {
    matcher: "/store/merchant-applications/me",
    methods: ["GET"],
    middlewares: [member],
  },
]
