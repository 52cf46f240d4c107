import { model } from "@medusajs/framework/utils"

/**
 * A merchant account, created when staff pass an application. One per member; its
 * id is what the shop stores as the goods' and orders' `merchant_id`.
 */
export const Merchant = model.define("merchant", {
  id: model.id({ prefix: "mer" }).primaryKey(),
  member_id: model.text().unique(),
  application_id: model.text(),
})
