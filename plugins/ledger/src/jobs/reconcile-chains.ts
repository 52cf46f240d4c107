import type { MedusaContainer } from "@medusajs/framework/types"
import { scheduledJob } from "@uuc/http/jobs"
import { chainConfigs } from "../lib/chains/config"
import { reconcileChains } from "../lib/chains/reconcile"

/**
 * Daily at 03:30 UTC on the worker: the ledger reconciled with every configured
 * chain (lib/chains/reconcile.ts); verify's `chain_reconciled` reads the result.
 * A run already going (staff's) makes this one skip.
 */
async function reconcileChainsJob(container: MedusaContainer) {
  if (!chainConfigs().length) return
  const logger = container.resolve("logger")
  try {
    const run = await reconcileChains(container, { trigger: "schedule" })
    if (run.status === "failed")
      logger.warn(`ledger: chain reconciliation failed: ${run.error}`)
    else if (run.differences)
      logger.warn(
        `ledger: chain reconciliation ${run.id} found ${run.differences} difference(s)`
      )
  } catch (e) {
    logger.warn(`ledger: chain reconciliation skipped: ${(e as Error).message}`)
  }
}

export const config = {
  name: "ledger-reconcile-chains",
  schedule: "30 3 * * *",
}

// off under UUC_SCHEDULED_JOBS=off (the HTTP tests start runs themselves)
export default scheduledJob(config.name, reconcileChainsJob)
