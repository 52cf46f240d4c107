import OrderModule from "@medusajs/medusa/order"
import { defineLink } from "@medusajs/framework/utils"
import ShopModule from "../modules/shop"

/** An order's shop state (status, courier, payment currency, points). */
export default defineLink(
  OrderModule.linkable.order,
  ShopModule.linkable.shopOrder
)
