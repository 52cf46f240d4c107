import { D } from "./money"
import { canEarn, owesLoan, type RawBonus } from "./raw"
import type { EngineInput } from "./types"

/**
 * Layer: the placement uplines at layers 1..5 of an activation of a listed card
 * (gold by default) each earn the layer's rate × P when their star level reaches the
 * layer's minimum. A layer whose upline is inactive or lacks the star level lapses:
 * nobody else is paid for it (no compression). A member who owes a loan earns the
 * loan factor of it, and only with enough active directs (rules.md §6).
 */
export function layerBonuses({
  plan,
  activation,
  path,
  trigger = "activation",
}: EngineInput): RawBonus[] {
  const rule = plan.bonuses.layer
  if (!rule.triggers.includes(trigger)) return []
  // the card condition is an activation's; an order has no card
  if (trigger === "activation" && !rule.cards.includes(activation.card))
    return []
  const out: RawBonus[] = []
  rule.rates.forEach((rate, i) => {
    const upline = path[i]
    const layer = i + 1
    if (!upline || !canEarn(upline)) return
    if (upline.star_level < rule.min_star[i]) return
    let amount = new D(activation.amount).times(rate)
    let effective = new D(rate)
    if (owesLoan(upline)) {
      if (upline.active_direct_count < rule.loan_min_direct) return
      amount = amount.times(rule.loan_factor)
      effective = effective.times(rule.loan_factor)
    }
    if (amount.isZero()) return
    out.push({
      type: "layer",
      earner: upline,
      rate: effective.toString(),
      amount,
      params: { layer },
    })
  })
  return out
}
