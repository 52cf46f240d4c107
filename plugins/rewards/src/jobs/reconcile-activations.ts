import type { MedusaContainer } from "@medusajs/framework/types"
import { reconcileActivations } from "../lib/activation/reconcile"
import { withActivationLock } from "../lib/activation-lock"
import { ports } from "../lib/ports"

/**
 * Finishes activations whose ledger entry is posted but whose side effects a crash
 * cut short (activations also do this first, under the same lock). Every process
 * may run it each minute: the lock serializes them and the work is keyed.
 */
export default async function reconcileActivationsJob(
  container: MedusaContainer
) {
  const logger = container.resolve("logger")
  try {
    const done = await withActivationLock(
      container,
      () => reconcileActivations(container, ports(container)),
      5_000
    )
    if (done.completed || done.discarded)
      logger.info(
        `rewards: reconciled activations (${done.completed} completed, ${done.discarded} discarded)`
      )
  } catch (e) {
    logger.warn(`rewards: activation reconciler skipped: ${String(e)}`)
  }
}

export const config = {
  name: "rewards-reconcile-activations",
  schedule: "* * * * *",
}
