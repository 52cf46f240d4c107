import { z } from "@medusajs/framework/zod"

const flag = z.enum(["true", "false"], { error: "invalid_data" })

export const StoreNotificationsQuery = z.object({
  unread: flag.optional(),
  locale: z.string().max(35, { error: "invalid_data" }).optional(),
  limit: z.coerce
    .number({ error: "invalid_data" })
    .int({ error: "invalid_data" })
    .min(1, { error: "invalid_data" })
    .max(100, { error: "invalid_data" })
    .default(20),
  offset: z.coerce
    .number({ error: "invalid_data" })
    .int({ error: "invalid_data" })
    .min(0, { error: "invalid_data" })
    .max(1_000_000, { error: "invalid_data" })
    .default(0),
})
export type StoreNotificationsQueryType = z.infer<
  typeof StoreNotificationsQuery
>

/** `{ ids }` (1 to 100 of the member's notifications) or `{ all: true }`. */
export const StoreReadNotifications = z.union(
  [
    z
      .object({
        ids: z
          .array(z.string().min(1).max(100), { error: "invalid_data" })
          .min(1, { error: "invalid_data" })
          .max(100, { error: "invalid_data" }),
      })
      .strict(),
    z.object({ all: z.literal(true, { error: "invalid_data" }) }).strict(),
  ],
  { error: "notification_read_target" }
)
export type StoreReadNotificationsType = z.infer<typeof StoreReadNotifications>
