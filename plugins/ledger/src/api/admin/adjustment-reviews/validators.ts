import { z } from "@medusajs/framework/zod"
import { page, reason, secondaryPassword, status } from "../../utils/validators"

export const AdminAdjustmentReviewsQuery = z.object({
  status: status(["pending", "approved", "rejected"]),
  ...page,
})
export type AdminAdjustmentReviewsQueryType = z.infer<
  typeof AdminAdjustmentReviewsQuery
>

export const AdminApproveAdjustment = z.object({
  secondary_password: secondaryPassword,
})

export const AdminRejectAdjustment = z.object({
  secondary_password: secondaryPassword,
  reason,
})
export type AdminRejectAdjustmentType = z.infer<typeof AdminRejectAdjustment>
