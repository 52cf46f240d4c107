import type { MedusaContainer } from "@medusajs/framework/types"
import { withActivationLock } from "../activation/lock"
import { ports } from "../shared/ports"
import { settleDelayedBonuses } from "../settlement/settle-delayed"
import { scheduledJob } from "@uuc/http/jobs"

/** Settles bonuses whose settlement delay is over (plan `settlement.delay_hours`). */
export async function settleDelayedBonusesJob(container: MedusaContainer) {
  const logger = container.resolve("logger")
  try {
    const { settled } = await withActivationLock(
      container,
      () => settleDelayedBonuses(ports(container)),
      5_000
    )
    if (settled) logger.info(`rewards: ${settled} delayed bonuses settled`)
  } catch (e) {
    logger.warn(`rewards: delayed bonus settlement skipped: ${String(e)}`)
  }
}

export const config = {
  name: "rewards-settle-delayed-bonuses",
  schedule: "*/5 * * * *",
}

// off under UUC_SCHEDULED_JOBS=off (the HTTP tests call the job themselves)
export default scheduledJob(config.name, settleDelayedBonusesJob)
