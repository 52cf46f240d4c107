import { model } from "@medusajs/framework/utils"

/** A link shown on the recharge screen (e.g. where to buy USDT), in staff's order. */
export const RechargeLink = model.define("ledger_recharge_link", {
  id: model.id({ prefix: "lrl" }).primaryKey(),
  title: model.text(),
  url: model.text(),
  sort_order: model.number().default(0),
  enabled: model.boolean().default(true),
})
