import { model } from "@medusajs/framework/utils"

/**
 * The shop's view of one Medusa order: who bought, whose goods, how it was paid
 * (USDT with points, or UUC) and where it stands. Medusa's order keeps items,
 * totals, fulfilment and payment; this row keeps what the contract's states and
 * the courier need, and what the auto-receive job scans.
 */
export const ShopOrder = model
  .define("shop_order", {
    id: model.id({ prefix: "shor" }).primaryKey(),
    order_id: model.text().unique(),
    cart_id: model.text().index(),
    customer_id: model.text().index(),
    member_id: model.text().index(),
    merchant_id: model.text().nullable(),
    currency: model.enum(["USDT", "UUC"]).default("USDT"),
    total: model.bigNumber().default(0),
    points: model.bigNumber().default(0),
    member_price_total: model.bigNumber().default(0),
    status: model
      .enum(["pending_shipment", "shipped", "received", "cancelled"])
      .default("pending_shipment"),
    courier_name: model.text().nullable(),
    courier_number: model.text().nullable(),
    shipped_at: model.dateTime().nullable(),
    received_at: model.dateTime().nullable(),
    cancelled_at: model.dateTime().nullable(),
    cancel_reason: model.text().nullable(),
  })
  .indexes([{ on: ["status", "shipped_at"] }, { on: ["merchant_id"] }])
