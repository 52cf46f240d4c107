import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { plan } from "@uuc/data"

// The plan the HTTP specs run on unless one asks for the default plan
// (`defaultPlan: true` beside `testSuite`). The default holds an activation's
// bonuses as pending settlement until its refund window closes (rules.md §4,
// Settlement); most specs test what bonuses do once spendable, so theirs settle at
// once, as a plan with the explicit setting may. Everything else is the default.

/** The settlement keys of the test plan (e2e's platform installs the same). */
export const INSTANT_SETTLEMENT = { delay_hours: 0, before_refund_window: true }

type Pg = { raw(sql: string, bindings?: unknown[]): Promise<unknown> }

/**
 * Version 1 of the plan with instant settlement, before a spec's own set-up: the
 * version numbers every spec expects stay as they are. Test harness only (the
 * plan module writes version 1 itself on its first read otherwise).
 */
export async function installInstantSettlement(container: MedusaContainer) {
  const pg = container.resolve<Pg>(ContainerRegistrationKeys.PG_CONNECTION)
  const document = {
    ...plan,
    settlement: { ...plan.settlement, ...INSTANT_SETTLEMENT },
  }
  await pg.raw(
    `insert into plan_version (id, version, document, created_by)
     values ('planv_test_instant_settlement', 1, ?::jsonb, null)
     on conflict do nothing`,
    [JSON.stringify(document)]
  )
  await pg.raw(
    `update plan_version
        set document = jsonb_set(document, '{settlement}',
                                 (document -> 'settlement') || ?::jsonb)
      where version = 1`,
    [JSON.stringify(INSTANT_SETTLEMENT)]
  )
}
