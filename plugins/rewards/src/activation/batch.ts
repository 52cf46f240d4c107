import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { withActivationLock } from "./lock"
import { ports, type Ports } from "../shared/ports"
import type { ActivateCardInput, Locked } from "./activate-card"
import { prepareActivation } from "./prepare"
import { reconcileActivations } from "./reconcile"
import { Overlay, storedView } from "./view"
import { completeActivation, completeActivations } from "./complete"
import { postActivations, type Prepared } from "./write"

/**
 * Activations waiting in this process for the activation lock are run together:
 * one lock hold, one read of the plan and price, each computed on the state the
 * ones before it leave (an `Overlay`), then written in order. The lock is still
 * PostgreSQL's; this queue only groups what one process has waiting.
 */
type Job = {
  container: MedusaContainer
  input: ActivateCardInput
  deadline: number
  resolve(r: Locked): void
  reject(e: unknown): void
  /** An earlier request with the same key, found under the lock (activate-card.ts). */
  earlier(p: Ports): Promise<{ id: string } | null>
}

/** At most this many activations per lock hold: a waiter's latency grows with it. */
export const MAX_BATCH = 32

const waiting: Job[] = []
let draining = false

const busy = () => new AppError(MedusaError.Types.CONFLICT, "activation_busy")

/** Runs the locked part of an activation, batched with others waiting in this process. */
export function runLocked(
  job: Omit<Job, "resolve" | "reject" | "deadline">,
  timeoutMs = 60_000
): Promise<Locked> {
  return new Promise((resolve, reject) => {
    waiting.push({ ...job, deadline: Date.now() + timeoutMs, resolve, reject })
    if (!draining) {
      draining = true
      void drain()
    }
  })
}

async function drain() {
  try {
    while (waiting.length) {
      const batch = takeBatch()
      if (!batch.length) continue
      const wait = Math.min(...batch.map((j) => j.deadline)) - Date.now()
      try {
        await withActivationLock(
          batch[0].container,
          () => runBatch(batch),
          Math.max(1, wait)
        )
      } catch (e) {
        // the lock was not had (busy) or a round broke off: nobody left is answered
        for (const j of batch) j.reject(e)
      }
    }
  } finally {
    draining = false
  }
}

/**
 * The next batch, in arrival order: one activation per member (a second one of the
 * same member reads what the first writes) and a loan's card on credit alone.
 * Waiters past their deadline are answered activation_busy.
 */
function takeBatch() {
  const now = Date.now()
  const batch: Job[] = []
  const members = new Set<string>()
  for (let i = 0; i < waiting.length && batch.length < MAX_BATCH;) {
    const j = waiting[i]
    if (j.deadline <= now) {
      waiting.splice(i, 1)
      j.reject(busy())
      continue
    }
    const alone = !!j.input.loan
    if (members.has(j.input.member_id) || (alone && batch.length)) {
      i++
      continue
    }
    waiting.splice(i, 1)
    batch.push(j)
    members.add(j.input.member_id)
    if (alone) break
  }
  return batch
}

/** Under the lock: rounds until every job of the batch is answered. */
async function runBatch(jobs: Job[]) {
  const container = jobs[0].container
  const p = ports(container)
  let todo = jobs
  while (todo.length) {
    await reconcileActivations(container, p)
    todo = await round(container, p, todo)
  }
}

/**
 * Computes each job on the state the ones before it leave, posts them in order
 * (pending row and ledger entry each), then completes the posted ones together
 * (one network statement). A job refused while posted (its payment, say) answers
 * its error, and the jobs after it, computed as if it had gone through, are left
 * for the next round: what it answers is what the next round must do.
 */
async function round(container: MedusaContainer, p: Ports, todo: Job[]) {
  const view = new Overlay(await storedView(p), p)
  // several: their paths and earners' data in one read (one alone reads less)
  if (todo.length > 1) await view.prefetch(todo.map((j) => j.input.member_id))
  const ready: { job: Job; prepared: Prepared }[] = []
  for (const job of todo) {
    try {
      const again = await job.earlier(p)
      if (again) {
        job.resolve({ replay: again.id })
        continue
      }
      const { input } = job
      if (
        input.loan &&
        (await p.rewards.getLoan(input.loan.id)).status !== "pending"
      )
        throw new AppError(MedusaError.Types.NOT_ALLOWED, "loan_not_pending")
      const prepared = await prepareActivation(view, {
        member_id: input.member_id,
        card: input.card,
        idempotency: input.idempotency ?? null,
        loan: input.loan,
      })
      view.record(prepared.effects)
      ready.push({ job, prepared })
    } catch (e) {
      job.reject(e)
    }
  }
  if (!ready.length) return []
  const { posted, failed, left } = await postActivations(
    p,
    ready.map((r) => r.prepared)
  )
  if (failed) ready[posted.length].job.reject(failed.error)
  const redo = ready.slice(ready.length - left).map((r) => r.job)
  const jobs = ready.map((r) => r.job)
  if (!posted.length) return redo
  try {
    const views = await completeActivations(container, p, posted, view.plan)
    posted.forEach(({ activation }, i) =>
      jobs[i].resolve({ replay: null, activation, view: views[i] })
    )
  } catch {
    // one of them may fail every time (a poison one): each alone, so the others
    // still complete and answer; one that fails has moved its money and is left
    // to the reconciler (next round, or its job), which quarantines it if need be
    for (let i = 0; i < posted.length; i++) {
      const { activation, entry_id } = posted[i]
      try {
        const done = await completeActivation(
          container,
          p,
          activation,
          entry_id,
          {
            sync_commit: false,
            plan: view.plan,
          }
        )
        jobs[i].resolve({ replay: null, activation, view: done })
      } catch (e) {
        jobs[i].reject(e)
      }
    }
  }
  return redo
}
