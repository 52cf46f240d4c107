import type { MedusaContainer } from "@medusajs/framework/types"
import { PLAN_DEFAULTS, type LedgerPlan } from "../plan-defaults"

type PlanDocument = {
  timezone?: string
  withdrawal?: Partial<LedgerPlan["withdrawal"]>
  exchange?: Partial<LedgerPlan["exchange"]>
  limits?: Partial<LedgerPlan["limits"]>
}

/**
 * The plan module (rewards plugin, container key "plan") answers the plan in force
 * as `GET /admin/plan` does: `{ version, plan }`. It is required (package.json
 * `uuc.needs`); keys the plan leaves out take the defaults.
 */
export type PlanSource = {
  getPlan(): Promise<{ version: number; plan: PlanDocument }>
}

export async function readPlan(
  container: MedusaContainer
): Promise<LedgerPlan> {
  const { plan } = await container.resolve<PlanSource>("plan").getPlan()
  return {
    timezone: plan.timezone ?? PLAN_DEFAULTS.timezone,
    withdrawal: { ...PLAN_DEFAULTS.withdrawal, ...plan.withdrawal },
    exchange: { ...PLAN_DEFAULTS.exchange, ...plan.exchange },
    limits: { ...PLAN_DEFAULTS.limits, ...plan.limits },
  }
}
