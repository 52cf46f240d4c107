import type { MiddlewareRoute } from "@medusajs/framework/http"
import { get, reportPost } from "../../utils/middleware-helpers"
import { PageQuery } from "../../utils/validators"
import { StoreCreateRecharge } from "./validators"

export const storeRechargeRoutesMiddlewares: MiddlewareRoute[] = [
  get("/store/recharges", PageQuery),
  reportPost("/store/recharges", StoreCreateRecharge),
  get("/store/recharges/:id"),
]
