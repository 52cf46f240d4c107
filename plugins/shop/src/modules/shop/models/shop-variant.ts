import { model } from "@medusajs/framework/utils"

/**
 * The shop's fields of one specification (a Medusa variant): an explicit member
 * price (else the card's ratio of the base price applies) and a UUC price (the
 * spec may then be bought in UUC). Both in their asset's units, NUMERIC.
 */
export const ShopVariant = model.define("shop_variant", {
  id: model.id({ prefix: "shva" }).primaryKey(),
  variant_id: model.text().unique(),
  product_id: model.text().index(),
  member_price: model.bigNumber().nullable(),
  uuc_price: model.bigNumber().nullable(),
})
