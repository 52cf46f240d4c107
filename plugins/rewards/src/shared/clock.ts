import type { DbClock } from "@uuc/ledger/ledger-api"
import type { Ports } from "./ports"

/** The database's clock in the plan's time zone, with its instant in milliseconds. */
export type PlanClock = DbClock & { ms: number }

/**
 * Business time for rewards: the DATABASE's clock (the
 * ledger's `clock`, PostgreSQL's `now()`), read in the time zone of the plan in
 * force (or `timezone`), never the server's Date, so that every process draws the
 * same day boundaries (leaderboard day) and cut-offs (refund cooling-off, the
 * settlement delay, the frozen earners' elimination period).
 */
export async function planClock(
  p: Ports,
  timezone?: string
): Promise<PlanClock> {
  const tz = timezone ?? (await p.plan.getPlan()).plan.timezone
  const clock = await p.ledger.clock(tz)
  return { ...clock, ms: Date.parse(clock.now) }
}
