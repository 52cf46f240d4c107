import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { withActivationLock } from "./lock"
import { ports } from "../shared/ports"
import { finishRefund, refundKey } from "../refund/refund"
import { announceActivation, completeActivation, entryKey } from "./complete"
import { describeError } from "./reconcile"
import type { RetryAnswer } from "../modules/rewards/lib/types"

/**
 * Staff retry a quarantined operation (reconcile.ts) once, under the activation
 * lock: a stuck activation's completion, or a stuck refund's (both have their
 * ledger entry posted: only those are counted). Completed, it leaves quarantine;
 * failing again, it stays stuck with the new error (an answer, not a 500: the
 * operation's fault is what staff came to see).
 */
export async function retryStuck(
  container: MedusaContainer,
  id: string,
  staffId: string
): Promise<RetryAnswer> {
  // audited in the transaction that completes the operation, or records its failure
  const audit = { staff_id: staffId, action: "stuck_operation.retry" }
  const p = ports(container)
  return withActivationLock(container, async () => {
    const a = await p.rewards.findActivation({ id })
    if (!a)
      throw new AppError(MedusaError.Types.NOT_FOUND, "activation_not_found")
    if (!a.stuck_at)
      throw new AppError(MedusaError.Types.NOT_ALLOWED, "operation_not_stuck")
    const operation = a.status === "stuck" ? "activation" : "refund"
    try {
      if (operation === "activation") {
        const entry = await p.ledger.getEntry({ key: entryKey(a.id) })
        if (!entry) throw new Error(`ledger entry ${entryKey(a.id)} missing`)
        await completeActivation(container, p, a, entry.id, { audit })
        await announceActivation(container, p, a)
      } else {
        const entry = await p.ledger.getEntry({ key: refundKey(a.id) })
        if (entry) await finishRefund(container, p, a, entry.id, { audit })
        else await p.rewards.dropRefundPlan(a.id, audit)
      }
      return { id, operation, done: true, error: null }
    } catch (e) {
      const error = describeError(e)
      await p.rewards.recordFailure({ id, error, stuck_after: 1, audit })
      return { id, operation, done: false, error }
    }
  })
}
