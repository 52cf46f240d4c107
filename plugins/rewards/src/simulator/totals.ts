import { D, type Dec } from "../engine/money"
import type { Bonus } from "../engine/types"
import {
  BONUS_TYPES,
  type DayRow,
  type SimBonusType,
  type TypeTotals,
} from "./types"

const zero = () => new D(0)
type Sums = { count: number; usd: Dec; usdt: Dec; uuc: Dec; pool: Dec }
const sums = (): Sums => ({
  count: 0,
  usd: zero(),
  usdt: zero(),
  uuc: zero(),
  pool: zero(),
})
const byType = <T>(make: () => T) =>
  Object.fromEntries(BONUS_TYPES.map((t) => [t, make()])) as Record<
    SimBonusType,
    T
  >

/** amount ÷ revenue with 6 places ("0.412500"); 0 without revenue. */
export const shareOf = (amount: Dec, revenue: Dec) =>
  revenue.isZero() ? "0.000000" : amount.div(revenue).toFixed(6)

/** Card revenue and payouts, in total and per day, summed with decimal.js. */
export class Totals {
  revenue = zero()
  private readonly types = byType(sums)
  private readonly dayRevenue: Dec[]
  private readonly dayPaid: Record<SimBonusType, Dec>[]
  private readonly dayActivations: Int32Array

  constructor(private readonly days: string[]) {
    this.dayRevenue = days.map(zero)
    this.dayPaid = days.map(() => byType(zero))
    this.dayActivations = new Int32Array(days.length)
  }

  addRevenue(day: number, amount: Dec) {
    this.revenue = this.revenue.plus(amount)
    this.dayRevenue[day] = this.dayRevenue[day].plus(amount)
    this.dayActivations[day]++
  }

  /** One bonus as the engine split it (the repaid share of USDT counts as USDT paid). */
  addBonus(day: number, b: Bonus) {
    this.add(
      day,
      b.type,
      b.amount_usd,
      new D(b.usdt).plus(b.repaid),
      b.uuc,
      b.uuc_pool
    )
  }

  add(
    day: number,
    type: SimBonusType,
    usd: string | Dec,
    usdt: string | Dec,
    uuc: string | Dec,
    pool: string | Dec
  ) {
    const s = this.types[type]
    s.count++
    s.usd = s.usd.plus(usd)
    s.usdt = s.usdt.plus(usdt)
    s.uuc = s.uuc.plus(uuc)
    s.pool = s.pool.plus(pool)
    this.dayPaid[day][type] = this.dayPaid[day][type].plus(usd)
  }

  paid(): Dec {
    return BONUS_TYPES.reduce((acc, t) => acc.plus(this.types[t].usd), zero())
  }

  byType(): Record<SimBonusType, TypeTotals> {
    return Object.fromEntries(
      BONUS_TYPES.map((t) => {
        const s = this.types[t]
        return [
          t,
          {
            count: s.count,
            amount_usd: s.usd.toFixed(8),
            usdt: s.usdt.toFixed(8),
            uuc: s.uuc.toFixed(8),
            uuc_pool: s.pool.toFixed(8),
            share_of_revenue: shareOf(s.usd, this.revenue),
          },
        ]
      })
    ) as Record<SimBonusType, TypeTotals>
  }

  perDay(joins: Int32Array): DayRow[] {
    return this.days.map((day, d) => {
      const paid = this.dayPaid[d]
      return {
        day,
        joins: joins[d] ?? 0,
        activations: this.dayActivations[d],
        revenue: this.dayRevenue[d].toFixed(8),
        paid_usd: BONUS_TYPES.reduce((a, t) => a.plus(paid[t]), zero()).toFixed(
          8
        ),
        by_type: Object.fromEntries(
          BONUS_TYPES.map((t) => [t, paid[t].toFixed(8)])
        ) as Record<SimBonusType, string>,
      }
    })
  }
}
