import { z } from "@medusajs/framework/zod"
import { PageQuery } from "@uuc/http"

export const AdminApplicationsQuery = PageQuery.extend({
  status: z
    .enum(["pending", "passed", "rejected"], { error: "invalid_data" })
    .optional(),
  member: z.string({ error: "invalid_data" }).trim().max(200).optional(),
})
export type AdminApplicationsQueryType = z.infer<typeof AdminApplicationsQuery>

const secondaryPassword = z
  .string({ error: "secondary_password_required" })
  .min(1, { error: "secondary_password_required" })
  .max(200, { error: "invalid_data" })

export const AdminApprove = z.object({
  secondary_password: secondaryPassword,
  reason: z.string({ error: "invalid_data" }).trim().max(500).optional(),
})
export type AdminApproveType = z.infer<typeof AdminApprove>

export const AdminReject = z.object({
  secondary_password: secondaryPassword,
  reason: z
    .string({ error: "reason_required" })
    .trim()
    .min(1, { error: "reason_required" })
    .max(500, { error: "invalid_data" }),
})
export type AdminRejectType = z.infer<typeof AdminReject>
