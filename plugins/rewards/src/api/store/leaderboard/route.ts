import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { memberIdOf } from "@uuc/http"
import { planClock } from "#rewards/shared/clock"
import { rankStandings } from "#rewards/daily-top/run"
import { ports } from "#rewards/shared/ports"
import type { Leaderboard } from "../../answers"

/**
 * GET /store/leaderboard: today's live daily top 10 (plan time zone) — usernames
 * and counts only — and the member's own position (`rank` null when not ranked).
 */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const p = ports(req.scope)
  const me = memberIdOf(req)
  const { plan } = await p.plan.getPlan()
  // today in the plan's time zone by the database's clock (the daily job's too)
  const { day } = await planClock(p, plan.timezone)
  const { rows } = await p.rewards.dailyStandings(day, plan.timezone)
  const top = plan.bonuses.daily_top
  const mine = rows.findIndex((r) => r.member_id === me)
  // rank far enough down the list to place the member too
  const ranked = await rankStandings(
    p,
    rows,
    top,
    Math.max(top.rewards.length, mine + 1)
  )
  const own = ranked.find((r) => r.member_id === me)
  res.json({
    day,
    timezone: plan.timezone,
    first_place_min: top.first_place_min,
    standings: ranked.slice(0, top.rewards.length).map((r) => ({
      rank: r.rank,
      username: r.username,
      count: r.count,
      uuc: r.uuc,
    })),
    me: {
      rank: own?.rank ?? null,
      count: mine >= 0 ? rows[mine].count : 0,
    },
  } satisfies Leaderboard)
}
