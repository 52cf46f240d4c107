import type { MiddlewareRoute } from "@medusajs/framework/http"
import { get, moneyPost } from "../../utils/middleware-helpers"
import { PageQuery, StoreAmount } from "../../utils/validators"

export const storeLowPoolRoutesMiddlewares: MiddlewareRoute[] = [
  get("/store/low-pool", PageQuery),
  moneyPost("/store/low-pool", StoreAmount),
]
