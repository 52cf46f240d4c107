import type { MedusaContainer } from "@medusajs/framework/types"
import Decimal from "decimal.js"
import { money } from "../modules/rewards/lib/present"
import { pgOf } from "./sql"

export type DisclosureBand = {
  /**
   * Inclusive lower bound in USD ("0" with `zero` for the members who earned
   * nothing, or less than nothing: net of clawbacks of earlier bonuses).
   */
  min: string
  /** Exclusive upper bound, null for the last band. */
  max: string | null
  zero: boolean
  members: number
  total: string
}

export type IncomeDisclosure = {
  from: string
  to: string
  basis: "net_bonus_earnings_usd"
  members: number
  earners: number
  total: string
  mean: string
  median: string
  p25: string
  p75: string
  p90: string
  p99: string
  bands: DisclosureBand[]
}

/**
 * What each member earned in [from, to), net, from the bonus records (each mirrors
 * the ledger entry that paid it): every bonus received in the period, by the time
 * it was settled (paid) — referral, layer, team, community, merchant, order-
 * triggered ones, at their USD value (`amount_usd`, loan repayment and refund-debt
 * collection included: they are the member's money too) and the daily top 10,
 * paid straight in UUC, at the UUC price recorded with it (older records without
 * one: the price in force when it was paid); minus every bonus clawed back in the
 * period (a refund or an order cancellation reverses the whole bonus: what was
 * taken back and what became the member's debt). Pending and eliminated bonuses
 * were not received.
 */
const EARNINGS = `with earned as (
    select member_id, sum(usd) as usd from (
      select member_id, amount_usd as usd from reward_bonus
       where type <> 'daily_top' and settled_at >= ? and settled_at < ?
         and status in ('settled', 'clawed_back')
      union all
      select b.member_id, round((b.uuc + b.uuc_pool) * coalesce(b.price,
               ledger_token_price_at(b.settled_at), 0), 8)
        from reward_bonus b
       where b.type = 'daily_top' and b.settled_at >= ? and b.settled_at < ?
         and b.status in ('settled', 'clawed_back')
      union all
      select c.member_id, -b.amount_usd from reward_clawback c
        join reward_bonus b on b.id = c.bonus_id
       where c.created_at >= ? and c.created_at < ?) x
     group by member_id),
  e as (
    select n.member_id, coalesce(earned.usd, 0) as usd
      from network_member_levels n left join earned on earned.member_id = n.member_id
     where n.created_at < ?)`

/**
 * The income disclosure over [from, to): every member who joined before `to` (the
 * network's nodes) with their net earnings in the period (see EARNINGS). Members
 * who earned nothing count as 0. Statistics are PostgreSQL aggregates over that one
 * column (percentile_cont interpolates).
 *
 * Bands: the zero band (nothing, or a net loss), then (0, b1), [b1, b2), …,
 * [bn, ∞) for `bounds` b1 < … < bn.
 */
export async function incomeDisclosure(
  container: MedusaContainer,
  input: { from: string; to: string; bounds: string[] }
): Promise<IncomeDisclosure> {
  const earnings = EARNINGS
  const period = [...[1, 2, 3].flatMap(() => [input.from, input.to]), input.to]
  const pct = (p: number) =>
    `round((percentile_cont(${p}) within group (order by usd))::numeric, 8) as p${Math.round(p * 100)}`
  const pg = pgOf(container)
  const [{ rows: stats }, { rows: buckets }] = await Promise.all([
    pg.raw(
      `${earnings}
       select count(*)::int as members, count(*) filter (where usd > 0)::int as earners,
              coalesce(sum(usd), 0) as total, coalesce(round(avg(usd), 8), 0) as mean,
              ${[0.25, 0.5, 0.75, 0.9, 0.99].map(pct).join(", ")}
         from e`,
      period
    ),
    pg.raw(
      `${earnings}
       select case when usd <= 0 then -1
                   else width_bucket(usd, ?::numeric[]) end as bucket,
              count(*)::int as members, sum(usd) as total
         from e group by 1`,
      [...period, `{${input.bounds.join(",")}}`]
    ),
  ])
  const s = stats[0]
  const orZero = (v: unknown) => money(v ?? 0)
  const found = new Map(buckets.map((b) => [Number(b.bucket), b]))
  const edges = ["0", ...input.bounds.map((b) => new Decimal(b).toString())]
  const band = (bucket: number, min: string, max: string | null) => {
    const row = found.get(bucket)
    return {
      min,
      max,
      zero: bucket === -1,
      members: row ? Number(row.members) : 0,
      total: orZero(row?.total),
    }
  }
  return {
    from: input.from,
    to: input.to,
    basis: "net_bonus_earnings_usd",
    members: Number(s.members),
    earners: Number(s.earners),
    total: orZero(s.total),
    mean: orZero(s.mean),
    median: orZero(s.p50),
    p25: orZero(s.p25),
    p75: orZero(s.p75),
    p90: orZero(s.p90),
    p99: orZero(s.p99),
    bands: [
      band(-1, "0", "0"),
      ...edges.map((min, i) => band(i, min, edges[i + 1] ?? null)),
    ],
  }
}
