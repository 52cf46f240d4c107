import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { withActivationLock } from "./lock"

/** A job waiting for a lock hold, and how its caller is answered. */
export type Waiter<J, R> = {
  job: J
  resolve(r: R): void
  reject(e: unknown): void
}

type Queued<J, R> = Waiter<J, R> & {
  container: MedusaContainer
  deadline: number
}

/**
 * How jobs share a hold: at most `max`, one per `key` (a job reads what an
 * earlier one of its key writes), a job that is `alone` in a hold of its own,
 * and `run`, the work of one hold, which answers every waiter it is given, or
 * leaves some to the function it returns: that one runs once the lock is
 * released, beside the next hold (the hold's one durable commit, phases.ts).
 */
export type Batching<J, R> = {
  max: number
  key(job: J): string
  alone(job: J): boolean
  run(
    container: MedusaContainer,
    waiters: Waiter<J, R>[]
  ): Promise<void | (() => Promise<void>)>
}

const busy = () => new AppError(MedusaError.Types.CONFLICT, "activation_busy")

/** The longest a hold waits for more jobs after a larger one (see `gather`). */
export const LINGER_MS = 30

const tick = () => new Promise((r) => setTimeout(r, 2))

/**
 * The activation lock for jobs that may share a hold: the jobs waiting in this
 * process for it are run together, in arrival order, in one hold (one read of
 * what they share, then each on the state the ones before it leave). The lock is
 * still PostgreSQL's (withActivationLock); this queue only groups what one
 * process has waiting. A job waiting past `timeoutMs` answers activation_busy.
 */
export function batchedLock<J, R>(
  batching: Batching<J, R>,
  /** the lock (a stand-in in unit tests) */
  lock: typeof withActivationLock = withActivationLock
) {
  const waiting: Queued<J, R>[] = []
  let draining = false
  // the last hold: its size and when it ended
  let last = { size: 0, ended: 0 }

  /**
   * Under load, the jobs of a hold come back (their callers answered, the next
   * requests in) over the next few milliseconds, and the first of them would take a
   * hold of its own while the rest wait behind it: at concurrency 32 every other
   * hold was of one job, ~20 % of the time. So after a hold of several,
   * a hold begins once half as many wait, or LINGER_MS after it ended. After a
   * hold of one (a quiet server) nothing waits.
   */
  async function gather() {
    while (
      last.size > 1 &&
      waiting.length * 2 < last.size &&
      Date.now() - last.ended < LINGER_MS
    )
      await tick()
  }

  /** The next batch, in arrival order; waiters past their deadline are answered. */
  function take() {
    const now = Date.now()
    const batch: Queued<J, R>[] = []
    const keys = new Set<string>()
    for (let i = 0; i < waiting.length && batch.length < batching.max;) {
      const w = waiting[i]
      if (w.deadline <= now) {
        waiting.splice(i, 1)
        w.reject(busy())
        continue
      }
      const alone = batching.alone(w.job)
      if (keys.has(batching.key(w.job)) || (alone && batch.length)) {
        i++
        continue
      }
      waiting.splice(i, 1)
      batch.push(w)
      keys.add(batching.key(w.job))
      if (alone) break
    }
    return batch
  }

  async function drain() {
    try {
      while (waiting.length) {
        await gather()
        const batch = take()
        if (!batch.length) continue
        const wait = Math.min(...batch.map((w) => w.deadline)) - Date.now()
        let after = undefined as void | (() => Promise<void>)
        try {
          await lock(
            batch[0].container,
            async () => {
              after = await batching.run(batch[0].container, batch)
            },
            Math.max(1, wait)
          )
        } catch (e) {
          // the lock was not had (busy) or a hold broke off: nobody left is
          // answered; a hold whose work was done (the release failed) still
          // answers its own through `after`
          if (!after) for (const w of batch) w.reject(e)
        }
        last = { size: batch.length, ended: Date.now() }
        // not awaited: the next hold need not wait for this one's answers
        if (after) void after().catch((e) => batch.forEach((w) => w.reject(e)))
      }
    } finally {
      draining = false
    }
  }

  return (container: MedusaContainer, job: J, timeoutMs = 60_000) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({
        job,
        container,
        deadline: Date.now() + timeoutMs,
        resolve,
        reject,
      })
      if (!draining) {
        draining = true
        void drain()
      }
    })
}
