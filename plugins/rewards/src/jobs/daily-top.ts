import type { MedusaContainer } from "@medusajs/framework/types"
import { runDailyTop } from "../daily-top/run"
import { ports } from "../shared/ports"
import { scheduledJob } from "@uuc/http/jobs"

/**
 * Pays the daily top 10 of every day that ended (plan time zone, the database's
 * clock) with sponsored gold activations and no run yet, oldest first: a downtime
 * of any length is caught up. Every process may run it (several server processes,
 * the in-memory workflow engine): runDailyTop holds a PostgreSQL advisory lock and
 * a day is paid once (run row and ledger entry in one transaction).
 */
export async function dailyTopJob(container: MedusaContainer) {
  const logger = container.resolve("logger")
  const p = ports(container)
  const { plan } = await p.plan.getPlan()
  for (const day of await p.rewards.unpaidDailyDays(plan.timezone)) {
    try {
      const run = await runDailyTop(container, day, 5_000)
      if (!run.replayed)
        logger.info(
          `rewards: daily top 10 of ${day} (${run.standings.length} ranked)`
        )
    } catch (e) {
      logger.warn(`rewards: daily top 10 of ${day} skipped: ${String(e)}`)
    }
  }
}

// Every 5 minutes: the plan's time zone may put midnight at any quarter hour.
export const config = { name: "rewards-daily-top", schedule: "*/5 * * * *" }

// off under UUC_SCHEDULED_JOBS=off (the HTTP tests call the job themselves)
export default scheduledJob(config.name, dailyTopJob)
