import type { MiddlewareRoute } from "@medusajs/framework/http"
import { get, moneyPost } from "../../utils/middleware-helpers"
import { PageQuery } from "../../utils/validators"
import { StoreCreateTransfer } from "./validators"

export const storeTransferRoutesMiddlewares: MiddlewareRoute[] = [
  get("/store/transfers", PageQuery),
  moneyPost("/store/transfers", StoreCreateTransfer),
]
