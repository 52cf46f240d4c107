import type { MiddlewareRoute } from "@medusajs/framework/http"
import { adminGet } from "../../utils/middleware-helpers"
import { AdminChainWatchQuery } from "./validators"

export const adminChainWatchRoutesMiddlewares: MiddlewareRoute[] = [
  adminGet("/admin/chain-watch", AdminChainWatchQuery),
]
