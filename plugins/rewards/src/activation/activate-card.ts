import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import type { CardKind } from "@uuc/data"
import { AppError } from "@uuc/errors"
import type { ActivationView } from "../modules/rewards/lib/types"
import type { StoredActivation } from "../modules/rewards/service"
import { ports, type Ports } from "../shared/ports"
import { activationAnswer, answerOf, type ActivationAnswer } from "./answer"
import { emitActivated, entryKey } from "./complete"

/*
 * A card activation (rules.md §2, §4): activateCard (activate.ts), whose parts
 * are
 *  1. replay: an earlier request with the same key answers again (findReplay);
 *  2. locked: under one lock shared by all activations (so parallel ones give the
 *     sequential result), the phases of phases.ts — reconcile (finish any
 *     activation a crash left pending), prepare (read the buyer, path, plan in
 *     force and price; compute the bonuses with the levels the path will have
 *     after it: engine/project.ts), post (the pending row, then ONE ledger entry
 *     `activation:<id>`, the commit point — a hold's entries in one statement:
 *     refused, it moves nothing and the pending row is dropped), apply (the keyed side effects: volume and levels,
 *     card, bonus records, completion mark). Those waiting in this process share
 *     one lock hold, each computed on the state the ones before it leave
 *     (lock-batch.ts). Post and apply commit without waiting for the disk, so the
 *     lock is held for the work only;
 *  3. complete: with the lock released, ONE durable commit for the hold's
 *     activations (it flushes them before any member gets an answer, and claims
 *     their events: phases.ts `answer`), then each one's event (completeLocked).
 * A crash between post and apply is finished by the reconciler (phase reconcile,
 * or the job).
 */

export type ActivateCardInput = {
  member_id: string
  card: CardKind
  /** The request's Idempotency-Key (scoped to the member) and body hash. */
  idempotency?: { key: string; hash: string }
  /** A loan approval: the card on credit (rules.md §6), with the staff's reason. */
  loan?: { id: string; staff_id: string; reason?: string | null }
}

/** What the locked part answers: a replay found under the lock, or the new activation. */
export type Locked =
  | { replay: string }
  | {
      replay: null
      activation: StoredActivation
      view: ActivationView
      /** Whether this answer emits the event (claimed by the hold's durable commit). */
      announce: boolean
    }

export type ActivateCardAnswer = { result: ActivationAnswer; replayed: boolean }

/** An earlier request with the same key: its answer, or 409 for another body. */
export async function earlier(p: Ports, input: ActivateCardInput) {
  if (!input.idempotency) return null
  const found = await p.rewards.findActivation({
    member_id: input.member_id,
    idempotency_key: input.idempotency.key,
  })
  if (!found) return null
  if (found.request_hash !== input.idempotency.hash)
    throw new AppError(MedusaError.Types.CONFLICT, "idempotency_conflict")
  return found.status === "completed" ? found : null
}

/** Step replay: the id of the completed activation this request replays, if any. */
export async function findReplay(
  container: MedusaContainer,
  input: ActivateCardInput
) {
  return (await earlier(ports(container), input))?.id ?? null
}

/**
 * Step complete: a replay's answer once what it read is durable; a new
 * activation's event (its hold's durable commit claimed it), then its answer.
 */
export async function completeLocked(
  container: MedusaContainer,
  done: Locked
): Promise<ActivateCardAnswer> {
  const p = ports(container)
  if (done.replay !== null) {
    await p.rewards.claimOperation(
      `${entryKey(done.replay)}:replayed`,
      "replay"
    )
    return { result: await activationAnswer(p, done.replay), replayed: true }
  }
  if (done.announce) await emitActivated(container, done.activation)
  return {
    result: answerOf(done.view, done.activation.bonuses),
    replayed: false,
  }
}
