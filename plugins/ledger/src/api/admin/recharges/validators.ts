import { z } from "@medusajs/framework/zod"
import { page, reason, secondaryPassword, status } from "../../utils/validators"

export const AdminRechargesQuery = z.object({
  status: status(["pending", "confirmed", "rejected"]),
  member: z.string().trim().min(1).max(64).optional(),
  ...page,
})
export type AdminRechargesQueryType = z.infer<typeof AdminRechargesQuery>

export const AdminReviewRecharge = z.object({
  secondary_password: secondaryPassword,
  reason: z.string().trim().max(1000).optional(),
})
export type AdminReviewRechargeType = z.infer<typeof AdminReviewRecharge>

export const AdminRejectRecharge = z.object({
  secondary_password: secondaryPassword,
  reason,
})
export type AdminRejectRechargeType = z.infer<typeof AdminRejectRecharge>
