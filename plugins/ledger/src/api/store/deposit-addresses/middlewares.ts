import type { MiddlewareRoute } from "@medusajs/framework/http"
import { get } from "../../utils/middleware-helpers"

export const storeDepositAddressRoutesMiddlewares: MiddlewareRoute[] = [
  get("/store/deposit-addresses"),
]
