import { z } from "@medusajs/framework/zod"

const locale = z.enum(["en-US", "pt-BR", "zh-CN"], { error: "invalid_data" })

/** `{ email, locale? }`: the address to confirm; the emails' language (else the request's). */
export const StoreNotificationEmailBody = z.object({
  email: z
    .string({ error: "email_invalid" })
    .trim()
    .toLowerCase()
    .max(200, { error: "email_invalid" })
    .pipe(z.email({ error: "email_invalid" })),
  locale: locale.optional(),
})
export type StoreNotificationEmailBodyType = z.infer<
  typeof StoreNotificationEmailBody
>

/** `{ code }`: the 6 digits sent to the address. */
export const StoreNotificationEmailConfirm = z.object({
  code: z
    .string({ error: "notification_email_code_invalid" })
    .trim()
    .regex(/^\d{6}$/, { error: "notification_email_code_invalid" }),
})
export type StoreNotificationEmailConfirmType = z.infer<
  typeof StoreNotificationEmailConfirm
>

/** `?token=`: the unsubscribe link's token. */
export const StoreUnsubscribeQuery = z.object({
  token: z
    .string({ error: "unsubscribe_token_invalid" })
    .min(16, { error: "unsubscribe_token_invalid" })
    .max(200, { error: "unsubscribe_token_invalid" }),
})
export type StoreUnsubscribeQueryType = z.infer<typeof StoreUnsubscribeQuery>
