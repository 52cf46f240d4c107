import type { MiddlewareRoute } from "@medusajs/framework/http"
import { get, moneyPost } from "../../utils/middleware-helpers"
import { PageQuery } from "../../utils/validators"
import { StoreCreateTransfer, StoreRecipientQuery } from "./validators"

export const storeTransferRoutesMiddlewares: MiddlewareRoute[] = [
  get("/store/transfers", PageQuery),
  get("/store/transfers/recipient", StoreRecipientQuery),
  moneyPost("/store/transfers", StoreCreateTransfer),
]
