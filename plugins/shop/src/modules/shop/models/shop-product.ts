import { model } from "@medusajs/framework/utils"

/**
 * The shop's fields of one Medusa product (linked by `product-shop-product`): the
 * most points one unit may use, a video, the listing state (mirrored on the
 * product's status: listed = published, pending listing = draft) and the merchant
 * selling it (null: the platform's own goods). The lowest base price of its
 * specifications and each card's lowest member price (USD, kept by the member-price
 * sync) let /shop-list filter and sort by price in SQL across pages.
 */
export const ShopProduct = model
  .define("shop_product", {
    id: model.id({ prefix: "shpr" }).primaryKey(),
    product_id: model.text().unique(),
    points_discount: model.bigNumber().default(0),
    video: model.text().nullable(),
    status: model
      .enum(["listed", "pending_listing"])
      .default("pending_listing"),
    merchant_id: model.text().nullable(),
    min_price: model.bigNumber().nullable(),
    min_price_standard: model.bigNumber().nullable(),
    min_price_gold: model.bigNumber().nullable(),
  })
  .indexes([
    { on: ["merchant_id"] },
    { on: ["status"] },
    { on: ["min_price"] },
    { on: ["min_price_standard"] },
    { on: ["min_price_gold"] },
  ])
