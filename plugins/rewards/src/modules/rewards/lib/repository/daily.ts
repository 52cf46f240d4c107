import type { Knex } from "@uuc/http"
import { dayOf } from "../present"

// The statements of the daily top 10 (`reward_daily_run` and its `daily_top`
// bonus records; the standings read `reward_activation`).

// The start and the end of `day` in the time zone `tz` (the database's clock decides).
const BOUNDS = `(?::date)::timestamp at time zone ?`
const END = `(?::date + 1)::timestamp at time zone ?`

export type DailyStanding = {
  member_id: string
  count: number
  reached_at: string
}

/**
 * Each sponsor's completed gold activations (first cards and upgrades) in `day`
 * (plan time zone), with the instant the count was reached: the time of the
 * sponsor's last one that day. Ordered as the ranking wants them.
 */
export async function standings(knex: Knex, day: string, tz: string) {
  const { rows } = await knex.raw(
    `select sponsor_id as member_id, count(*)::int as count,
            max(created_at) as reached_at
       from reward_activation
      where card = 'gold' and status = 'completed' and sponsor_id is not null
        and created_at >= ${BOUNDS} and created_at < ${END}
      group by sponsor_id
      order by count desc, reached_at, sponsor_id`,
    [day, tz, day, tz]
  )
  const { rows: end } = await knex.raw(`select now() >= ${END} as ended`, [
    day,
    tz,
  ])
  return {
    ended: Boolean(end[0].ended),
    rows: rows.map((r): DailyStanding => ({
      member_id: r.member_id as string,
      count: Number(r.count),
      reached_at: new Date(r.reached_at as string).toISOString(),
    })),
  }
}

/**
 * Ended days (in `tz`, by the database's clock) that had completed sponsored gold
 * activations and have no run row, oldest first (the daily job catches up on them).
 */
export async function unpaidDays(knex: Knex, tz: string): Promise<string[]> {
  const { rows } = await knex.raw(
    `select distinct to_char(a.created_at at time zone ?, 'YYYY-MM-DD') as day
       from reward_activation a
      where a.card = 'gold' and a.status = 'completed' and a.sponsor_id is not null
        and a.created_at < (now() at time zone ?)::date::timestamp at time zone ?
        and not exists (select 1 from reward_daily_run r
              where r.day = (a.created_at at time zone ?)::date)
      order by 1`,
    [tz, tz, tz, tz]
  )
  return rows.map((r) => String(r.day))
}

export type DailyRecord = {
  rank: number
  member_id: string
  username: string
  uuc: string
  status: "settled" | "pending_elimination"
  count: number
  /** What the reward collected of the earner's refund debt (not paid: `uuc` is the reward). */
  debt_collected?: { usd: string; uuc: string }
}

export type DailyRun = {
  day: string
  timezone: string
  plan_version: number
  /** The UUC price in force when the day was paid (its USD value in reports). */
  price?: string
  entry_id: string | null
  standings: unknown[]
  created_at: string
}

const toRun = (r: Record<string, unknown>): DailyRun => ({
  day: dayOf(r.day),
  timezone: r.timezone as string,
  plan_version: Number(r.plan_version),
  entry_id: (r.entry_id as string | null) ?? null,
  standings: (r.standings as unknown[]) ?? [],
  created_at: new Date(r.created_at as string).toISOString(),
})

export async function findRun(knex: Knex, day: string) {
  const { rows } = await knex.raw(
    "select * from reward_daily_run where day = ?::date",
    [day]
  )
  return rows.length ? toRun(rows[0]) : null
}

/** The run row and its bonus records, each keyed by the day (a replay adds nothing). */
export async function recordRun(
  knex: Knex,
  input: Omit<DailyRun, "created_at"> & { records: DailyRecord[] }
) {
  await knex.raw(
    `insert into reward_daily_run (day, timezone, plan_version, entry_id, standings)
     values (?::date, ?, ?, ?, ?::jsonb) on conflict (day) do nothing`,
    [
      input.day,
      input.timezone,
      input.plan_version,
      input.entry_id,
      JSON.stringify(input.standings),
    ]
  )
  for (const r of input.records)
    await knex.raw(
      `insert into reward_bonus (id, activation_id, seq, type, member_id, username,
         source_member_id, rate, amount_usd, usdt, repaid, uuc, uuc_pool, status,
         plan_version, description_key, params, settled_at, day, rank, price,
         debt_collected_usd, debt_collected_uuc)
       values (?, null, ?, 'daily_top', ?, ?, null, 0, 0, 0, 0, ?::numeric - ?::numeric,
         0, ?, ?, 'rewards.bonus.daily_top', ?::jsonb,
         case when ? = 'settled' then now() end, ?::date, ?, ?, ?, ?)
       on conflict do nothing`,
      [
        `rbon_dt_${input.day.replace(/-/g, "")}_${r.rank}`,
        r.rank,
        r.member_id,
        r.username,
        r.uuc,
        r.debt_collected?.uuc ?? "0",
        r.status,
        input.plan_version,
        JSON.stringify({
          day: input.day,
          rank: r.rank,
          count: r.count,
          uuc: r.uuc,
          plan_version: input.plan_version,
          ...(input.price ? { price: input.price } : {}),
        }),
        r.status,
        input.day,
        r.rank,
        input.price ?? null,
        r.debt_collected?.usd ?? "0",
        r.debt_collected?.uuc ?? "0",
      ]
    )
  return (await findRun(knex, input.day))!
}
