import type { MiddlewareRoute } from "@medusajs/framework/http"
import { get, moneyPost } from "../../utils/middleware-helpers"
import { PageQuery } from "../../utils/validators"
import { StoreCreateExchange } from "./validators"

export const storeExchangeRoutesMiddlewares: MiddlewareRoute[] = [
  get("/store/exchanges", PageQuery),
  moneyPost("/store/exchanges", StoreCreateExchange),
]
