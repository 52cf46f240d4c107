import { model } from "@medusajs/framework/utils"

/**
 * A "log in as member" session: its id travels in the member token as the
 * `impersonation_id` claim, and the token is refused once the session has ended
 * (staff ended it, or the member-facing banner did) or expired.
 */
export const ImpersonationSession = model
  .define("impersonation_session", {
    id: model.id({ prefix: "imp" }).primaryKey(),
    member_id: model.text(),
    staff_user_id: model.text(),
    expires_at: model.dateTime(),
    ended_at: model.dateTime().nullable(),
    ended_by: model.text().nullable(),
  })
  .indexes([{ on: ["member_id", "created_at"] }])
