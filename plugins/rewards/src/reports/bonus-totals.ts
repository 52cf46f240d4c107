import type { MedusaContainer } from "@medusajs/framework/types"
import { money } from "../modules/rewards/lib/present"
import {
  BONUS_RECORD_TYPES,
  type BonusRecordType,
} from "../modules/rewards/lib/types"
import { pgOf, whereOf } from "./sql"

export type BonusReportFilters = {
  member_id?: string
  type?: string
  status?: string
  activation_id?: string
  from?: string
  to?: string
}

const zero = () => ({
  count: 0,
  amount_usd: money(0),
  usdt: money(0),
  repaid: money(0),
  uuc: money(0),
  uuc_pool: money(0),
})
export type TypeTotals = ReturnType<typeof zero>

/**
 * The totals of the matching bonus records per type (every type present, zero
 * when none), summed by PostgreSQL on NUMERIC columns.
 */
export async function bonusTotalsByType(
  container: MedusaContainer,
  filters: BonusReportFilters
): Promise<Record<BonusRecordType, TypeTotals>> {
  const { from, to, ...equal } = filters
  const where = whereOf(equal, { column: "created_at", from, to })
  const { rows } = await pgOf(container).raw(
    `select type, count(*)::int as count, sum(amount_usd) as amount_usd,
            sum(usdt) as usdt, sum(repaid) as repaid, sum(uuc) as uuc,
            sum(uuc_pool) as uuc_pool
       from reward_bonus ${where.sql} group by type`,
    where.bindings
  )
  const out = Object.fromEntries(
    BONUS_RECORD_TYPES.map((type) => [type, zero()])
  ) as Record<BonusRecordType, TypeTotals>
  for (const r of rows)
    out[r.type as BonusRecordType] = {
      count: Number(r.count),
      amount_usd: money(r.amount_usd),
      usdt: money(r.usdt),
      repaid: money(r.repaid),
      uuc: money(r.uuc),
      uuc_pool: money(r.uuc_pool),
    }
  return out
}
