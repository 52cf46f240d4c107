import { D, type Dec } from "../engine/money"
import type { Bonus } from "../engine/types"
import {
  BONUS_TYPES,
  type DayRow,
  type SimBonusType,
  type TypeTotals,
} from "./types"

const zero = () => new D(0)
const byType = <T>(make: (t: SimBonusType) => T) =>
  Object.fromEntries(BONUS_TYPES.map((t) => [t, make(t)])) as Record<
    SimBonusType,
    T
  >

/** amount ÷ revenue with 6 places ("0.412500"); 0 without revenue. */
export const shareOf = (amount: Dec, revenue: Dec) =>
  revenue.isZero() ? "0.000000" : amount.div(revenue).toFixed(6)

type Paid = {
  type: SimBonusType
  usd: string
  usdt: string
  uuc: string
  pool: string
  n: number
}

/** Σ value × count over a tally of decimal strings. */
const total = (tally: Map<string, number>, value = (k: string) => k) => {
  let sum = zero()
  for (const [k, n] of tally) sum = sum.plus(new D(value(k)).times(n))
  return sum
}

/**
 * Card revenue and payouts, in total and per day. Amounts take few distinct values
 * (P × a handful of rates), so they are tallied as exact decimal strings with a
 * count and summed once with decimal.js at the end: exact, and no decimal
 * arithmetic per bonus in the hot loop.
 */
export class Totals {
  private readonly paidTally = new Map<string, Paid>()
  private readonly dayRevenue: Map<string, number>[]
  private readonly dayPaid: Map<string, number>[]
  private readonly dayActivations: Int32Array

  constructor(private readonly days: string[]) {
    this.dayRevenue = days.map(() => new Map())
    this.dayPaid = days.map(() => new Map())
    this.dayActivations = new Int32Array(days.length)
  }

  addRevenue(day: number, amount: string) {
    const t = this.dayRevenue[day]
    t.set(amount, (t.get(amount) ?? 0) + 1)
    this.dayActivations[day]++
  }

  /** One bonus as the engine split it (USDT repaying a loan counts as USDT paid). */
  addBonus(day: number, b: Bonus) {
    const usdt =
      b.repaid === "0.00000000"
        ? b.usdt
        : new D(b.usdt).plus(b.repaid).toFixed(8)
    this.add(day, b.type, b.amount_usd, usdt, b.uuc, b.uuc_pool)
  }

  add(
    day: number,
    type: SimBonusType,
    usd: string,
    usdt: string,
    uuc: string,
    pool: string
  ) {
    const key = `${type}|${usd}|${usdt}|${uuc}|${pool}`
    const row = this.paidTally.get(key)
    if (row) row.n++
    else this.paidTally.set(key, { type, usd, usdt, uuc, pool, n: 1 })
    const dayKey = `${type}|${usd}`
    const t = this.dayPaid[day]
    t.set(dayKey, (t.get(dayKey) ?? 0) + 1)
  }

  revenue(): Dec {
    return this.dayRevenue.reduce((a, t) => a.plus(total(t)), zero())
  }

  byType(): Record<SimBonusType, TypeTotals> {
    const revenue = this.revenue()
    const sums = byType(() => ({
      count: 0,
      usd: zero(),
      usdt: zero(),
      uuc: zero(),
      pool: zero(),
    }))
    for (const r of this.paidTally.values()) {
      const s = sums[r.type]
      s.count += r.n
      s.usd = s.usd.plus(new D(r.usd).times(r.n))
      s.usdt = s.usdt.plus(new D(r.usdt).times(r.n))
      s.uuc = s.uuc.plus(new D(r.uuc).times(r.n))
      s.pool = s.pool.plus(new D(r.pool).times(r.n))
    }
    return byType((t) => ({
      count: sums[t].count,
      amount_usd: sums[t].usd.toFixed(8),
      usdt: sums[t].usdt.toFixed(8),
      uuc: sums[t].uuc.toFixed(8),
      uuc_pool: sums[t].pool.toFixed(8),
      share_of_revenue: shareOf(sums[t].usd, revenue),
    }))
  }

  perDay(joins: Int32Array): DayRow[] {
    return this.days.map((day, d) => {
      const paid = byType(zero)
      for (const [k, n] of this.dayPaid[d]) {
        const [type, usd] = k.split("|") as [SimBonusType, string]
        paid[type] = paid[type].plus(new D(usd).times(n))
      }
      return {
        day,
        joins: joins[d] ?? 0,
        activations: this.dayActivations[d],
        revenue: total(this.dayRevenue[d]).toFixed(8),
        paid_usd: BONUS_TYPES.reduce((a, t) => a.plus(paid[t]), zero()).toFixed(
          8
        ),
        by_type: byType((t) => paid[t].toFixed(8)),
      }
    })
  }
}
