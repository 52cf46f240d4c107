import { D } from "./money"
import { canEarn, type RawBonus } from "./raw"
import type { EngineInput } from "./types"

/** Referral: the buyer's sponsor earns rate × P (rules.md §4). */
export function referralBonus({
  plan,
  activation,
  sponsor,
  trigger = "activation",
}: EngineInput): RawBonus[] {
  const rule = plan.bonuses.referral
  if (!rule.triggers.includes(trigger) || !sponsor || !canEarn(sponsor))
    return []
  const amount = new D(activation.amount).times(rule.rate)
  if (amount.isZero()) return []
  return [
    { type: "referral", earner: sponsor, rate: rule.rate, amount, params: {} },
  ]
}
