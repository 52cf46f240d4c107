import { appendFileSync } from "node:fs"
import { performance } from "node:perf_hooks"

// Per-phase timings of checkouts for `npm run bench:shop`: off unless
// UUC_CHECKOUT_TIMINGS names a file (the bench's server only); then each checkout
// appends one JSON line { cart_id, <phase>: ms, … } there when its answer is ready.
const FILE = process.env.UUC_CHECKOUT_TIMINGS
const open = new Map<string, Record<string, number>>()

/** Runs `work`, adding its time to `phase` of checkout `cartId` when timings are on. */
export async function timed<T>(
  cartId: string,
  phase: string,
  work: () => Promise<T>
): Promise<T> {
  if (!FILE) return work()
  const t0 = performance.now()
  try {
    return await work()
  } finally {
    const row = open.get(cartId) ?? {}
    row[phase] = (row[phase] ?? 0) + performance.now() - t0
    open.set(cartId, row)
  }
}

/** Writes checkout `cartId`'s timings (when on) and forgets them. */
export function flushTimings(cartId: string) {
  if (!FILE) return
  const row = open.get(cartId)
  open.delete(cartId)
  if (row)
    appendFileSync(FILE, `${JSON.stringify({ cart_id: cartId, ...row })}\n`)
}
