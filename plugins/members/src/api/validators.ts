import { z } from "@medusajs/framework/zod"

const username = z
  .string()
  .trim()
  .min(1, "username_charset")
  .regex(/^[A-Za-z0-9]+$/, "username_charset")
  .min(3, "username_length")
  .max(20, "username_length")
const password = z
  .string()
  .min(1, "password_required")
  .min(8, "password_too_short")
  .max(128)
const captcha = {
  captcha_id: z.string().min(1, "captcha_required"),
  captcha_code: z.string().trim().min(1, "captcha_required").max(12),
}

export const StoreRegister = z
  .object({
    username,
    password,
    password_confirm: z.string(),
    secondary_password: z
      .string()
      .min(1, "secondary_password_required")
      .min(8, "password_too_short")
      .max(128),
    secondary_password_confirm: z.string(),
    sponsor: z.string().trim().min(1, "sponsor_required").max(20),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()-]{6,20}$/, "phone_invalid"),
    nickname: z.string().trim().max(40).optional(),
    security_question: z
      .string()
      .trim()
      .min(1, "security_question_required")
      .max(200),
    security_answer: z
      .string()
      .trim()
      .min(1, "security_answer_required")
      .max(200),
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
  username: z.string().trim().min(1, "username_charset").max(20),
  password: z.string().min(1, "password_required").max(128),
  ...captcha,
})
export type StoreLoginType = z.infer<typeof StoreLogin>

export const AdminMembersQuery = z.object({
  q: z.string().trim().max(40).optional(),
  status: z.enum(["normal", "frozen"]).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
})
export type AdminMembersQueryType = z.infer<typeof AdminMembersQuery>
