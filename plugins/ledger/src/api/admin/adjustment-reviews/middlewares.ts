import type { MiddlewareRoute } from "@medusajs/framework/http"
import { adminGet, adminPost } from "../../utils/middleware-helpers"
import {
  AdminAdjustmentReviewsQuery,
  AdminApproveAdjustment,
  AdminRejectAdjustment,
} from "./validators"

export const adminAdjustmentReviewRoutesMiddlewares: MiddlewareRoute[] = [
  adminGet("/admin/adjustment-reviews", AdminAdjustmentReviewsQuery),
  adminPost("/admin/adjustment-reviews/:id/approve", AdminApproveAdjustment),
  adminPost("/admin/adjustment-reviews/:id/reject", AdminRejectAdjustment),
]
