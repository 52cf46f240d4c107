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
import { Overlay, storedView } from "./view"
import { flushTimings, timed, timings, type Timings } from "./timings"
import { postActivations, type Posted, type Prepared } from "./write"

/** At most this many activations per round of a hold: a waiter's latency grows with it. */
const MAX_BATCH = 32

/** At most this many rounds per hold: other processes' holds wait behind it. */
const MAX_ROUNDS = 4

type Job = Waiter<ActivateCardInput, Locked>

/**
 * The locked part of an activation (activateCard's second part, activate.ts),
 * in one hold of the activation lock with the others waiting in this
 * process: one per member (a second one of the same member reads what the first
 * writes), a loan's card on credit alone.
 *
 * A hold runs rounds: prepare each job on the state the ones before it leave,
 * post them in order, apply the posted ones' effects. While a round is written
 * (PostgreSQL's work), the jobs that came meanwhile are prepared as the next round
 * (Node's work) on its overlay (Overlay.next), so the two work side by side
 * (issue 24). A round not written whole (a refusal, a failed completion) throws
 * the next one away: its jobs start again from a fresh read.
 */
export const runLocked = batchedLock<ActivateCardInput, Locked>({
  max: MAX_BATCH,
  key: (input) => input.member_id,
  alone: (input) => !!input.loan,
  run: async (container, jobs, more) => {
    const p = ports(container)
    const t = timings()
    if (t) t.size = jobs.length
    const answers: Promise<void>[] = []
    try {
      let rounds = 0
      let todo = jobs
      while (todo.length) {
        // the plan and price in force beside the reconciler (it changes neither)
        const [, stored] = await timed(t, "reconcile and view", () =>
          Promise.all([reconcile(container, p), storedView(p)])
        )
        let round = await timed(t, "prepare", () =>
          prepare(p, todo, new Overlay(stored, p))
        )
        todo = []
        while (round.ready.length) {
          const written = write(container, p, round, t)
          const busy = new Set(round.ready.map((r) => r.job.job.member_id))
          const next = ++rounds < MAX_ROUNDS ? more(busy) : []
          if (t) t.size += next.length
          const view = round.view.next()
          const prepared = next.length
            ? settle(timed(t, "prepare beside", () => prepare(p, next, view)))
            : null
          const w = await written
          answers.push(answer(p, w.done))
          todo.push(...w.redo)
          if (!prepared) break
          const n = await prepared
          if ("error" in n) {
            next.forEach((j) => j.reject(n.error))
            break
          }
          if (!w.whole) {
            // computed as if this round had gone through whole: again from a read
            todo.push(...n.value.ready.map((r) => r.job))
            break
          }
          round = n.value
        }
      }
    } catch (e) {
      // the completed ones are answered before the hold's error reaches the rest
      await Promise.all(answers)
      throw e
    }
    return async () => {
      try {
        await timed(t, "answer (durable commit)", () => Promise.all(answers))
      } finally {
        flushTimings("hold", t)
      }
    }
  },
})

/** A promise's outcome, so that one not awaited yet never rejects unhandled. */
const settle = <T>(work: Promise<T>) =>
  work.then(
    (value) => ({ value }),
    (error: unknown) => ({ error })
  )

/** A job whose activation is complete, and what it answers. */
type Done = {
  job: Job
  answer: Omit<Extract<Locked, { replay: null }>, "announce">
}

/**
 * After a round (beside the next round, or the next hold): ONE durable commit
 * for the round's activations, which claims their events (at most one each), and
 * then their answers. It flushes everything committed before it without waiting
 * (withRelaxedCommit), so no member is answered before their activation is on
 * disk; one per round instead of one per activation (issue 24). A failure
 * answers the round's jobs with its error.
 */
async function answer(p: Ports, done: Done[]) {
  if (!done.length) return
  try {
    const keys = done.map((d) => eventKey(d.answer.activation.id))
    const claimed = await p.rewards.claimOperations(keys, "event")
    done.forEach((d, i) =>
      d.job.resolve({ ...d.answer, announce: claimed.has(keys[i]) })
    )
  } catch (e) {
    for (const d of done) d.job.reject(e)
  }
}

/**
 * A round's writes: post them in order, apply the posted ones' effects. A job
 * refused while posted (its payment, say) answers its error, and the jobs after
 * it, computed as if it had gone through, are `redo`ne. `whole`: every job was
 * posted and applied, as the next round's overlay assumes. Posting and applying
 * commit without waiting for the WAL flush (withRelaxedCommit): the lock is held
 * for the work, not for the disk; `answer` commits durably before answering.
 */
function write(
  container: MedusaContainer,
  p: Ports,
  { view, ready }: Round,
  t: Timings
): Promise<{ done: Done[]; redo: Job[]; whole: boolean }> {
  return withRelaxedCommit(async () => {
    const { posted, redo } = await timed(t, "post", () => post(p, ready))
    const done: Done[] = []
    const applied =
      !posted.length ||
      (await timed(t, "apply", () =>
        apply(container, p, posted, view.plan, done)
      ))
    return { done, redo, whole: applied && posted.length === ready.length }
  })
}

/** Phase reconcile: finishes or drops the activations a crash left pending. */
const reconcile = (container: MedusaContainer, p: Ports) =>
  reconcileActivations(container, p)

type Ready = { job: Job; prepared: Prepared }
type Round = { view: Overlay; ready: Ready[] }

/**
 * Phase prepare: each job computed on the state the ones before it leave (an
 * `Overlay` on one read of the plan, price and, for several, their paths). A
 * replay found now, a loan no longer pending or a refusal answers its job here.
 */
async function prepare(p: Ports, todo: Job[], view: Overlay): Promise<Round> {
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
 * complete is added to `done`, answered after the round (`answer`). False when
 * they had to be completed one by one (one of them may not be).
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
    return true
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
    return false
  }
}
