import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import type { CardKind } from "@uuc/data"
import { AppError } from "@uuc/errors"
import type { ActivationView } from "../../modules/rewards/lib/types"
import type { StoredActivation } from "../../modules/rewards/service"
import { withActivationLock } from "../activation-lock"
import { ports, type Ports } from "../ports"
import { activationAnswer, answerOf, type ActivationAnswer } from "./answer"
import { announceActivation, completeActivation, entryKey } from "./complete"
import { prepareActivation } from "./prepare"
import { reconcileActivations } from "./reconcile"

export type ActivateCardInput = {
  member_id: string
  card: CardKind
  /** The request's Idempotency-Key (scoped to the member) and body hash. */
  idempotency?: { key: string; hash: string }
  /** A loan approval: the card on credit (rules.md §6). */
  loan?: { id: string; staff_id: string }
}

/** What the locked part answers: a replay found under the lock, or the new activation. */
type Locked =
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
 * activations (so parallel ones give the sequential result):
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

  const done = await withActivationLock<Locked>(container, async () => {
    await reconcileActivations(container, p)
    const again = await earlier(p, input)
    if (again) return { replay: again.id }

    if (
      input.loan &&
      (await p.rewards.getLoan(input.loan.id)).status !== "pending"
    )
      throw new AppError(MedusaError.Types.NOT_ALLOWED, "loan_not_pending")
    const { activation, postings, plan } = await prepareActivation(p, {
      member_id: input.member_id,
      card: input.card,
      idempotency: input.idempotency ?? null,
      loan: input.loan,
    })
    const created = await p.rewards.createActivation({
      ...activation,
      sync_commit: false,
    })
    if (!created)
      throw new AppError(MedusaError.Types.CONFLICT, "idempotency_conflict")

    let entryId: string
    try {
      const { entry } = await p.ledger.postEntry({
        key: entryKey(created.id),
        kind: "activation",
        description_key: created.loan_id
          ? "rewards.activation_on_credit"
          : `rewards.${created.kind}`,
        params: {
          activation_id: created.id,
          loan_id: created.loan_id,
          card: created.card,
          amount: created.amount,
          plan_version: created.plan_version,
          price: created.price,
        },
        source: { type: "activation", id: created.id },
        postings,
        sync_commit: false,
      })
      entryId = entry.id
    } catch (e) {
      // A failure may still have committed (a connection lost on the way back):
      // only an entry known to be missing lets the activation go; when that
      // can't be told, it stays pending for the reconciler.
      const posted = await p.ledger
        .getEntry({ key: entryKey(created.id) })
        .catch(() => {
          throw e
        })
      if (!posted) {
        await p.rewards.discardActivation(created.id)
        throw e
      }
      entryId = posted.id
    }
    const view = await completeActivation(container, p, created, entryId, {
      sync_commit: false,
      plan,
    })
    return { replay: null, activation: created, view }
  })
  if (done.replay !== null) return replay(p, done.replay)
  await announceActivation(container, p, done.activation)
  return {
    result: answerOf(done.view, done.activation.bonuses),
    replayed: false,
  }
}
