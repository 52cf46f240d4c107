import type { Plan } from "@uuc/data"
import { D, floor8, fmt, type Dec } from "./money"

export type Split = {
  amount_usd: string
  usdt: string
  repaid: string
  uuc: string
  uuc_pool: string
}

/**
 * Splits a bonus of B USD (rules.md §4, "The split"): the USDT share rounded down to
 * 8 places; the rest of B (its UUC share plus what that rounding left) becomes UUC at
 * the price, rounded down (the part of a unit not taken stays in the reserve); the
 * pool's share of it rounded down, the remainder to available UUC. So B is paid in
 * full up to a fraction of the smallest unit, and no amount has more than 8 places.
 * While the member owes a loan, the USDT repays it first (`owes` is left reduced).
 */
export function splitBonus(
  b: Dec,
  plan: Plan,
  price: string,
  owes: { left: Dec }
): Split {
  const amount = floor8(b)
  const usdtAll = floor8(amount.times(plan.split.usdt))
  const uucUsd = amount.minus(usdtAll)
  const uucAll = floor8(uucUsd.div(price))
  const pool = floor8(uucAll.times(plan.split.pool_share_of_uuc))
  const repaid = D.min(usdtAll, owes.left)
  owes.left = owes.left.minus(repaid)
  return {
    amount_usd: fmt(amount),
    usdt: fmt(usdtAll.minus(repaid)),
    repaid: fmt(repaid),
    uuc: fmt(uucAll.minus(pool)),
    uuc_pool: fmt(pool),
  }
}
