import { z } from "@medusajs/framework/zod"

export const StoreApply = z.object({
  description: z
    .string({ error: "description_required" })
    .trim()
    .min(1, { error: "description_required" })
    .max(2000, { error: "invalid_data" }),
})
export type StoreApplyType = z.infer<typeof StoreApply>
