import { z } from "@medusajs/framework/zod"
import {
  amount,
  field,
  oneOf,
  reason,
  secondaryPassword,
} from "../../utils/validators"

export const AdminAdjustment = z.object({
  asset: field(oneOf(["USDT", "UUC", "POINTS"], "invalid_asset"), "required"),
  direction: field(oneOf(["increase", "reduce"], "invalid_data"), "required"),
  amount,
  reason,
  secondary_password: secondaryPassword,
})
export type AdminAdjustmentType = z.infer<typeof AdminAdjustment>
