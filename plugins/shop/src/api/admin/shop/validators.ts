import { z } from "@medusajs/framework/zod"

export const Ship = z.object({
  courier_name: z.string().trim().min(1, "required").max(100, "too_long"),
  courier_number: z.string().trim().min(1, "required").max(100, "too_long"),
})
export type ShipType = z.infer<typeof Ship>

export const AdminCancel = z.object({
  reason: z.string().trim().min(1, "required").max(500, "too_long"),
  secondary_password: z.string().min(1, "required"),
})
export type AdminCancelType = z.infer<typeof AdminCancel>
