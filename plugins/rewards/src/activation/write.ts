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
 * pending rows in one statement, then each one's ONE ledger entry, the commit
 * point. Under the caller's withRelaxedCommit they commit without waiting for the
 * disk (the workflow commits durably once the lock is released). The first one refused (its payment, or its idempotency
 * key taken meanwhile) ends it: its error is answered as `failed`, and the ones
 * after it, computed as if it had gone through, are dropped and `left` to redo.
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
  const posted: Posted[] = []
  for (let i = 0; i < prepared.length; i++) {
    const created = byId.get(prepared[i].activation.id)
    try {
      if (!created)
        throw new AppError(MedusaError.Types.CONFLICT, "idempotency_conflict")
      posted.push({
        activation: created,
        entry_id: await postEntry(p, created, prepared[i]),
      })
    } catch (error) {
      const after = prepared.slice(i + 1).map((x) => x.activation.id)
      for (const id of after)
        if (byId.has(id)) await p.rewards.discardActivation(id)
      return { posted, failed: { error }, left: after.length }
    }
  }
  return { posted, failed: null, left: 0 }
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
    const posted = await p.ledger
      .getEntry({ key: entryKey(created.id) })
      .catch(() => {
        throw e
      })
    if (!posted) {
      await p.rewards.discardActivation(created.id)
      throw e
    }
    return posted.id
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
