import { communityBonuses } from "./community"
import { layerBonuses } from "./layer"
import { ceil8, D, floor8, fmt, percent, ZERO, type Dec } from "./money"
import type { RawBonus } from "./raw"
import { referralBonus } from "./referral"
import { collectDebt, splitBonus, type Split } from "./split"
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
  return computeActivationBonuses(input).bonuses
}

/**
 * The USD value of what a bonus pays (rules.md §1): its USDT (with the loan
 * repayment and the refund debt it collected) and its UUC at the price, rounded
 * up — the UUC is floored to 8 places, so its value never exceeds what it was
 * converted from, and the rounding of the conversion is what is left over.
 */
export function bonusPaidUsd(
  b: Pick<Bonus, "usdt" | "repaid" | "uuc" | "uuc_pool" | "debt_collected">,
  price: string
): Dec {
  const c = b.debt_collected
  const usdt = new D(b.usdt).plus(b.repaid).plus(c?.usdt ?? 0)
  const uuc = new D(b.uuc)
    .plus(b.uuc_pool)
    .plus(c?.uuc ?? 0)
    .plus(c?.uuc_pool ?? 0)
  return usdt.plus(ceil8(uuc.times(price)))
}

/**
 * computeBonuses with the activation's computed total (Σ of every bonus's exact
 * B, rounded down to 8 places) and what rounding left over of it (rules.md §1):
 * total − the USD value of every part paid, posted to `platform:rounding` with
 * the activation, so that the bonus parts plus the rounding are the total exactly.
 */
export function computeActivationBonuses(input: EngineInput): {
  bonuses: Bonus[]
  total_usd: string
  rounding_usd: string
} {
  const team = teamBonuses(input)
  const all: RawBonus[] = [
    ...referralBonus(input),
    ...layerBonuses(input),
    ...team,
    ...communityBonuses(input, team),
    ...merchantBonus(input),
  ]
  const total = floor8(all.reduce((s, r) => s.plus(r.amount), ZERO))
  // A bonus below the smallest unit (1e-8 USD) pays nothing: no record either
  // (its fraction is in the total, so it goes to the rounding).
  const raw = all.filter((r) => !floor8(r.amount).isZero())
  const bonuses = paidBonuses(input, raw)
  const paid = bonuses.reduce(
    (s, b) => s.plus(bonusPaidUsd(b, input.price)),
    ZERO
  )
  return {
    bonuses,
    total_usd: fmt(total),
    rounding_usd: fmt(total.minus(paid)),
  }
}

function paidBonuses(input: EngineInput, raw: RawBonus[]): Bonus[] {
  // What each member owes shrinks as this activation's bonuses repay it.
  const owes = new Map<string, { left: Dec }>()
  const { activation } = input
  const splits: Split[] = raw.map((r) => {
    const id = r.earner.member_id
    const debt = owes.get(id) ?? { left: new D(r.earner.owes) }
    owes.set(id, debt)
    return splitBonus(
      r.amount,
      input.plan,
      input.price,
      r.earner.frozen ? { left: new D(0) } : debt
    )
  })
  // Then a refund debt, after the loan (rules.md §4 cooling-off): from the USDT
  // of all this activation's bonuses to the member first, then from their UUC.
  const byMember = new Map<string, { debt: string; splits: Split[] }>()
  for (const [i, r] of raw.entries()) {
    if (r.earner.frozen) continue
    const id = r.earner.member_id
    const row = byMember.get(id) ?? {
      debt: r.earner.refund_debt ?? "0",
      splits: [],
    }
    row.splits.push(splits[i])
    byMember.set(id, row)
  }
  for (const { debt, splits: own } of byMember.values())
    collectDebt(own, input.price, { left: D.max(new D(debt), 0) })
  return raw.map((r, i) => {
    const split = splits[i]
    const frozen = r.earner.frozen
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
