import { appendFileSync } from "node:fs"
import { performance } from "node:perf_hooks"

// Per-phase timings of checkouts for `npm run bench:shop`: off unless
// UUC_CHECKOUT_TIMINGS names a file (the bench's server only); then each checkout
// appends one JSON line { cart_id, <phase>: ms, … } there when its answer is ready.
// The bench's server also counts the statements sent to PostgreSQL (backend's
// GET /admin/bench/statements shares its count under this symbol): each phase's
// count goes beside its time as "<phase> #" (one checkout at a time: phases that
// run side by side count each other's).
const FILE = process.env.UUC_CHECKOUT_TIMINGS
const open = new Map<string, Record<string, number>>()
const statements = () =>
  (
    (globalThis as Record<symbol, unknown>)[
      Symbol.for("uuc.bench.statements")
    ] as { sent: number } | undefined
  )?.sent ?? 0

/** Runs `work`, adding its time to `phase` of checkout `cartId` when timings are on. */
export async function timed<T>(
  cartId: string,
  phase: string,
  work: () => Promise<T>
): Promise<T> {
  if (!FILE) return work()
  const t0 = performance.now()
  const s0 = statements()
  try {
    return await work()
  } finally {
    const row = open.get(cartId) ?? {}
    row[phase] = (row[phase] ?? 0) + performance.now() - t0
    row[`${phase} #`] = (row[`${phase} #`] ?? 0) + statements() - s0
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
