import type { Plan } from "@uuc/data"
import { D, fmt, type Dec } from "./money"
import type { Activation, Bonus } from "./types"

export type Posting = { account: string; asset: string; amount: string }

const member = (id: string, asset: string) => `member:${id}:${asset}`

/**
 * The one ledger entry of an activation: the card paid from the buyer's USDT (or,
 * on credit, from platform:loans) to revenue, the card's points, and every settled bonus (USDT from bonus expense,
 * the loan part to platform:loans, UUC and pool UUC from the reserve). Postings to
 * the same account are summed; zero amounts are left out. Bonuses pending
 * elimination move nothing now.
 */
export function buildPostings(
  plan: Plan,
  activation: Activation,
  bonuses: Bonus[]
): Posting[] {
  const sums = new Map<
    string,
    { account: string; asset: string; amount: Dec }
  >()
  const add = (account: string, asset: string, amount: string | Dec) => {
    const key = `${account}|${asset}`
    const row = sums.get(key) ?? { account, asset, amount: new D(0) }
    row.amount = row.amount.plus(amount)
    sums.set(key, row)
  }
  const price = new D(activation.amount)
  const payer = activation.on_credit
    ? "platform:loans"
    : member(activation.member_id, "USDT")
  add(payer, "USDT", price.neg())
  add("platform:revenue", "USDT", price)
  // An upgrade grants the difference in points, as it pays the difference in price.
  const points = new D(plan.cards[activation.card].points)
  const granted =
    activation.kind === "upgrade"
      ? points.minus(plan.cards.standard.points)
      : points
  if (granted.gt(0)) {
    add("platform:points", "POINTS", granted.neg())
    add(member(activation.member_id, "POINTS"), "POINTS", granted)
  }
  for (const b of bonuses) {
    if (b.status !== "settled") continue
    const usdt = new D(b.usdt).plus(b.repaid)
    add("platform:bonus_expense", "USDT", usdt.neg())
    add(member(b.beneficiary_id, "USDT"), "USDT", b.usdt)
    add("platform:loans", "USDT", b.repaid)
    add("platform:uuc_reserve", "UUC", new D(b.uuc).plus(b.uuc_pool).neg())
    add(member(b.beneficiary_id, "UUC"), "UUC", b.uuc)
    add(member(b.beneficiary_id, "UUC_POOL"), "UUC_POOL", b.uuc_pool)
  }
  return [...sums.values()]
    .filter((r) => !r.amount.isZero())
    .map((r) => ({ account: r.account, asset: r.asset, amount: fmt(r.amount) }))
}
