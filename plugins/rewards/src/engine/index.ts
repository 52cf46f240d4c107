import { communityBonuses } from "./community"
import { layerBonuses } from "./layer"
import { D, floor8, percent, type Dec } from "./money"
import type { RawBonus } from "./raw"
import { referralBonus } from "./referral"
import { splitBonus } from "./split"
import { canEarn } from "./raw"
import { teamBonuses } from "./team"
import type { Bonus, EngineInput } from "./types"

export * from "./types"
export { buildPostings } from "./postings"
export { projectLevels } from "./project"

/** Merchant (rules.md §4): the merchant's sponsor earns rate × the order's total. */
function merchantBonus(input: EngineInput): RawBonus[] {
  const earner = input.merchant_sponsor
  if (input.trigger !== "order" || !earner || !canEarn(earner)) return []
  const rate = input.plan.bonuses.merchant.rate
  const amount = new D(input.activation.amount).times(rate)
  return [{ type: "merchant", earner, rate, amount, params: {} }]
}

/**
 * Every network bonus of one activation (rules.md §4), in a stable order: referral,
 * layers 1..5, team nearest first, community. Pure: no I/O, decimal.js only.
 */
export function computeBonuses(input: EngineInput): Bonus[] {
  const team = teamBonuses(input)
  // A bonus below the smallest unit (1e-8 USD) pays nothing: no record either.
  const raw: RawBonus[] = [
    ...referralBonus(input),
    ...layerBonuses(input),
    ...team,
    ...communityBonuses(input, team),
    ...merchantBonus(input),
  ].filter((r) => !floor8(r.amount).isZero())
  // What each member owes shrinks as this activation's bonuses repay it.
  const owes = new Map<string, { left: Dec }>()
  // So does a refund debt, collected after the loan (rules.md §4 cooling-off).
  const refundDebts = new Map<string, { left: Dec }>()
  const { activation } = input
  return raw.map((r) => {
    const id = r.earner.member_id
    const debt = owes.get(id) ?? { left: new D(r.earner.owes) }
    owes.set(id, debt)
    const refundDebt = refundDebts.get(id) ?? {
      left: D.max(new D(r.earner.refund_debt ?? 0), 0),
    }
    refundDebts.set(id, refundDebt)
    const frozen = r.earner.frozen
    const none = () => ({ left: new D(0) })
    const split = splitBonus(
      r.amount,
      input.plan,
      input.price,
      frozen ? none() : debt,
      frozen ? none() : refundDebt
    )
    return {
      type: r.type,
      beneficiary_id: r.earner.member_id,
      beneficiary_username: r.earner.username,
      rate: r.rate,
      ...split,
      status: frozen ? "pending_elimination" : "settled",
      plan_version: input.plan_version,
      explanation: {
        key: `rewards.bonus.${r.type}`,
        params: {
          ...r.params,
          rate_percent: percent(r.rate),
          amount_usd: split.amount_usd,
          activation_amount: new D(activation.amount).toFixed(8),
          card: activation.card,
          kind: activation.kind,
          buyer: activation.username,
          plan_version: input.plan_version,
        },
      },
    }
  })
}
