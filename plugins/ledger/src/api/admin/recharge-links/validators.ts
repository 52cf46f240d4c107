import { z } from "@medusajs/framework/zod"
import { field, secondaryPassword, text } from "../../utils/validators"

const url = (v: unknown) => {
  if (typeof v !== "string" || v.length > 2000) return "invalid_url"
  try {
    const u = new URL(v)
    return u.protocol === "https:" || u.protocol === "http:"
      ? null
      : "invalid_url"
  } catch {
    return "invalid_url"
  }
}

export const AdminCreateRechargeLink = z.object({
  title: field(text(200), "required"),
  url: field(url, "required"),
  sort_order: z.number().int().min(0).max(100000).optional(),
  enabled: z.boolean().optional(),
  secondary_password: secondaryPassword,
})
export type AdminCreateRechargeLinkType = z.infer<
  typeof AdminCreateRechargeLink
>

export const AdminUpdateRechargeLink = z.object({
  title: field(text(200), "required").optional(),
  url: field(url, "required").optional(),
  sort_order: z.number().int().min(0).max(100000).optional(),
  enabled: z.boolean().optional(),
  secondary_password: secondaryPassword,
})
export type AdminUpdateRechargeLinkType = z.infer<
  typeof AdminUpdateRechargeLink
>
