import type { Plan } from "@uuc/data"
import { D } from "./money"

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

/** The automatic team level a team volume reaches (rules.md §2). */
export function teamLevelOf(volume: InstanceType<typeof D>, plan: Plan) {
  const t = plan.levels.team_volume
  const thresholds = [t.V1, t.V2, t.V3, t.V4, t.V5]
  let level = 0
  thresholds.forEach((min, i) => {
    if (volume.gte(min)) level = i + 1
  })
  return level
}

/**
 * The levels of the buyer's uplines once this activation is applied, as the network
 * will store them: every upline's team volume grows by P (team level follows unless
 * pinned); on a first activation the sponsor gains an active direct (star level
 * follows, capped, unless pinned). Computing them before anything is written lets
 * the ledger entry go first: a refused payment then leaves the network untouched.
 */
export function projectLevels(input: {
  plan: Plan
  amount: string
  first_activation: boolean
  sponsor_id: string | null
  nodes: NodeBefore[]
}): Map<string, LevelsAfter> {
  const out = new Map<string, LevelsAfter>()
  for (const n of input.nodes) {
    const volume = new D(n.volume).plus(input.amount)
    const gains = input.first_activation && n.member_id === input.sponsor_id
    const directs = n.active_direct_count + (gains ? 1 : 0)
    out.set(n.member_id, {
      team_level: n.team_level_pinned
        ? n.team_level
        : teamLevelOf(volume, input.plan),
      star_level:
        n.star_level_pinned || !gains
          ? n.star_level
          : Math.min(directs, input.plan.levels.star_max),
      active_direct_count: directs,
    })
  }
  return out
}
