import type { MiddlewareRoute } from "@medusajs/framework/http"
import { adminGet } from "../../utils/middleware-helpers"
import { AdminDepositAddressesQuery } from "./validators"

export const adminDepositAddressRoutesMiddlewares: MiddlewareRoute[] = [
  adminGet("/admin/deposit-addresses", AdminDepositAddressesQuery),
]
