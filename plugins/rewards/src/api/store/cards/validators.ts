import { z } from "@medusajs/framework/zod"
import { secondaryPassword } from "../../utils/validators"

export const StoreActivate = z.object({
  card: z.enum(["standard", "gold"], { error: "invalid_card" }),
  secondary_password: secondaryPassword,
})
export type StoreActivateType = z.infer<typeof StoreActivate>
