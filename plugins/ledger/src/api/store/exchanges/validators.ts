import { z } from "@medusajs/framework/zod"
import { amount, field, oneOf, secondaryPassword } from "../../utils/validators"

export const StoreCreateExchange = z.object({
  from: field(oneOf(["USDT", "UUC"], "invalid_asset"), "required"),
  amount,
  secondary_password: secondaryPassword,
})
export type StoreCreateExchangeType = z.infer<typeof StoreCreateExchange>
