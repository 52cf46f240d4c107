import { z } from "@medusajs/framework/zod"
import { reason } from "../../utils/validators"

export const AdminRefund = z.object({
  reason,
  secondary_password: z
    .string({ error: "secondary_password_required" })
    .min(1, { error: "secondary_password_required" })
    .max(200, { error: "invalid_data" }),
})
export type AdminRefundType = z.infer<typeof AdminRefund>

export const AdminActivationsQuery = z.object({
  member_id: z
    .string({ error: "invalid_data" })
    .trim()
    .min(1, { error: "invalid_data" })
    .max(100, { error: "invalid_data" }),
})
export type AdminActivationsQueryType = z.infer<typeof AdminActivationsQuery>
