import type { MiddlewareRoute } from "@medusajs/framework/http"
import { get, moneyPost } from "../../utils/middleware-helpers"
import { PageQuery, StoreAmount } from "../../utils/validators"

export const storeBurnRoutesMiddlewares: MiddlewareRoute[] = [
  get("/store/burns", PageQuery),
  moneyPost("/store/burns", StoreAmount),
]
