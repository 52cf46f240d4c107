import { D, fmt, type Dec } from "../engine/money"
import type { Posting } from "../engine/postings"

type Bal = { USDT: string; UUC: string; UUC_POOL: string }
type SettledBonus = {
  id: string
  member_id: string
  usdt: string
  repaid: string
  uuc: string
  uuc_pool: string
}

/** What a refund takes back of one settled bonus, and what it could not. */
export type Clawback = {
  bonus_id: string
  member_id: string
  usdt: string
  uuc: string
  uuc_pool: string
  debt_usdt: string
  debt_uuc: string
  debt_uuc_pool: string
}

/** The refund as computed before its ledger entry (kept on the activation). */
export type RefundPlan = {
  amount: string
  points: string
  clawbacks: Clawback[]
  eliminated: string[]
  reason: string | null
  by: string
}

const ASSETS = [
  ["usdt", "USDT"],
  ["uuc", "UUC"],
  ["uuc_pool", "UUC_POOL"],
] as const

/**
 * Claws settled bonuses back as far as each earner's available balances allow
 * (no member balance may go negative, rules.md §1); what is missing becomes the
 * clawback's debt. Bonuses of one earner draw on the same balances, in order.
 * The loan repayment part (`repaid`) is not taken back: it is debt as well.
 */
export function computeClawbacks(
  bonuses: SettledBonus[],
  balances: Record<string, Bal>
): Clawback[] {
  const left = new Map<string, Record<string, Dec>>()
  return bonuses.map((b) => {
    const have =
      left.get(b.member_id) ??
      Object.fromEntries(
        ASSETS.map(([, a]) => [a, new D(balances[b.member_id]?.[a] ?? 0)])
      )
    left.set(b.member_id, have)
    const c: Clawback = {
      bonus_id: b.id,
      member_id: b.member_id,
      usdt: "0",
      uuc: "0",
      uuc_pool: "0",
      debt_usdt: "0",
      debt_uuc: "0",
      debt_uuc_pool: "0",
    }
    for (const [field, asset] of ASSETS) {
      const want = new D(b[field])
      const take = D.max(D.min(want, have[asset]), 0)
      have[asset] = have[asset].minus(take)
      c[field] = fmt(take)
      c[`debt_${field}`] = fmt(want.minus(take))
    }
    c.debt_usdt = fmt(new D(c.debt_usdt).plus(b.repaid))
    return c
  })
}

/**
 * The refund's one entry: the price from platform:revenue back to the buyer, the
 * card's points back to platform:points, every clawback back to where it came from.
 */
export function refundPostings(
  buyer: string,
  r: Pick<RefundPlan, "amount" | "points" | "clawbacks">
): Posting[] {
  const sums = new Map<string, Dec>()
  const add = (account: string, asset: string, v: string | Dec) => {
    const k = `${account}|${asset}`
    sums.set(k, (sums.get(k) ?? new D(0)).plus(v))
  }
  add("platform:revenue", "USDT", new D(r.amount).neg())
  add(`member:${buyer}:USDT`, "USDT", r.amount)
  add(`member:${buyer}:POINTS`, "POINTS", new D(r.points).neg())
  add("platform:points", "POINTS", r.points)
  for (const c of r.clawbacks) {
    add(`member:${c.member_id}:USDT`, "USDT", new D(c.usdt).neg())
    add("platform:bonus_expense", "USDT", c.usdt)
    add(`member:${c.member_id}:UUC`, "UUC", new D(c.uuc).neg())
    add(`member:${c.member_id}:UUC_POOL`, "UUC_POOL", new D(c.uuc_pool).neg())
    add("platform:uuc_reserve", "UUC", new D(c.uuc).plus(c.uuc_pool))
  }
  return [...sums]
    .filter(([, v]) => !v.isZero())
    .map(([k, v]) => {
      const [account, asset] = k.split("|")
      return { account, asset, amount: fmt(v) }
    })
}
