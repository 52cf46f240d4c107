import type { MedusaContainer } from "@medusajs/framework/types"
import type { Ports } from "../shared/ports"
import { reconcileRefunds } from "../refund/refund"
import { announceActivation, completeActivation, entryKey } from "./complete"

/**
 * Failed attempts after which an operation is quarantined (`stuck`): the
 * reconcilers then skip it and staff retry it from the admin.
 */
export const STUCK_AFTER = 3

/** The error kept on a failed operation: its code and message, no stack. */
export function describeError(e: unknown) {
  if (e instanceof Error) {
    const code = (e as { code?: unknown }).code
    return `${typeof code === "string" ? `${code}: ` : ""}${e.message}`
  }
  return String(e)
}

/**
 * Counts a failed attempt on `id` (quarantined at STUCK_AFTER) and logs it;
 * answers whether it is stuck now.
 */
export async function recordFailure(
  container: MedusaContainer,
  p: Ports,
  id: string,
  what: string,
  e: unknown
) {
  const error = describeError(e)
  const { attempts, stuck } = await p.rewards.recordFailure({
    id,
    error,
    stuck_after: STUCK_AFTER,
  })
  container
    .resolve("logger")
    .error(
      `rewards: ${what} ${id} failed (attempt ${attempts}${stuck ? ", quarantined: retry it from the admin" : ""}): ${error}`
    )
  return stuck
}

/**
 * Finishes activations a crash left pending (call under the activation lock, so
 * none is in flight): with their ledger entry posted, the keyed side effects are
 * completed; without it nothing moved, and the activation is dropped. Then the
 * same for refunds (reconcileRefunds). A completion that fails is counted and
 * skipped, and quarantined after STUCK_AFTER failures, so one poison activation
 * does not stop every later activation, refund and daily top (each runs this
 * first).
 */
export async function reconcileActivations(
  container: MedusaContainer,
  p: Ports
) {
  let completed = 0
  let discarded = 0
  let failed = 0
  let stuck = 0
  // both lists in one round (usually both empty: every activation runs this);
  // refunds are read again after activations were finished
  const [pending, planned] = await Promise.all([
    p.rewards.listPendingActivations(),
    p.rewards.listPlannedRefunds(),
  ])
  for (const a of pending) {
    try {
      const entry = await p.ledger.getEntry({ key: entryKey(a.id) })
      if (entry) {
        await completeActivation(container, p, a, entry.id)
        await announceActivation(container, p, a)
        completed++
      } else {
        await p.rewards.discardActivation(a.id)
        discarded++
      }
    } catch (e) {
      if (await recordFailure(container, p, a.id, "activation", e)) stuck++
      else failed++
    }
  }
  const refunds = await reconcileRefunds(
    container,
    p,
    pending.length ? undefined : planned
  )
  return { completed, discarded, failed, stuck, refunds }
}
