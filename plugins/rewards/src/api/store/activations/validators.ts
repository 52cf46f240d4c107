import { z } from "@medusajs/framework/zod"
import { reason, secondaryPassword } from "../../utils/validators"

export const StoreRefund = z.object({
  reason: reason.optional(),
  secondary_password: secondaryPassword,
})
export type StoreRefundType = z.infer<typeof StoreRefund>
