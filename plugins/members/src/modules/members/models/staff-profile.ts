import { model } from "@medusajs/framework/utils"

/**
 * A staff member's own data beside their Medusa admin user (who logs in to the
 * dashboard with email and password): the spec's username, nickname and phone, and
 * the secondary password asked again before sensitive back-office actions, and the
 * role that decides which admin routes they may call (lib/staff-access.ts).
 */
export const StaffProfile = model
  .define("staff_profile", {
    id: model.id({ prefix: "stf" }).primaryKey(),
    user_id: model.text(),
    username: model.text(),
    nickname: model.text().nullable(),
    phone: model.text().nullable(),
    secondary_password_hash: model.text(),
    role: model
      .enum(["owner", "finance", "support", "content"])
      .default("owner"),
  })
  .indexes([
    { on: ["user_id"], unique: true },
    { on: ["username"], unique: true },
  ])
