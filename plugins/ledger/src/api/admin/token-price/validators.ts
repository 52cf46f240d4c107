import { z } from "@medusajs/framework/zod"
import { amountProblem } from "../../../modules/ledger/lib/formats"
import { field, secondaryPassword } from "../../utils/validators"

export const AdminTokenPrice = z.object({
  price: field((v) => (amountProblem(v) ? "invalid_price" : null), "required"),
  secondary_password: secondaryPassword,
})
export type AdminTokenPriceType = z.infer<typeof AdminTokenPrice>
