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
export const STAR_MAX = plan.levels.star_max

/**
 * SQL for the team level a volume expression reaches: `CASE WHEN v >= V5 THEN 5 …
 * ELSE 0 END`, with the expression's own bindings repeated for each WHEN.
 */
export function teamLevelSql(
  volumeExpr: string,
  exprBindings: (string | number)[],
  thresholds: TeamThresholds
) {
  const descending = [...thresholds].reverse()
  const sql = `CASE ${descending
    .map((_, i) => `WHEN ${volumeExpr} >= ?::numeric THEN ${5 - i}`)
    .join(" ")} ELSE 0 END`
  return { sql, bindings: descending.flatMap((t) => [...exprBindings, t]) }
}
