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
})
export type StoreCreateWithdrawalType = z.infer<typeof StoreCreateWithdrawal>
