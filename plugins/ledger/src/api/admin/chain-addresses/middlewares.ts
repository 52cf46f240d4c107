import type { MiddlewareRoute } from "@medusajs/framework/http"
import {
  adminGet,
  adminPost,
  staffSetting,
} from "../../utils/middleware-helpers"
import { AdminChainAddress, AdminChainAddressesQuery } from "./validators"

export const adminChainAddressRoutesMiddlewares: MiddlewareRoute[] = [
  adminGet("/admin/chain-addresses", AdminChainAddressesQuery),
  adminPost("/admin/chain-addresses", AdminChainAddress, staffSetting),
]
