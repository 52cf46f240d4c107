import type { MedusaContainer } from "@medusajs/framework/types"
import { PLAN_DEFAULTS, type LedgerPlan } from "../plan-defaults"
import { optional } from "./container"

type PlanDocument = {
  timezone?: string
  withdrawal?: Partial<LedgerPlan["withdrawal"]>
  exchange?: Partial<LedgerPlan["exchange"]>
}

/**
 * The plan module (rewards plugin, container key "plan") answers the plan in force
 * as `GET /admin/plan` does: `{ version, plan }`. Until it exists, the defaults.
 */
export type PlanSource = {
  getPlan(): Promise<{ version: number; plan: PlanDocument }>
}

export async function readPlan(
  container: MedusaContainer
): Promise<LedgerPlan> {
  const source = optional<Partial<PlanSource>>(container, "plan")
  if (typeof source?.getPlan !== "function") return PLAN_DEFAULTS
  const { plan } = await source.getPlan()
  return {
    timezone: plan.timezone ?? PLAN_DEFAULTS.timezone,
    withdrawal: { ...PLAN_DEFAULTS.withdrawal, ...plan.withdrawal },
    exchange: { ...PLAN_DEFAULTS.exchange, ...plan.exchange },
  }
}
