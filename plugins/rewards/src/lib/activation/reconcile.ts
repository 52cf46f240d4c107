import type { MedusaContainer } from "@medusajs/framework/types"
import type { Ports } from "../ports"
import { announceActivation, completeActivation, entryKey } from "./complete"

/**
 * Finishes activations a crash left pending (call under the activation lock, so
 * none is in flight): with their ledger entry posted, the keyed side effects are
 * completed; without it nothing moved, and the activation is dropped.
 */
export async function reconcileActivations(
  container: MedusaContainer,
  p: Ports
) {
  let completed = 0
  let discarded = 0
  for (const a of await p.rewards.listPendingActivations()) {
    const entry = await p.ledger.getEntry({ key: entryKey(a.id) })
    if (entry) {
      await completeActivation(container, p, a, entry.id)
      await announceActivation(container, p, a)
      completed++
    } else {
      await p.rewards.discardActivation(a.id)
      discarded++
    }
  }
  return { completed, discarded }
}
