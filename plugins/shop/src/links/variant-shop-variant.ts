import ProductModule from "@medusajs/medusa/product"
import { defineLink } from "@medusajs/framework/utils"
import ShopModule from "../modules/shop"

/** A specification's shop fields (explicit member price, UUC price). */
export default defineLink(
  ProductModule.linkable.productVariant,
  ShopModule.linkable.shopVariant
)
