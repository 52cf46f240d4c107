import { model } from "@medusajs/framework/utils"

/**
 * A member's read mark on one in-app notification (the Notification Module keeps
 * the notification itself and has no read state). `receiver_id` is the member's
 * customer id, as on the notification.
 */
export const NotificationRead = model
  .define("notification_read", {
    id: model.id({ prefix: "nrd" }).primaryKey(),
    notification_id: model.text(),
    receiver_id: model.text(),
    read_at: model.dateTime(),
  })
  .indexes([{ on: ["notification_id"], unique: true }, { on: ["receiver_id"] }])
