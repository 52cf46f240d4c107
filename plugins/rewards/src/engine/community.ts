import { D } from "./money"
import { canEarn, type RawBonus } from "./raw"
import { teamLevelName } from "./team"
import type { EngineInput } from "./types"

/**
 * Community: for each team-bonus earner U, the nearest placement upline above U
 * with U's team level (uplines of other levels are skipped; inactive ones are passed
 * over) earns the rate × U's team bonus. One generation: community bonuses do not
 * beget community bonuses.
 */
export function communityBonuses(
  { plan, path, trigger = "activation" }: EngineInput,
  team: RawBonus[]
): RawBonus[] {
  const rule = plan.bonuses.community
  if (!rule.triggers.includes(trigger)) return []
  const out: RawBonus[] = []
  for (const t of team) {
    const from = path.findIndex((u) => u.member_id === t.earner.member_id)
    const peer = path
      .slice(from + 1)
      .find((u) => u.team_level === t.earner.team_level && canEarn(u))
    if (!peer) continue
    const amount = t.amount.times(rule.rate)
    if (amount.isZero()) continue
    out.push({
      type: "community",
      earner: peer,
      rate: rule.rate,
      amount,
      params: {
        team_level: teamLevelName(t.earner.team_level),
        from_username: t.earner.username,
        from_amount: new D(t.amount).toFixed(8),
      },
    })
  }
  return out
}
