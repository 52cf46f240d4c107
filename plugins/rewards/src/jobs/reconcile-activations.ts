import type { MedusaContainer } from "@medusajs/framework/types"
import { reconcileActivations } from "../activation/reconcile"
import { withActivationLock } from "../activation/lock"
import { applyStarCap } from "../plan/star-cap"
import { ports } from "../shared/ports"
import { scheduledJob } from "@uuc/http/jobs"

/**
 * Finishes activations and refunds whose ledger entry is posted but whose side
 * effects a crash cut short (activations also do this first, under the same
 * lock; repeated failures are quarantined: reconcile.ts), and applies the
 * star level cap of the plan in force if a crash skipped it. Every process may run
 * it each minute: the lock serializes them and the work is keyed.
 */
export async function reconcileActivationsJob(container: MedusaContainer) {
  const logger = container.resolve("logger")
  try {
    const done = await withActivationLock(
      container,
      async () => {
        const p = ports(container)
        const done = await reconcileActivations(container, p)
        await applyStarCap(p)
        return done
      },
      5_000
    )
    const r = done.refunds
    if (done.completed || done.discarded || done.stuck)
      logger.info(
        `rewards: reconciled activations (${done.completed} completed, ${done.discarded} discarded, ${done.stuck} quarantined)`
      )
    if (r.completed || r.dropped)
      logger.info(
        `rewards: reconciled refunds (${r.completed} completed, ${r.dropped} dropped)`
      )
  } catch (e) {
    logger.warn(`rewards: activation reconciler skipped: ${String(e)}`)
  }
}

export const config = {
  name: "rewards-reconcile-activations",
  schedule: "* * * * *",
}

// off under UUC_SCHEDULED_JOBS=off (the HTTP tests call the job themselves)
export default scheduledJob(config.name, reconcileActivationsJob)
