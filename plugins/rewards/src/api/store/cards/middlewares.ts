import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validatedBody } from "@uuc/http"
import { member, memberMoney } from "../../utils/middleware-helpers"
import { StoreActivate } from "./validators"

export const storeCardRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/store/cards",
    methods: ["GET"],
    middlewares: [member],
  },
  {
    matcher: "/store/cards/activate",
    methods: ["POST"],
    middlewares: [member, validatedBody(StoreActivate), memberMoney],
  },
]
