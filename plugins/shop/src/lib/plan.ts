import type { MedusaContainer } from "@medusajs/framework/types"
import Decimal from "decimal.js"
import { planOf } from "./ports"

export type Card = "standard" | "gold"
export const CARDS: Card[] = ["standard", "gold"]

/** The plan's figures the shop uses (rules.md §7, api.md plan `shop.*`, `cards.*`). */
export type ShopPlan = {
  version: number
  ratios: Record<Card, Decimal>
  point_value: Decimal
  uuc_burn_share: Decimal
  auto_receive_days: number
  /** Most units of one specification in a cart line. */
  max_quantity: number
}

/** Reads the plan in force from the rewards plugin's `plan` module (defaults of rules.md). */
export async function readShopPlan(
  container: MedusaContainer
): Promise<ShopPlan> {
  const { version, plan } = await planOf(container).getPlan()
  return {
    version,
    ratios: {
      standard: new Decimal(plan.cards?.standard?.price_ratio ?? "0.20"),
      gold: new Decimal(plan.cards?.gold?.price_ratio ?? "0.15"),
    },
    point_value: new Decimal(plan.shop?.point_value ?? "1"),
    uuc_burn_share: new Decimal(plan.shop?.uuc_burn_share ?? "0.90"),
    auto_receive_days: plan.shop?.auto_receive_days ?? 14,
    max_quantity: plan.shop?.max_quantity ?? 99,
  }
}
