import { model } from "@medusajs/framework/utils"

/**
 * One notification sent on one channel other than in-app (email): unique per
 * notification and channel, so an event delivered twice sends nothing twice.
 * `status`: pending → sending → sent; a failed send waits for `next_attempt_at`
 * (backoff) and the retry job; after the last attempt it is `abandoned`;
 * `cancelled` when the member turned the email off before it went.
 */
export const NotificationDelivery = model
  .define("notification_delivery", {
    id: model.id({ prefix: "ndl" }).primaryKey(),
    notification_id: model.text(),
    channel: model.text(),
    receiver_id: model.text(),
    member_id: model.text(),
    kind: model.text(),
    address: model.text(),
    status: model
      .enum(["pending", "sending", "sent", "failed", "abandoned", "cancelled"])
      .default("pending"),
    attempts: model.number().default(0),
    next_attempt_at: model.dateTime(),
    claimed_at: model.dateTime().nullable(),
    sent_at: model.dateTime().nullable(),
    last_error: model.text().nullable(),
    external_id: model.text().nullable(),
  })
  .indexes([
    { on: ["notification_id", "channel"], unique: true },
    { on: ["status", "next_attempt_at"] },
    { on: ["receiver_id"] },
  ])
