import { z } from "@medusajs/framework/zod"
import RULES from "@uuc/data/registration-rules.json"
import { STAFF_ROLES } from "../lib/staff-access"

// Messages that are codes become the error's code; messages.ts holds their en-US texts.
// The limits come from @uuc/data's registration-rules.json, which the storefront's
// form checks read too, so the browser and the server agree.

const username = z
  .string()
  .trim()
  .min(1, "username_required")
  .regex(new RegExp(RULES.username.pattern), "username_charset")
  .min(RULES.username.min, "username_length")
  .max(RULES.username.max, "username_length")
const password = z
  .string()
  .min(1, "password_required")
  .min(RULES.password.min, "password_too_short")
  .max(RULES.password.max, "password_too_long")
const secondaryPassword = z
  .string()
  .min(1, "secondary_password_required")
  .min(RULES.password.min, "password_too_short")
  .max(RULES.password.max, "password_too_long")
const phone = z
  .string()
  .trim()
  .regex(new RegExp(RULES.phone.pattern), "phone_invalid")
const nickname = z.string().trim().max(RULES.nickname.max, "nickname_too_long")
const captcha = {
  captcha_id: z.string().min(1, "captcha_required"),
  captcha_code: z
    .string()
    .trim()
    .min(1, "captcha_required")
    .max(RULES.captcha_code.max),
}
/** A body without its step-up secret (verified before the route; never stored). */
function withoutSecret<T extends { secondary_password?: string }>(
  body: T
): Omit<T, "secondary_password"> {
  const rest: T = { ...body }
  delete rest.secondary_password
  return rest
}

/** USDT-BEP20 address: 0x and 40 hex digits. */
export const walletAddress = z
  .string()
  .trim()
  .regex(/^0x[0-9a-fA-F]{40}$/, "wallet_address_invalid")

export const StoreRegister = z
  .object({
    username,
    password,
    password_confirm: z.string(),
    secondary_password: secondaryPassword,
    secondary_password_confirm: z.string(),
    sponsor: z
      .string()
      .trim()
      .min(1, "sponsor_required")
      .max(RULES.sponsor.max),
    phone,
    nickname: nickname.optional(),
    security_question: z
      .string()
      .trim()
      .min(1, "security_question_required")
      .max(RULES.security_question.max),
    security_answer: z
      .string()
      .trim()
      .min(1, "security_answer_required")
      .max(RULES.security_answer.max),
    ...captcha,
  })
  .refine((b) => b.password === b.password_confirm, {
    message: "passwords_mismatch",
    path: ["password_confirm"],
  })
  .refine((b) => b.secondary_password === b.secondary_password_confirm, {
    message: "passwords_mismatch",
    path: ["secondary_password_confirm"],
  })
export type StoreRegisterType = z.infer<typeof StoreRegister>

export const StoreLogin = z.object({
  username: z.string().trim().min(1, "username_required").max(40),
  password: z.string().min(1, "password_required").max(128),
  ...captcha,
})
export type StoreLoginType = z.infer<typeof StoreLogin>

export const StorePasswordReset = z
  .object({
    username: z.string().trim().min(1, "username_required").max(40),
    security_answer: z
      .string()
      .trim()
      .min(1, "security_answer_required")
      .max(200),
    password,
    password_confirm: z.string(),
    ...captcha,
  })
  .refine((b) => b.password === b.password_confirm, {
    message: "passwords_mismatch",
    path: ["password_confirm"],
  })
export type StorePasswordResetType = z.infer<typeof StorePasswordReset>

export const StoreSecurityQuestionQuery = z.object({
  username: z.string().trim().max(40).optional(),
})
export type StoreSecurityQuestionQueryType = z.infer<
  typeof StoreSecurityQuestionQuery
>

export const StoreUpdateMe = z
  .object({
    nickname: nickname.min(1, "nickname_required").optional(),
    phone: phone.optional(),
    wallet_address: walletAddress.nullable().optional(),
    avatar_url: z
      .string()
      .trim()
      .max(2000)
      .regex(/^https?:\/\/\S+$/, "avatar_url_invalid")
      .nullable()
      .optional(),
    // a new wallet address needs it (checked by the route's step-up; not stored)
    secondary_password: z.string().max(128).optional(),
  })
  .strict()
  .transform(withoutSecret)
export type StoreUpdateMeType = z.infer<typeof StoreUpdateMe>

export const StoreChangePassword = z
  .object({
    kind: z.enum(["login", "secondary"]),
    old: z.string().min(1, "old_password_required").max(128),
    password,
    password_confirm: z.string(),
  })
  .refine((b) => b.password === b.password_confirm, {
    message: "passwords_mismatch",
    path: ["password_confirm"],
  })
export type StoreChangePasswordType = z.infer<typeof StoreChangePassword>

const level = z.number().int().min(0, "invalid_level").max(5, "invalid_level")
const levelFilter = z.coerce
  .number()
  .int()
  .min(0, "invalid_level")
  .max(5, "invalid_level")

export const AdminMembersQuery = z.object({
  q: z.string().trim().max(40).optional(),
  status: z.enum(["normal", "frozen"]).optional(),
  card: z.enum(["standard", "gold", "none"]).optional(),
  star_level: levelFilter.optional(),
  team_level: levelFilter.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
})
export type AdminMembersQueryType = z.infer<typeof AdminMembersQuery>

/**
 * `null` un-pins a level (the automatic value applies again). The staff secondary
 * password is checked by the route's step-up and is not stored.
 */
export const AdminUpdateMember = z
  .object({
    status: z.enum(["normal", "frozen"]).optional(),
    star_level: level.nullable().optional(),
    team_level: level.nullable().optional(),
    secondary_password: z.string().max(128).optional(),
  })
  .strict()
  .refine(
    (b) =>
      b.status !== undefined ||
      b.star_level !== undefined ||
      b.team_level !== undefined,
    { message: "nothing_to_change" }
  )
  .transform(withoutSecret)
export type AdminUpdateMemberType = z.infer<typeof AdminUpdateMember>

export const AdminImpersonate = z.object({
  secondary_password: z.string().min(1, "secondary_password_required").max(128),
})
export type AdminImpersonateType = z.infer<typeof AdminImpersonate>

export const AdminPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
})
export type AdminPageQueryType = z.infer<typeof AdminPageQuery>

/** Staff login passwords: at least 10 characters with letters and digits; no default. */
export const staffPassword = z
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

const auditDate = z.coerce.date({ error: "invalid_data" })
export const AdminAuditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  actor_id: z.string().trim().min(1).max(100).optional(),
  action: z.string().trim().min(1).max(100).optional(),
  target_type: z.string().trim().min(1).max(50).optional(),
  target_id: z.string().trim().min(1).max(100).optional(),
  from: auditDate.optional(),
  to: auditDate.optional(),
})
export type AdminAuditQueryType = z.infer<typeof AdminAuditQuery>

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
