import type { Plan } from "@uuc/data"
import { units } from "./money"

/** A placement upline as the network answers it, before this activation. */
export type NodeBefore = {
  member_id: string
  volume: string
  star_level: number
  team_level: number
  star_level_pinned: boolean
  team_level_pinned: boolean
  active_direct_count: number
}

export type LevelsAfter = {
  star_level: number
  team_level: number
  active_direct_count: number
}

// Volumes in exact units of 1e-8 (BigInt), the thresholds parsed once per plan
// document: a 1,000-deep path asks for 2,000 levels, which decimal.js objects made
// the largest cost of an activation's computation.
const parsed = new WeakMap<Plan, bigint[]>()
function thresholdsOf(plan: Plan) {
  let out = parsed.get(plan)
  if (!out) {
    const t = plan.levels.team_volume
    out = [t.V1, t.V2, t.V3, t.V4, t.V5].map(units)
    parsed.set(plan, out)
  }
  return out
}

/**
 * The automatic team level a team volume (units of 1e-8) reaches (rules.md §2);
 * `from`, a level the volume is known to reach, saves the comparisons below it.
 */
export function teamLevelOf(volume: bigint, plan: Plan, from = 0) {
  const thresholds = thresholdsOf(plan)
  let level = from
  while (level < thresholds.length && volume >= thresholds[level]) level++
  return level
}

/**
 * The levels of the buyer's uplines once this activation is applied, as the network
 * will store them: every upline's team volume grows by P (team level follows unless
 * pinned); on a first activation the sponsor gains an active direct (star level
 * follows, capped, unless pinned). Computing them before anything is written lets
 * the ledger entry go first: a refused payment then leaves the network untouched.
 * `changed`: the uplines whose effective level the network will report changed
 * (a team volume crossing a threshold, the sponsor gaining a referral), by the
 * same rule as its applyActivation.
 */
export function projectLevels(input: {
  plan: Plan
  amount: string
  first_activation: boolean
  sponsor_id: string | null
  nodes: NodeBefore[]
}): { after: Map<string, LevelsAfter>; changed: string[] } {
  const out = new Map<string, LevelsAfter>()
  const changed: string[] = []
  const amount = units(input.amount)
  for (const n of input.nodes) {
    const before = units(n.volume)
    const volume = before + amount
    const gains = input.first_activation && n.member_id === input.sponsor_id
    const directs = n.active_direct_count + (gains ? 1 : 0)
    // an activation only adds volume: the level after is at least the one before
    const was = n.team_level_pinned ? 0 : teamLevelOf(before, input.plan)
    const team = n.team_level_pinned
      ? n.team_level
      : teamLevelOf(volume, input.plan, was)
    if (
      (gains && !n.star_level_pinned) ||
      (!n.team_level_pinned && team !== was)
    )
      changed.push(n.member_id)
    out.set(n.member_id, {
      team_level: team,
      star_level:
        n.star_level_pinned || !gains
          ? n.star_level
          : Math.min(directs, input.plan.levels.star_max),
      active_direct_count: directs,
    })
  }
  return { after: out, changed }
}
