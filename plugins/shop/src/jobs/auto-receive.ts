import type { MedusaContainer } from "@medusajs/framework/types"
import { scheduledJob } from "@uuc/http/jobs"
import { autoReceive } from "../lib/auto-receive"

/**
 * Hourly: orders shipped `shop.auto_receive_days` ago are received (rules.md §7).
 * `UUC_SCHEDULED_JOBS=off` (the HTTP tests) stops the tick: tests call the job.
 */
async function autoReceiveJob(container: MedusaContainer) {
  const n = await autoReceive(container)
  if (n)
    container.resolve("logger").info(`shop: ${n} orders received automatically`)
}

export const config = { name: "shop-auto-receive", schedule: "7 * * * *" }

// off under UUC_SCHEDULED_JOBS=off (the HTTP tests call the job themselves)
export default scheduledJob(config.name, autoReceiveJob)
