import { plan } from "@uuc/data"

/** Team volume thresholds for V1..V5, in USD, ascending. */
export type TeamThresholds = [string, string, string, string, string]

export const DEFAULT_TEAM_THRESHOLDS: TeamThresholds = [
  plan.levels.team_volume.V1,
  plan.levels.team_volume.V2,
  plan.levels.team_volume.V3,
  plan.levels.team_volume.V4,
  plan.levels.team_volume.V5,
]

/** The thresholds as the level SQL binds them (:v1..:v5); the plan's default if none. */
export function thresholdBindings(t: TeamThresholds = DEFAULT_TEAM_THRESHOLDS) {
  const [v1, v2, v3, v4, v5] = t
  return { v1, v2, v3, v4, v5 }
}

/**
 * The star level cap is not the network's to decide: it is the plan's
 * (`levels.star_max`), and the plan is versioned in the rewards plugin, which passes
 * the value of the version in force with each call that recomputes a star level.
 */
