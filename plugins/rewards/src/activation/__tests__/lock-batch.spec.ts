import type { MedusaContainer } from "@medusajs/framework/types"
import { batchedLock, type Waiter } from "../lock-batch"

const container = {} as MedusaContainer
const nextTurn = () => new Promise((r) => setImmediate(r))

/**
 * How jobs share lock holds, with a stand-in for the PostgreSQL lock:
 * each hold's jobs are noted and answered at once.
 */
function harness() {
  const holds: string[][] = []
  const queue = batchedLock<string, string>(
    {
      max: 32,
      key: (job) => job,
      alone: () => false,
      run: async (_c, waiters: Waiter<string, string>[]) => {
        holds.push(waiters.map((w) => w.job))
        for (const w of waiters) w.resolve(w.job)
      },
    },
    async (_c, run) => run()
  )
  return { holds, queue: (job: string) => queue(container, job) }
}

describe("batchedLock", () => {
  it("after a hold of several, jobs coming back one by one share the next hold", async () => {
    const { holds, queue } = harness()
    await Promise.all(["a", "b", "c", "d"].map(queue))
    // the callers answered, their next requests come in one after another
    const e = queue("e")
    await nextTurn()
    const f = queue("f")
    await Promise.all([e, f])
    expect(holds).toEqual([
      ["a", "b", "c", "d"],
      ["e", "f"],
    ])
  })

  it("after a hold of one (a quiet server), a job does not wait for others", async () => {
    const { holds, queue } = harness()
    await queue("a")
    const b = queue("b")
    await nextTurn()
    expect(holds).toEqual([["a"], ["b"]])
    await b
  })

  it("answers a hold's waiters after the lock is released, beside the next hold", async () => {
    const events: string[] = []
    let flush: () => void = () => undefined
    const queue = batchedLock<string, string>(
      {
        max: 32,
        key: (job) => job,
        alone: () => false,
        run: async (_c, waiters: Waiter<string, string>[]) => {
          events.push(`hold ${waiters.map((w) => w.job).join(",")}`)
          // the first hold's answers wait for its durable commit (`flush`)
          if (waiters[0].job !== "a")
            return void waiters.forEach((w) => w.resolve(w.job))
          return async () => {
            await new Promise<void>((r) => (flush = r))
            events.push("answered a")
            for (const w of waiters) w.resolve(w.job)
          }
        },
      },
      async (_c, run) => {
        const out = await run()
        events.push("released")
        return out
      }
    )
    let a = "unanswered"
    const first = queue(container, "a").then((r) => (a = r))
    await nextTurn()
    await queue(container, "b")
    await nextTurn()
    // the second hold ran, answered and released while the first one's answer waits
    expect(a).toBe("unanswered")
    flush()
    await first
    expect(events).toEqual([
      "hold a",
      "released",
      "hold b",
      "released",
      "answered a",
    ])
  })

  it("a failed answer rejects the hold's waiters", async () => {
    const queue = batchedLock<string, string>(
      {
        max: 32,
        key: (job) => job,
        alone: () => false,
        run: async () => async () => {
          throw new Error("flush failed")
        },
      },
      async (_c, run) => run()
    )
    await expect(queue(container, "a")).rejects.toThrow("flush failed")
  })

  it("a hold whose work was done answers its waiters even if the release fails", async () => {
    const queue = batchedLock<string, string>(
      {
        max: 32,
        key: (job) => job,
        alone: () => false,
        run: async (_c, waiters: Waiter<string, string>[]) => async () => {
          for (const w of waiters) w.resolve(w.job)
        },
      },
      async (_c, run) => {
        await run()
        throw new Error("release failed")
      }
    )
    await expect(queue(container, "a")).resolves.toBe("a")
  })
})
