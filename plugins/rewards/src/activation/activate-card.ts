import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import type { CardKind } from "@uuc/data"
import { AppError } from "@uuc/errors"
import type { ActivationView } from "../modules/rewards/lib/types"
import type { StoredActivation } from "../modules/rewards/service"
import { ports, type Ports } from "../shared/ports"
import { activationAnswer, answerOf, type ActivationAnswer } from "./answer"
import { runLocked } from "./batch"
import { announceActivation, entryKey } from "./complete"

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
  | { replay: null; activation: StoredActivation; view: ActivationView }

/** An earlier request with the same key: its answer, or 409 for another body. */
async function earlier(p: Ports, input: ActivateCardInput) {
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

/** A replay's answer, once what it read is durable (see complete.ts). */
async function replay(p: Ports, id: string) {
  await p.rewards.claimOperation(`${entryKey(id)}:replayed`, "replay")
  return { result: await activationAnswer(p, id), replayed: true }
}

/**
 * A card activation (rules.md §2, §4), in this order, under one lock shared by all
 * activations (so parallel ones give the sequential result; those waiting in this
 * process run in one lock hold, each computed on the state the ones before it
 * leave: batch.ts):
 *  1. finish any activation a crash left pending;
 *  2. read the buyer, path, plan in force and price; compute the bonuses with the
 *     levels the path will have after this activation (engine/project.ts);
 *  3. record the activation as pending (with its computed bonuses);
 *  4. ONE ledger entry `activation:<id>`: the card debit, the points and every
 *     settled bonus's split — the commit point; refused (insufficient_balance)
 *     it moves nothing and the pending row is dropped;
 *  5. the keyed side effects (volume and levels, card, bonus records);
 * then, with the lock released, one durable commit and the event (complete.ts).
 * Steps 3 to 5 commit without waiting for the disk, so the lock is held for the
 * work only; the durable commit flushes them before the member gets an answer.
 * A crash between 4 and 5 is finished by the reconciler (step 1, or the job).
 */
export async function activateCard(
  container: MedusaContainer,
  input: ActivateCardInput
): Promise<{ result: ActivationAnswer; replayed: boolean }> {
  const p = ports(container)
  const before = await earlier(p, input)
  if (before) return replay(p, before.id)

  const done = await runLocked({
    container,
    input,
    earlier: (p) => earlier(p, input),
  })
  if (done.replay !== null) return replay(p, done.replay)
  await announceActivation(container, p, done.activation)
  return {
    result: answerOf(done.view, done.activation.bonuses),
    replayed: false,
  }
}
