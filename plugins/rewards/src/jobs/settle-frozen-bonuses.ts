import type { MedusaContainer } from "@medusajs/framework/types"
import { withActivationLock } from "../activation/lock"
import { ports } from "../shared/ports"
import { settleFrozenBonuses } from "../settlement/settle-frozen"
import { scheduledJob } from "@uuc/http/jobs"

/**
 * Settles the bonuses of earners unfrozen since, and eliminates those still frozen
 * after the plan's elimination period. Under the activation lock, so a process
 * runs it at a time; the work is keyed.
 */
export async function settleFrozenBonusesJob(container: MedusaContainer) {
  const logger = container.resolve("logger")
  try {
    const done = await withActivationLock(
      container,
      () => settleFrozenBonuses(ports(container)),
      5_000
    )
    if (done.settled || done.eliminated)
      logger.info(
        `rewards: frozen bonuses (${done.settled} settled, ${done.eliminated} eliminated)`
      )
  } catch (e) {
    logger.warn(`rewards: frozen bonus settlement skipped: ${String(e)}`)
  }
}

export const config = {
  name: "rewards-settle-frozen-bonuses",
  schedule: "*/10 * * * *",
}

// off under UUC_SCHEDULED_JOBS=off (the HTTP tests call the job themselves)
export default scheduledJob(config.name, settleFrozenBonusesJob)
