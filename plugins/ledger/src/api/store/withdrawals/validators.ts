import { z } from "@medusajs/framework/zod"
import {
  address,
  amount,
  chain,
  secondaryPassword,
} from "../../utils/validators"

export const StoreCreateWithdrawal = z.object({
  amount,
  chain,
  address,
  secondary_password: secondaryPassword,
  // the member's authenticator code, when their codes are on (members plugin)
  totp_code: z.string().trim().max(32, "totp_invalid").optional(),
})
export type StoreCreateWithdrawalType = z.infer<typeof StoreCreateWithdrawal>
