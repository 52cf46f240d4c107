import type { Plan } from "@uuc/data"
import { D, floor8, fmt, type Dec } from "./money"

/** What a bonus took of its earner's refund debt, by part (present only when > 0). */
export type Collected = {
  /** The USD value collected (USDT at par, UUC at the bonus's price). */
  usd: string
  usdt: string
  uuc: string
  uuc_pool: string
}

export type Split = {
  amount_usd: string
  usdt: string
  repaid: string
  uuc: string
  uuc_pool: string
  debt_collected?: Collected
}

/**
 * Splits a bonus of B USD (rules.md §4, "The split"): the USDT share rounded down to
 * 8 places; the rest of B (its UUC share plus what that rounding left) becomes UUC at
 * the price, rounded down (the part of a unit not taken stays in the reserve); the
 * pool's share of it rounded down, the remainder to available UUC. So B is paid in
 * full up to a fraction of the smallest unit, and no amount has more than 8 places.
 * While the member owes a loan, the USDT repays it first (`owes` is left reduced).
 * Then a refund debt (a clawback the member could not cover, in USD) is collected:
 * from the USDT left first, then from the UUC, then from the pool's UUC (at the
 * price, never more than owed); `debt` is left reduced. What is collected is not
 * paid: it stays with the platform (bonus expense, UUC reserve).
 */
export function splitBonus(
  b: Dec,
  plan: Plan,
  price: string,
  owes: { left: Dec },
  debt: { left: Dec } = { left: new D(0) }
): Split {
  const amount = floor8(b)
  const usdtAll = floor8(amount.times(plan.split.usdt))
  const uucUsd = amount.minus(usdtAll)
  const uucAll = floor8(uucUsd.div(price))
  const pool = floor8(uucAll.times(plan.split.pool_share_of_uuc))
  const repaid = D.min(usdtAll, owes.left)
  owes.left = owes.left.minus(repaid)
  const usdt = usdtAll.minus(repaid)
  const uuc = uucAll.minus(pool)
  const split: Split = {
    amount_usd: fmt(amount),
    usdt: fmt(usdt),
    repaid: fmt(repaid),
    uuc: fmt(uuc),
    uuc_pool: fmt(pool),
  }
  collectDebt([split], price, debt)
  return split
}

/**
 * Collects a refund debt (USD, `debt.left`, left reduced) from the splits of one
 * payout to one member (rules.md §4 cooling-off): the USDT of
 * every split first, then their available UUC, then their pool's UUC, at the price
 * and never more than owed. Each split's parts are reduced by what it gave and
 * `debt_collected` says what (set only when it gave something). A daily top
 * reward is a split with no USDT.
 */
export function collectDebt(
  splits: Split[],
  price: string,
  debt: { left: Dec }
): void {
  if (!debt.left.gt(0) || !splits.length) return
  const taken = splits.map(() => ({
    usdt: new D(0),
    uuc: new D(0),
    uuc_pool: new D(0),
    usd: new D(0),
  }))
  let left = debt.left
  for (const [i, s] of splits.entries()) {
    const from = D.min(new D(s.usdt), left)
    taken[i].usdt = from
    taken[i].usd = taken[i].usd.plus(from)
    left = left.minus(from)
  }
  for (const part of ["uuc", "uuc_pool"] as const)
    for (const [i, s] of splits.entries()) {
      // UUC worth at most what is left, rounded down: never more than owed
      const from = D.min(new D(s[part]), floor8(left.div(price)))
      if (!from.gt(0)) continue
      taken[i][part] = from
      taken[i].usd = taken[i].usd.plus(from.times(price))
      left = left.minus(from.times(price))
    }
  debt.left = left
  for (const [i, s] of splits.entries()) {
    const t = taken[i]
    if (!t.usd.gt(0)) continue
    const before = s.debt_collected
    s.usdt = fmt(new D(s.usdt).minus(t.usdt))
    s.uuc = fmt(new D(s.uuc).minus(t.uuc))
    s.uuc_pool = fmt(new D(s.uuc_pool).minus(t.uuc_pool))
    s.debt_collected = {
      usd: fmt(t.usd.plus(before?.usd ?? 0)),
      usdt: fmt(t.usdt.plus(before?.usdt ?? 0)),
      uuc: fmt(t.uuc.plus(before?.uuc ?? 0)),
      uuc_pool: fmt(t.uuc_pool.plus(before?.uuc_pool ?? 0)),
    }
  }
}
