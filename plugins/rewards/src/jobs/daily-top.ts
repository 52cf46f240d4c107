import type { MedusaContainer } from "@medusajs/framework/types"
import { addDays, dayIn } from "../lib/daily-top/day"
import { runDailyTop } from "../lib/daily-top/run"
import { ports } from "../lib/ports"
import { scheduled } from "../lib/scheduled"

/**
 * Pays the daily top 10 of the days that ended (plan time zone): yesterday, and
 * the day before in case the servers were down over a midnight. Every process may
 * run it (several server processes, the in-memory workflow engine): runDailyTop
 * holds a PostgreSQL advisory lock and a day is paid once (run row, ledger key).
 */
export async function dailyTopJob(container: MedusaContainer) {
  const logger = container.resolve("logger")
  const { plan } = await ports(container).plan.getPlan()
  const today = dayIn(plan.timezone)
  for (const day of [addDays(today, -2), addDays(today, -1)]) {
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

export default scheduled(dailyTopJob)

// Every 5 minutes: the plan's time zone may put midnight at any quarter hour.
export const config = { name: "rewards-daily-top", schedule: "*/5 * * * *" }
