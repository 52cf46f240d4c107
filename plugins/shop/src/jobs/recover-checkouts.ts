import type { MedusaContainer } from "@medusajs/framework/types"
import { recoverCheckouts } from "../lib/recover-checkouts"

/**
 * Every minute: checkouts a crash cut off are finished or rolled back (issue 22).
 * `UUC_SCHEDULED_JOBS=off` (the HTTP tests) stops the tick: tests call the job.
 */
export default async function recoverCheckoutsJob(container: MedusaContainer) {
  if (process.env.UUC_SCHEDULED_JOBS === "off") return
  const n = await recoverCheckouts(container)
  if (n)
    container
      .resolve("logger")
      .warn(`shop: ${n} checkouts cut off by a crash were recovered`)
}

export const config = { name: "shop-recover-checkouts", schedule: "* * * * *" }
