import { appendFileSync } from "node:fs"
import { performance } from "node:perf_hooks"

// Per-phase timings of activations for `npm run bench:activation`: off unless
// UUC_ACTIVATION_TIMINGS names a file (the bench's process only); then each lock
// hold appends one JSON line { kind: "hold", size, <phase>: ms, … } and each
// activation one { kind: "activation", <phase>: ms, … } when it is answered.
const FILE = process.env.UUC_ACTIVATION_TIMINGS

/** The phases of one hold or one activation, or null when timings are off. */
export type Timings = Record<string, number> | null

export const timings = (): Timings => (FILE ? {} : null)

/** Runs `work`, adding its time to `phase` of `row` when timings are on. */
export async function timed<T>(
  row: Timings,
  phase: string,
  work: () => Promise<T>
): Promise<T> {
  if (!row) return work()
  const t0 = performance.now()
  try {
    return await work()
  } finally {
    row[phase] = (row[phase] ?? 0) + performance.now() - t0
  }
}

/** Writes `row` as a line of `kind` (when timings are on). */
export function flushTimings(kind: "hold" | "activation", row: Timings) {
  if (FILE && row)
    appendFileSync(
      FILE,
      `${JSON.stringify({ kind, at: Date.now(), ...row })}\n`
    )
}
