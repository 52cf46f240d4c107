import { model } from "@medusajs/framework/utils"

/**
 * One checkout of a cart, claimed by its unique cart id before anything moves:
 * parallel checkouts of the same cart find the claim and wait for its answer
 * (the order ids), so one cart gives one set of orders. `key` is the member's
 * Idempotency-Key; a different key on a completed cart answers the same orders.
 */
export const ShopCheckout = model.define("shop_checkout", {
  id: model.id({ prefix: "shco" }).primaryKey(),
  cart_id: model.text().unique(),
  key: model.text(),
  customer_id: model.text(),
  status: model.enum(["running", "done"]).default("running"),
  order_ids: model.json().nullable(),
})
