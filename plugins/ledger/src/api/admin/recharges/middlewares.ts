import type { MiddlewareRoute } from "@medusajs/framework/http"
import { adminGet, adminPost } from "../../utils/middleware-helpers"
import {
  AdminRechargesQuery,
  AdminRejectRecharge,
  AdminReviewRecharge,
} from "./validators"

export const adminRechargeRoutesMiddlewares: MiddlewareRoute[] = [
  adminGet("/admin/recharges", AdminRechargesQuery),
  adminPost("/admin/recharges/:id/confirm", AdminReviewRecharge),
  adminPost("/admin/recharges/:id/reject", AdminRejectRecharge),
]
