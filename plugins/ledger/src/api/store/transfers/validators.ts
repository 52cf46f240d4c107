import { z } from "@medusajs/framework/zod"
import { amount, field, secondaryPassword, text } from "../../utils/validators"

export const StoreCreateTransfer = z.object({
  to_username: field(text(64), "required"),
  amount,
  secondary_password: secondaryPassword,
})
export type StoreCreateTransferType = z.infer<typeof StoreCreateTransfer>

export const StoreRecipientQuery = z.object({
  username: field(text(64), "required"),
})
export type StoreRecipientQueryType = z.infer<typeof StoreRecipientQuery>
