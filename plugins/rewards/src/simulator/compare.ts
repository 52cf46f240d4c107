import { D } from "../engine/money"
import { PlanRun, type RunOptions } from "./run"
import {
  BONUS_TYPES,
  type PlanUnderTest,
  type Scenario,
  type SimBonusType,
  type SimulationResult,
} from "./types"

export type Comparison = {
  runs: SimulationResult[]
  /** Second run minus first, when there are two: paid USD and share of revenue. */
  difference: {
    revenue: string
    paid_usd: string
    share_of_revenue: string
    by_type: Record<
      SimBonusType,
      { amount_usd: string; share_of_revenue: string }
    >
  } | null
}

const minus = (a: string, b: string, places: number) =>
  new D(b).minus(a).toFixed(places)

export function differenceOf(
  runs: SimulationResult[]
): Comparison["difference"] {
  if (runs.length < 2) return null
  const [a, b] = runs
  return {
    revenue: minus(a.revenue, b.revenue, 8),
    paid_usd: minus(a.paid_usd, b.paid_usd, 8),
    share_of_revenue: minus(a.share_of_revenue, b.share_of_revenue, 6),
    by_type: Object.fromEntries(
      BONUS_TYPES.map((t) => [
        t,
        {
          amount_usd: minus(
            a.by_type[t].amount_usd,
            b.by_type[t].amount_usd,
            8
          ),
          share_of_revenue: minus(
            a.by_type[t].share_of_revenue,
            b.by_type[t].share_of_revenue,
            6
          ),
        },
      ])
    ) as Record<SimBonusType, { amount_usd: string; share_of_revenue: string }>,
  }
}

/**
 * Every plan over the same scenario (same seed, same network, same purchases),
 * one after the other. `onProgress` is awaited between chunks of activations, so an
 * async caller can yield to its event loop and report progress.
 */
export async function compareAsync(
  s: Scenario,
  plans: PlanUnderTest[],
  opts: RunOptions & {
    chunk?: number
    onProgress?: (done: number, total: number) => void | Promise<void>
  }
): Promise<Comparison> {
  const runs: SimulationResult[] = []
  const total = s.events.member.length * plans.length
  for (const [i, p] of plans.entries()) {
    const run = new PlanRun(s, p, opts)
    while (run.step(opts.chunk ?? 2000))
      await opts.onProgress?.(i * run.total + run.done, total)
    runs.push(run.result())
  }
  await opts.onProgress?.(total, total)
  return { runs, difference: differenceOf(runs) }
}

/** The same, at once. */
export function compare(
  s: Scenario,
  plans: PlanUnderTest[],
  opts: RunOptions
): Comparison {
  const runs = plans.map((p) => new PlanRun(s, p, opts).result())
  return { runs, difference: differenceOf(runs) }
}
