import type { MedusaContainer } from "@medusajs/framework/types"
import { scheduledJob } from "@uuc/http/jobs"
import { recoverCheckouts } from "../lib/recover-checkouts"

/**
 * Every minute: checkouts a crash cut off are finished or rolled back.
 * `UUC_SCHEDULED_JOBS=off` (the HTTP tests) stops the tick: tests call the job.
 */
async function recoverCheckoutsJob(container: MedusaContainer) {
  const n = await recoverCheckouts(container)
  if (n)
    container
      .resolve("logger")
      .warn(`shop: ${n} checkouts cut off by a crash were recovered`)
}

export const config = { name: "shop-recover-checkouts", schedule: "* * * * *" }

// off under UUC_SCHEDULED_JOBS=off (the HTTP tests call the job themselves)
export default scheduledJob(config.name, recoverCheckoutsJob)
