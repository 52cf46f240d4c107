import { z } from "@medusajs/framework/zod"
import RULES from "@uuc/data/registration-rules.json"

// The validation helpers several resources share; each resource's own schemas sit in
// the `validators.ts` beside its `route.ts`.
// Messages that are codes become the error's code; messages.ts holds their en-US texts.
// The limits come from @uuc/data's registration-rules.json, which the storefront's
// form checks read too, so the browser and the server agree.

export const username = z
  .string()
  .trim()
  .min(1, "username_required")
  .regex(new RegExp(RULES.username.pattern), "username_charset")
  .min(RULES.username.min, "username_length")
  .max(RULES.username.max, "username_length")
export const phone = z
  .string()
  .trim()
  .regex(new RegExp(RULES.phone.pattern), "phone_invalid")
export const nickname = z
  .string()
  .trim()
  .max(RULES.nickname.max, "nickname_too_long")

/** A body without its step-up secret (verified before the route; never stored). */
export function withoutSecret<T extends { secondary_password?: string }>(
  body: T
): Omit<T, "secondary_password"> {
  const rest: T = { ...body }
  delete rest.secondary_password
  return rest
}

export const AdminPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
})
export type AdminPageQueryType = z.infer<typeof AdminPageQuery>
