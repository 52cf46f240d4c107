import type { MiddlewareRoute } from "@medusajs/framework/http"
import { get, moneyPost } from "../../utils/middleware-helpers"
import { PageQuery } from "../../utils/validators"
import { StoreCreateWithdrawal } from "./validators"

export const storeWithdrawalRoutesMiddlewares: MiddlewareRoute[] = [
  get("/store/withdrawals", PageQuery),
  moneyPost("/store/withdrawals", StoreCreateWithdrawal),
  get("/store/withdrawals/rules"),
]
