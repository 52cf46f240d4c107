import { model } from "@medusajs/framework/utils"

/**
 * A member's email address for notifications. `email` is the confirmed address
 * (nothing is sent to an address before its code was entered); `pending_email`
 * waits for the 6-digit code sent to it, kept only as a salted hash with its
 * expiry and the wrong tries counted. `locale` is the language the member's
 * emails are written in; `unsubscribe_token` the random token of the link in
 * every email (renewed with each confirmed address).
 */
export const NotificationEmail = model
  .define("notification_email", {
    id: model.id({ prefix: "nem" }).primaryKey(),
    receiver_id: model.text(),
    member_id: model.text(),
    email: model.text().nullable(),
    confirmed_at: model.dateTime().nullable(),
    pending_email: model.text().nullable(),
    code_hash: model.text().nullable(),
    code_salt: model.text().nullable(),
    code_expires_at: model.dateTime().nullable(),
    code_attempts: model.number().default(0),
    code_sent_at: model.dateTime().nullable(),
    locale: model.text().default("en-US"),
    unsubscribe_token: model.text().nullable(),
    unsubscribed_at: model.dateTime().nullable(),
  })
  .indexes([
    { on: ["receiver_id"], unique: true },
    { on: ["unsubscribe_token"], unique: true },
  ])
