import { z } from "@medusajs/framework/zod"
import { KINDS, type NotificationKind } from "../../../lib/kinds"

const kinds = Object.keys(KINDS) as [NotificationKind, ...NotificationKind[]]

/**
 * `{ email: { <kind>: true | false, … }, locale? }`: the kinds named get email
 * too (true) or in-app only (false); the others stay as they were.
 */
export const StoreNotificationPreferencesBody = z.object({
  email: z
    .partialRecord(
      z.enum(kinds, { error: "invalid_data" }),
      z.boolean({ error: "invalid_data" })
    )
    .default({}),
  locale: z
    .enum(["en-US", "pt-BR", "zh-CN"], { error: "invalid_data" })
    .optional(),
})
export type StoreNotificationPreferencesBodyType = z.infer<
  typeof StoreNotificationPreferencesBody
>
