import OrderModule from "@medusajs/medusa/order"
import { defineLink } from "@medusajs/framework/utils"
import ShopModule from "../modules/shop"

/**
 * A shop order's Medusa order (Query: `shop_order.order.*`). Read-only: the shop
 * order's own `order_id` is the link, so the checkout writes no link row beside
 * the shop order (it was a transaction of five statements on every
 * checkout's path). Versions before it kept a link table
 * (`order_order_shop_shop_order`); `db:migrate` drops it (shop README).
 */
export default defineLink(
  { linkable: ShopModule.linkable.shopOrder, field: "order_id" },
  OrderModule.linkable.order,
  { readOnly: true }
)
