import { model } from "@medusajs/framework/utils"

/**
 * A staff member's own data beside their Medusa admin user (who logs in to the
 * dashboard with email and password): the spec's username, nickname and phone, and
 * the secondary password asked again before sensitive back-office actions.
 */
export const StaffProfile = model
  .define("staff_profile", {
    id: model.id({ prefix: "stf" }).primaryKey(),
    user_id: model.text(),
    username: model.text(),
    nickname: model.text().nullable(),
    phone: model.text().nullable(),
    secondary_password_hash: model.text(),
  })
  .indexes([
    { on: ["user_id"], unique: true },
    { on: ["username"], unique: true },
  ])
