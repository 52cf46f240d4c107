import type { MiddlewareRoute } from "@medusajs/framework/http"
import { adminGet, adminPost } from "../../utils/middleware-helpers"
import { PageQuery } from "../../utils/validators"
import { AdminTokenPrice } from "./validators"

export const adminTokenPriceRoutesMiddlewares: MiddlewareRoute[] = [
  adminGet("/admin/token-price", PageQuery),
  adminPost("/admin/token-price", AdminTokenPrice),
]
