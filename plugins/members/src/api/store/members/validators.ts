import { z } from "@medusajs/framework/zod"
import RULES from "@uuc/data/registration-rules.json"
import {
  nickname,
  phone,
  username,
  withoutSecret,
} from "../../utils/validators"

// Messages that are codes become the error's code; messages.ts holds their en-US texts.
// The limits come from @uuc/data's registration-rules.json, which the storefront's
// form checks read too, so the browser and the server agree.

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
const captcha = {
  captcha_id: z.string().min(1, "captcha_required"),
  captcha_code: z
    .string()
    .trim()
    .min(1, "captcha_required")
    .max(RULES.captcha_code.max),
}

/** USDT-BEP20 address: 0x and 40 hex digits. */
const walletAddress = z
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

/** An authenticator app's six digits, or a recovery code (`xxxxx-xxxxx`). */
const totpCode = z.string().trim().max(32, "totp_invalid")

export const StoreLogin = z.object({
  username: z.string().trim().min(1, "username_required").max(40),
  password: z.string().min(1, "password_required").max(128),
  ...captcha,
  // asked only of members whose authenticator codes are on (401 totp_required)
  totp_code: totpCode.optional(),
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
    // and the authenticator code, when the member's codes are on (not stored)
    totp_code: totpCode.optional(),
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

export const StoreWalletProof = z.object({
  address: walletAddress,
  signature: z
    .string()
    .trim()
    .regex(/^0x[0-9a-fA-F]{130,1000}$/, "wallet_proof_invalid"),
})
export type StoreWalletProofType = z.infer<typeof StoreWalletProof>

export const StoreTotpStart = z.object({
  // checked by the route's step-up
  secondary_password: z.string().max(128).optional(),
})

export const StoreTotpConfirm = z.object({
  code: totpCode.min(1, "totp_required"),
})
export type StoreTotpConfirmType = z.infer<typeof StoreTotpConfirm>

export const StoreTotpDisable = z
  .object({
    code: totpCode.min(1, "totp_required"),
    secondary_password: z.string().max(128).optional(),
  })
  .transform(withoutSecret)
export type StoreTotpDisableType = z.infer<typeof StoreTotpDisable>
