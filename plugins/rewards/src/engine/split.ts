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
  if (!debt.left.gt(0)) return split
  const fromUsdt = D.min(usdt, debt.left)
  let left = debt.left.minus(fromUsdt)
  // UUC worth at most what is left, rounded down: never more than owed
  const fromUuc = D.min(uuc, floor8(left.div(price)))
  left = left.minus(fromUuc.times(price))
  const fromPool = D.min(pool, floor8(left.div(price)))
  left = left.minus(fromPool.times(price))
  const usd = debt.left.minus(left)
  debt.left = left
  if (!usd.gt(0)) return split
  return {
    ...split,
    usdt: fmt(usdt.minus(fromUsdt)),
    uuc: fmt(uuc.minus(fromUuc)),
    uuc_pool: fmt(pool.minus(fromPool)),
    debt_collected: {
      usd: fmt(usd),
      usdt: fmt(fromUsdt),
      uuc: fmt(fromUuc),
      uuc_pool: fmt(fromPool),
    },
  }
}
