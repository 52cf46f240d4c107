import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import type { Plan } from "@uuc/data"
import { AppError, withRelaxedCommit } from "@uuc/errors"
import { ports, type Ports } from "../shared/ports"
import { earlier, type ActivateCardInput, type Locked } from "./activate-card"
import { completeActivation, completeActivations, eventKey } from "./complete"
import { batchedLock, type Waiter } from "./lock-batch"
import { prepareActivation } from "./prepare"
import { reconcileActivations } from "./reconcile"
import { Overlay, storedView, type View } from "./view"
import { flushTimings, timed, timings, type Timings } from "./timings"
import { postActivations, type Posted, type Prepared } from "./write"

/** At most this many activations per lock hold: a waiter's latency grows with it. */
const MAX_BATCH = 32

type Job = Waiter<ActivateCardInput, Locked>

/**
 * The locked part of an activation (activateCard's second part, activate.ts),
 * in one hold of the activation lock with the others waiting in this
 * process: one per member (a second one of the same member reads what the first
 * writes), a loan's card on credit alone.
 */
export const runLocked = batchedLock<ActivateCardInput, Locked>({
  max: MAX_BATCH,
  key: (input) => input.member_id,
  alone: (input) => !!input.loan,
  run: async (container, jobs) => {
    const p = ports(container)
    const t = timings()
    if (t) t.size = jobs.length
    const done: Done[] = []
    let todo = jobs
    while (todo.length) {
      // the plan and price in force beside the reconciler (it changes neither)
      const [, stored] = await timed(t, "reconcile and view", () =>
        Promise.all([reconcile(container, p), storedView(p)])
      )
      todo = await round(container, p, todo, stored, t, done)
    }
    return async () => {
      try {
        await timed(t, "answer (durable commit)", () => answer(p, done))
      } finally {
        flushTimings("hold", t)
      }
    }
  },
})

/** A job whose activation is complete, and what it answers. */
type Done = {
  job: Job
  answer: Omit<Extract<Locked, { replay: null }>, "announce">
}

/**
 * After the hold (the lock released, beside the next hold): ONE durable commit
 * for the hold's activations, which claims their events (at most one each), and
 * then their answers. It flushes everything the hold committed without waiting
 * (withRelaxedCommit), so no member is answered before their activation is on
 * disk; one per hold instead of one per activation.
 */
async function answer(p: Ports, done: Done[]) {
  if (!done.length) return
  const keys = done.map((d) => eventKey(d.answer.activation.id))
  const claimed = await p.rewards.claimOperations(keys, "event")
  done.forEach((d, i) =>
    d.job.resolve({ ...d.answer, announce: claimed.has(keys[i]) })
  )
}

/**
 * One round of the hold's phases: prepare each job on the state the ones before
 * it leave, post them in order, apply the posted ones' effects. A job refused
 * while posted (its payment, say) answers its error, and the jobs after it,
 * computed as if it had gone through, are left for the next round: what it
 * answers is what the next round must do. Posting and applying commit without
 * waiting for the WAL flush (withRelaxedCommit): the lock is held for the work,
 * not for the disk; activateCard's complete part commits durably before answering.
 */
async function round(
  container: MedusaContainer,
  p: Ports,
  todo: Job[],
  stored: View,
  t: Timings,
  done: Done[]
) {
  const { view, ready } = await timed(t, "prepare", () =>
    prepare(p, todo, stored)
  )
  if (!ready.length) return []
  return withRelaxedCommit(async () => {
    const { posted, redo } = await timed(t, "post", () => post(p, ready))
    if (posted.length)
      await timed(t, "apply", () =>
        apply(container, p, posted, view.plan, done)
      )
    return redo
  })
}

/** Phase reconcile: finishes or drops the activations a crash left pending. */
const reconcile = (container: MedusaContainer, p: Ports) =>
  reconcileActivations(container, p)

type Ready = { job: Job; prepared: Prepared }

/**
 * Phase prepare: each job computed on the state the ones before it leave (an
 * `Overlay` on one read of the plan, price and, for several, their paths). A
 * replay found now, a loan no longer pending or a refusal answers its job here.
 */
async function prepare(p: Ports, todo: Job[], stored: View) {
  const view = new Overlay(stored, p)
  // several: their paths and earners' data in one read (one alone reads less)
  if (todo.length > 1) await view.prefetch(todo.map((j) => j.job.member_id))
  const ready: Ready[] = []
  for (const job of todo) {
    try {
      const input = job.job
      const again = await earlier(p, input)
      if (again) {
        job.resolve({ replay: again.id })
        continue
      }
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
  return { view, ready }
}

/**
 * Phase post: the pending rows and each ledger entry, in order (write.ts). The
 * first one refused answers its error; the ones after it are `redo`ne.
 */
async function post(p: Ports, ready: Ready[]) {
  const { posted, failed, left } = await postActivations(
    p,
    ready.map((r) => r.prepared)
  )
  if (failed) ready[posted.length].job.reject(failed.error)
  return {
    posted: posted.map((done, i) => ({ ...done, job: ready[i].job })),
    redo: ready.slice(ready.length - left).map((r) => r.job),
  }
}

/**
 * Phase apply: the posted activations' keyed effects together (complete.ts:
 * one network statement, then every record and completion mark); each one
 * complete is added to `done`, answered after the hold (`answer`).
 */
async function apply(
  container: MedusaContainer,
  p: Ports,
  posted: (Posted & { job: Job })[],
  plan: Plan,
  done: Done[]
) {
  try {
    const views = await completeActivations(container, p, posted, plan)
    posted.forEach(({ activation, job }, i) =>
      done.push({ job, answer: { replay: null, activation, view: views[i] } })
    )
  } catch {
    // one of them may fail every time (a poison one): each alone, so the others
    // still complete and answer; one that fails has moved its money and is left
    // to the reconciler (next round, or its job), which quarantines it if need be
    for (const { activation, entry_id, job } of posted) {
      try {
        const view = await completeActivation(
          container,
          p,
          activation,
          entry_id,
          {
            plan,
          }
        )
        done.push({ job, answer: { replay: null, activation, view } })
      } catch (e) {
        job.reject(e)
      }
    }
  }
}
