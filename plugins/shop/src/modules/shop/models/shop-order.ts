import { model } from "@medusajs/framework/utils"

/**
 * The shop's view of one Medusa order: who bought, whose goods, how it was paid
 * (USDT with points, or UUC) and where it stands. Medusa's order keeps items,
 * totals, fulfilment and payment; this row keeps what the contract's states and
 * the courier need, and what the auto-receive job scans. A checkout of several
 * merchants' goods gives one row per merchant with the same `checkout_id`; a
 * merchant's row carries its settlement (pending until receipt, then settled
 * with the credit and the platform's commission, or cancelled). Allowed status
 * and settlement moves are a table enforced by a trigger (migration 2026112319…).
 */
export const ShopOrder = model
  .define("shop_order", {
    id: model.id({ prefix: "shor" }).primaryKey(),
    order_id: model.text().unique(),
    cart_id: model.text().index(),
    checkout_id: model.text().nullable(),
    customer_id: model.text().index(),
    member_id: model.text().index(),
    merchant_id: model.text().nullable(),
    merchant_member_id: model.text().nullable(),
    currency: model.enum(["USDT", "UUC"]).default("USDT"),
    total: model.bigNumber().default(0),
    points: model.bigNumber().default(0),
    member_price_total: model.bigNumber().default(0),
    token_price: model.bigNumber().nullable(),
    status: model
      .enum(["pending_shipment", "shipped", "received", "cancelled"])
      .default("pending_shipment"),
    settlement_status: model
      .enum(["none", "pending", "settled", "cancelled"])
      .default("none"),
    settlement_amount: model.bigNumber().nullable(),
    commission: model.bigNumber().nullable(),
    settled_at: model.dateTime().nullable(),
    courier_name: model.text().nullable(),
    courier_number: model.text().nullable(),
    shipped_at: model.dateTime().nullable(),
    received_at: model.dateTime().nullable(),
    cancelled_at: model.dateTime().nullable(),
    cancel_reason: model.text().nullable(),
  })
  .indexes([
    { on: ["status", "shipped_at"] },
    { on: ["merchant_id"] },
    { on: ["checkout_id"] },
  ])
