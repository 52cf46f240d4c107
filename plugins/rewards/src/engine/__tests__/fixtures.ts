import { plan as DEFAULTS, type Plan } from "@uuc/data"
import type { Activation, Earner, EngineInput } from "../types"

export const plan = (patch: (p: Plan) => void = () => {}): Plan => {
  const copy = JSON.parse(JSON.stringify(DEFAULTS)) as Plan
  patch(copy)
  return copy
}

export const earner = (id: string, over: Partial<Earner> = {}): Earner => ({
  member_id: id,
  username: id,
  active: true,
  frozen: false,
  star_level: 0,
  team_level: 0,
  active_direct_count: 0,
  owes: "0",
  ...over,
})

export const gold = (over: Partial<Activation> = {}): Activation => ({
  id: "act_1",
  member_id: "X",
  username: "x",
  card: "gold",
  kind: "activation",
  amount: "200",
  ...over,
})

export const input = (over: Partial<EngineInput>): EngineInput => ({
  plan: plan(),
  plan_version: 1,
  price: "0.01",
  activation: gold(),
  sponsor: null,
  path: [],
  ...over,
})
