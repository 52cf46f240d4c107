import type { Context, MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { D, fmt } from "../engine/money"
import { collectDebt, type Collected, type Split } from "../engine/split"
import type { DailyStanding } from "../modules/rewards/lib/repository/daily"
import { withActivationLock } from "../activation/lock"
import { reconcileActivations } from "../activation/reconcile"
import { frozenAmong, ports, type Ports } from "../shared/ports"
import { isDay } from "./day"
import { rankDay, type Earner, type Ranked } from "./rank"

/** The key of the one ledger entry paying a day's top 10. */
const dailyTopKey = (day: string) => `daily_top:${day}`

/**
 * The ranking of `rows` among members who may earn: reads network nodes only
 * until `limit` active members are found; `limit` ranks are ranked (the plan's
 * rewards pay the first ten, ranks beyond are "0").
 */
export async function rankStandings(
  p: Ports,
  rows: DailyStanding[],
  plan: { rewards: string[]; first_place_min: number },
  limit = plan.rewards.length
): Promise<Ranked[]> {
  const nodes = new Map<string, { username: string; active: boolean }>()
  let active = 0
  for (const r of rows) {
    if (active >= limit) break
    const n = await p.network.getNode(r.member_id)
    nodes.set(r.member_id, { username: n.username, active: n.active })
    if (n.active) active++
  }
  const frozen = await frozenAmong(p, [...nodes.keys()])
  const earners = new Map<string, Earner>(
    [...nodes].map(([id, n]) => [id, { ...n, frozen: frozen.has(id) }])
  )
  return rankDay({
    standings: rows,
    earners,
    rewards: Array.from({ length: limit }, (_, i) => plan.rewards[i] ?? "0"),
    first_place_min: plan.first_place_min,
  })
}

export type DailyTopResult = {
  day: string
  timezone: string
  plan_version: number
  entry_id: string | null
  standings: unknown[]
  replayed: boolean
}

/** POST /admin/daily-top/:day/run: the run (201; a day paid already: 200, `replayed`). */
export type DailyTopRunAnswer = {
  run: Omit<DailyTopResult, "replayed">
  replayed: boolean
}

/**
 * Pays the top 10 of `day` (rules.md §4) at most once: under the activation lock
 * (a PostgreSQL advisory lock, so one server process at a time, and no activation
 * of that day is still being completed), ONE ledger entry keyed `daily_top:<day>`
 * from `platform:uuc_reserve`, and the run row with its `daily_top` records keyed
 * by the day, in ONE transaction: a day is paid and recorded together or not at
 * all (a crash in between can no longer pay a day that a changed plan or standings
 * would then record under another hash). A rerun answers the stored run.
 * The plan in force when the day is run decides rewards and time zone.
 */
export async function runDailyTop(
  container: MedusaContainer,
  day: string,
  lockTimeoutMs = 60_000,
  /** The staff member running it now (audited with the run), none for the job. */
  staffId?: string
): Promise<DailyTopResult> {
  if (!isDay(day))
    throw new AppError(MedusaError.Types.INVALID_DATA, "invalid_day", "day")
  const p = ports(container)
  const done = await p.rewards.getDailyRun(day)
  if (done) return { ...done, replayed: true }
  return withActivationLock(
    container,
    async () => {
      const again = await p.rewards.getDailyRun(day)
      if (again) return { ...again, replayed: true }
      await reconcileActivations(container, p)
      const { version, plan } = await p.plan.getPlan()
      const tz = plan.timezone
      const { ended, rows } = await p.rewards.dailyStandings(day, tz)
      if (!ended)
        throw new AppError(MedusaError.Types.NOT_ALLOWED, "day_not_ended")
      const top = plan.bonuses.daily_top
      const ranked = await rankStandings(p, rows, top, top.rewards.length)
      const settled = ranked.filter((r) => r.status === "settled")
      const { price } = await p.ledger.getTokenPrice()
      // a refund debt is collected from every payout: from
      // the reward's UUC at the price (read under the lock, as an activation's)
      const debts = await p.rewards.getRefundDebts(
        settled.map((r) => r.member_id)
      )
      const collected = new Map<string, Collected>()
      for (const r of settled) {
        const owed = debts[r.member_id]
        if (!owed) continue
        const split: Split = {
          amount_usd: "0",
          usdt: "0",
          repaid: "0",
          uuc: r.uuc,
          uuc_pool: "0",
        }
        collectDebt([split], String(price), { left: new D(owed) })
        if (split.debt_collected)
          collected.set(r.member_id, split.debt_collected)
      }
      const paid = (r: Ranked) =>
        new D(r.uuc).minus(collected.get(r.member_id)?.uuc ?? 0)
      // the entry and the run row commit together (recordDailyRun's transaction)
      const post = async (ctx: Context) => {
        const payees = settled.filter((r) => paid(r).gt(0))
        if (!payees.length) return null
        const total = payees.reduce((s, r) => s.plus(paid(r)), new D(0))
        const { entry } = await p.ledger.postEntry(
          {
            key: dailyTopKey(day),
            kind: "daily_top",
            description_key: "rewards.daily_top",
            params: { day, plan_version: version },
            source: { type: "daily_top", id: day },
            postings: [
              {
                account: "platform:uuc_reserve",
                asset: "UUC",
                amount: fmt(total.neg()),
              },
              ...payees.map((r) => ({
                account: `member:${r.member_id}:UUC`,
                asset: "UUC",
                amount: fmt(paid(r)),
              })),
            ],
          },
          ctx
        )
        return entry.id
      }
      const run = await p.rewards.recordDailyRun(
        {
          day,
          timezone: tz,
          plan_version: version,
          price: String(price),
          entry_id: null,
          standings: ranked,
          records: ranked.flatMap((r) =>
            r.status
              ? [
                  {
                    rank: r.rank,
                    member_id: r.member_id,
                    username: r.username,
                    uuc: r.uuc,
                    status: r.status,
                    count: r.count,
                    debt_collected: collected.get(r.member_id),
                  },
                ]
              : []
          ),
        },
        post,
        staffId
      )
      return { ...run, replayed: false }
    },
    lockTimeoutMs
  )
}
