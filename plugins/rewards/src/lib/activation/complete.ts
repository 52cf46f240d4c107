import { Modules } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import type { StoredActivation } from "../../modules/rewards/service"
import type { Ports } from "../ports"

/** The key of an activation's one ledger entry. */
export const entryKey = (activationId: string) => `activation:${activationId}`

/**
 * The side effects of an activation whose ledger entry is posted, each keyed by the
 * activation so that running this again (a retry, the reconciler) changes nothing:
 * volume and levels along the path, the card and active flag, the bonus records
 * (written with the completion mark), then the `card.activated` event, at most once.
 */
export async function completeActivation(
  container: MedusaContainer,
  p: Ports,
  a: StoredActivation,
  entryId: string
) {
  const { plan } = await p.plan.getPlan(a.plan_version)
  const t = plan.levels.team_volume
  await p.network.addVolume({
    key: `${entryKey(a.id)}:volume`,
    member_id: a.member_id,
    amount: a.amount,
    thresholds: [t.V1, t.V2, t.V3, t.V4, t.V5],
  })
  await p.network.setActive({
    key: `${entryKey(a.id)}:card`,
    member_id: a.member_id,
    card: a.card,
  })
  const done = await p.rewards.completeActivation({
    id: a.id,
    entry_id: entryId,
    loan_interest: plan.loan.interest,
  })
  if (await p.rewards.claimOperation(`${entryKey(a.id)}:event`, "event")) {
    await container.resolve(Modules.EVENT_BUS).emit({
      name: "card.activated",
      data: {
        id: a.id,
        member_id: a.member_id,
        card: a.card,
        kind: a.kind,
        amount: a.amount,
      },
    })
  }
  return done
}
