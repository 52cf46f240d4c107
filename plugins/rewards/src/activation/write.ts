import type { Context } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { activationFence } from "./lock"
import { loanOwed } from "../engine/money"
import type { Posting } from "../engine/postings"
import type { StoredActivation } from "../modules/rewards/service"
import type { Ports } from "../shared/ports"
import { entryKey } from "./complete"
import type { prepareActivation } from "./prepare"

export type Prepared = Awaited<ReturnType<typeof prepareActivation>>

export type Posted = { activation: StoredActivation; entry_id: string }

/**
 * Posts computed activations in order (phase post, phases.ts): their
 * pending rows in one statement, then their ledger entries (each ONE entry, the
 * commit point) — several in one fenced statement (postEntries), one alone as
 * postEntry. Under the caller's withRelaxedCommit they commit without waiting for
 * the disk (activateCard commits durably once the lock is released). The first
 * one refused (its payment, or its idempotency key taken meanwhile) ends it: its
 * error is answered as `failed`, and the ones after it, computed as if it had
 * gone through, are dropped and `left` to redo.
 */
export async function postActivations(
  p: Ports,
  prepared: Prepared[]
): Promise<{
  posted: Posted[]
  failed: { error: unknown } | null
  left: number
}> {
  const rows = await p.rewards.createActivations({
    activations: prepared.map((x) => x.activation),
  })
  const byId = new Map(rows.map((a) => [a.id, a]))
  // the rows created, up to the first that was not (its key taken meanwhile)
  const created: StoredActivation[] = []
  for (const x of prepared) {
    const row = byId.get(x.activation.id)
    if (!row) break
    created.push(row)
  }
  const { posted, error } =
    prepared.length === 1
      ? await postOne(p, created, prepared[0])
      : await postMany(p, created, prepared)
  if (!error && posted.length === prepared.length)
    return { posted, failed: null, left: 0 }
  // the one that failed (its entry known missing, or not created) and those
  // after it: their pending rows go, but one whose entry may exist stays
  const after = prepared.slice(posted.length + 1).map((x) => x.activation.id)
  for (const id of after)
    if (byId.has(id)) await p.rewards.discardActivation(id)
  return {
    posted,
    failed: { error: error ?? conflictError() },
    left: after.length,
  }
}

type Outcome = { posted: Posted[]; error: unknown }

const conflictError = () =>
  new AppError(MedusaError.Types.CONFLICT, "idempotency_conflict")

/** One activation: its entry alone (a loan's card is posted with its approval). */
async function postOne(
  p: Ports,
  created: StoredActivation[],
  prepared: Prepared
): Promise<Outcome> {
  if (!created.length) return { posted: [], error: null }
  try {
    const entry_id = await postEntry(p, created[0], prepared)
    return { posted: [{ activation: created[0], entry_id }], error: null }
  } catch (error) {
    return { posted: [], error }
  }
}

/**
 * Several activations (none on credit: a loan's holds the lock alone): their
 * entries in ONE fenced statement (ledger.postEntries), which stops at the first
 * refused. A refused one's pending row is dropped (its entry was not written).
 */
async function postMany(
  p: Ports,
  created: StoredActivation[],
  prepared: Prepared[]
): Promise<Outcome> {
  if (!created.length) return { posted: [], error: null }
  const token = activationFence()
  const inputs = created.map((a, i) => entryInput(a, prepared[i].postings))
  const write = (ctx?: Context) => p.ledger.postEntries(inputs, ctx)
  try {
    const out = await (token ? p.rewards.withFence(token, write) : write())
    const posted = out.posted.map((e, i) => ({
      activation: created[i],
      entry_id: e.id,
    }))
    if (!out.refused) return { posted, error: null }
    await p.rewards.discardActivation(created[posted.length].id)
    return { posted, error: out.refused.error }
  } catch (e) {
    // it may still have committed (a connection lost on the way back): each
    // entry read back in order, as postEntry does for one
    const posted: Posted[] = []
    for (const a of created) {
      // unknown: it stays pending for the reconciler, and the error answers
      const entry_id = await writtenEntry(p, a, e).catch(() => null)
      if (!entry_id) return { posted, error: e }
      posted.push({ activation: a, entry_id })
    }
    return { posted, error: null }
  }
}

/**
 * After a failed post: the id of the activation's entry if it was written;
 * null, with its pending row dropped, if it is known missing; `e` thrown again
 * if that can't be told (it stays pending for the reconciler).
 */
async function writtenEntry(p: Ports, a: StoredActivation, e: unknown) {
  const posted = await p.ledger.getEntry({ key: entryKey(a.id) }).catch(() => {
    throw e
  })
  if (posted) return posted.id
  await p.rewards.discardActivation(a.id)
  return null
}

/**
 * An activation's ledger entry; refused, its pending row is dropped. A card on
 * credit is posted in the transaction that approves its loan (approveLoan), so
 * the debt and the card's payment commit together or not at all.
 */
export async function postEntry(
  p: Ports,
  created: StoredActivation,
  prepared: Prepared
) {
  const { postings, plan } = prepared
  // fenced by the lock hold's token: a holder that lost the lock posts nothing
  const token = activationFence()
  const write = (ctx?: Context) =>
    p.ledger.postEntry(entryInput(created, postings), ctx)
  const post = (ctx?: Context) =>
    token ? p.rewards.withFence(token, write, ctx) : write(ctx)
  try {
    const { entry } = created.loan_id
      ? await p.rewards.approveLoan(
          {
            id: created.loan_id,
            activation_id: created.id,
            principal: created.amount,
            owed: loanOwed(created.amount, plan.loan.interest),
            staff_id: prepared.activation.created_by ?? "",
            audit: { reason: prepared.loan_reason },
          },
          post
        )
      : await post()
    return entry.id
  } catch (e) {
    // A failure may still have committed (a connection lost on the way back):
    // only an entry known to be missing lets the activation go; when that
    // can't be told, it stays pending for the reconciler.
    const posted = await writtenEntry(p, created, e)
    if (!posted) throw e
    return posted
  }
}

/** The ledger entry of an activation: its one entry, the commit point. */
function entryInput(created: StoredActivation, postings: Posting[]) {
  return {
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
  }
}
