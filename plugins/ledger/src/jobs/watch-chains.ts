import type { MedusaContainer } from "@medusajs/framework/types"
import { scheduledJob } from "@uuc/http/jobs"
import { watchChains } from "../lib/chains/watch"
import { watchSchedule } from "../lib/chains/config"

/**
 * Every minute (or every CHAIN_WATCH_SECONDS) on the worker (Medusa runs jobs in worker mode only): each configured chain's Transfer logs to
 * members' deposit addresses are read and confirmed deposits credited
 * (lib/chains/watch.ts). `UUC_SCHEDULED_JOBS=off` (the HTTP tests) stops the
 * tick: tests call the pass themselves.
 */
async function watchChainsJob(container: MedusaContainer) {
  await watchChains(container)
}

export const config = {
  name: "ledger-watch-chains",
  schedule: watchSchedule(),
}

// off under UUC_SCHEDULED_JOBS=off (the HTTP tests call the job themselves)
export default scheduledJob(config.name, watchChainsJob)
