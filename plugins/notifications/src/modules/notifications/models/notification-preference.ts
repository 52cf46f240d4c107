import { model } from "@medusajs/framework/utils"

/**
 * A member's channel choice for one kind: in-app only (`email` false, the
 * default when there is no row) or in-app and email.
 */
export const NotificationPreference = model
  .define("notification_preference", {
    id: model.id({ prefix: "npf" }).primaryKey(),
    receiver_id: model.text(),
    kind: model.text(),
    email: model.boolean().default(false),
  })
  .indexes([{ on: ["receiver_id", "kind"], unique: true }])
