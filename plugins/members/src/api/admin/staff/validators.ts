import { z } from "@medusajs/framework/zod"
import { STAFF_ROLES } from "../../../lib/staff-access"
import { nickname, phone, username } from "../../utils/validators"

/** Staff login passwords: at least 10 characters with letters and digits; no default. */
const staffPassword = z
  .string()
  .min(1, "password_required")
  .max(128, "password_too_long")
  .refine(
    (p) => p.length >= 10 && /[A-Za-z]/.test(p) && /[0-9]/.test(p),
    "password_weak"
  )

const staffRole = z.enum(STAFF_ROLES, { error: "role_invalid" })

export const AdminSetStaffRole = z
  .object({
    role: staffRole,
    actor_secondary_password: z.string().max(128).default(""),
  })
  .strict()
export type AdminSetStaffRoleType = z.infer<typeof AdminSetStaffRole>

export const AdminCreateStaff = z.object({
  email: z.string().trim().toLowerCase().email("email_invalid").max(200),
  username,
  nickname: nickname.optional(),
  phone: phone.optional(),
  password: staffPassword,
  secondary_password: staffPassword,
  actor_secondary_password: z.string().max(128).optional(),
  // Least privilege: a new staff member reads and writes content until given more.
  role: staffRole.default("content"),
})
export type AdminCreateStaffType = z.infer<typeof AdminCreateStaff>

export const AdminUpdateStaff = z
  .object({
    username: username.optional(),
    nickname: nickname.nullable().optional(),
    phone: phone.nullable().optional(),
    password: staffPassword.optional(),
    secondary_password: staffPassword.optional(),
    actor_secondary_password: z.string().max(128).optional(),
    // one's own first secondary password: the login password, re-entered
    actor_password: z.string().max(128).optional(),
  })
  .strict()
export type AdminUpdateStaffType = z.infer<typeof AdminUpdateStaff>
