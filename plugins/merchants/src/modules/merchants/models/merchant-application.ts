import { model } from "@medusajs/framework/utils"

/**
 * A member's request to become a merchant ("become a service provider"):
 * pending → passed | rejected (with the staff's reason). The partial unique index
 * allows one pending application per member, whatever the number of processes.
 */
export const MerchantApplication = model
  .define("merchant_application", {
    id: model.id({ prefix: "mapp" }).primaryKey(),
    member_id: model.text(),
    description: model.text(),
    status: model.enum(["pending", "passed", "rejected"]).default("pending"),
    reason: model.text().nullable(),
    reviewed_by: model.text().nullable(),
    reviewed_at: model.dateTime().nullable(),
  })
  .indexes([
    { on: ["member_id"], unique: true, where: "status = 'pending'" },
    { on: ["status", "created_at"] },
  ])
