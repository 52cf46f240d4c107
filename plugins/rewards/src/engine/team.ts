import type { TeamLevel } from "@uuc/data"
import { D, ZERO, type Dec } from "./money"
import { canEarn, type RawBonus } from "./raw"
import type { EngineInput } from "./types"

export const teamLevelName = (level: number) => `V${level}` as TeamLevel

/**
 * Team (differential): walking up the placement path, nearest first, each upline of
 * level V1..V5 earns (its rate − the highest rate already paid for this activation)
 * × P when positive. Inactive uplines are passed over and take nothing, so the
 * differential stays for the next. A frozen upline's bonus is recorded (pending
 * elimination, it may still be settled), so it counts as paid.
 */
export function teamBonuses({
  plan,
  activation,
  path,
  trigger = "activation",
}: EngineInput): RawBonus[] {
  const rule = plan.bonuses.team
  if (!rule.triggers.includes(trigger)) return []
  const p = new D(activation.amount)
  // each level's rate parsed once: a deep path has a thousand uplines to pass
  const rates = new Map<number, Dec>()
  const rateOf = (level: number) => {
    let rate = rates.get(level)
    if (!rate)
      rates.set(level, (rate = new D(rule.rates[teamLevelName(level)])))
    return rate
  }
  let highest = ZERO
  const out: RawBonus[] = []
  for (const upline of path) {
    if (upline.team_level < 1 || !canEarn(upline)) continue
    const own = rateOf(upline.team_level)
    if (own.lte(highest)) continue
    const diff = own.minus(highest)
    highest = own
    out.push({
      type: "team",
      earner: upline,
      rate: diff.toString(),
      amount: p.times(diff),
      params: { team_level: teamLevelName(upline.team_level) },
    })
  }
  return out
}
