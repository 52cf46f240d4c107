import ProductModule from "@medusajs/medusa/product"
import { defineLink } from "@medusajs/framework/utils"
import ShopModule from "../modules/shop"

/** A product's shop fields (points discount, video, listing state, merchant). */
export default defineLink(
  ProductModule.linkable.product,
  ShopModule.linkable.shopProduct
)
