import { Modules } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { buildBonusesPostings } from "../../engine/postings"
import type { StoredActivation } from "../../modules/rewards/service"
import type { Ports } from "../ports"

/** The key of an activation's one ledger entry. */
export const entryKey = (activationId: string) => `activation:${activationId}`

/** The key of the pending entry holding an activation's delayed bonuses. */
export const delayedKey = (activationId: string) =>
  `activation:${activationId}:bonuses`

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
  await checkLevels(container, p, a)
  const delayed = a.bonuses.filter((b) => b.status === "pending_settlement")
  if (delayed.length)
    await p.ledger.postEntry({
      key: delayedKey(a.id),
      kind: "bonus_settlement",
      description_key: "rewards.bonus_settlement",
      params: { activation_id: a.id, plan_version: a.plan_version },
      source: { type: "activation", id: a.id },
      postings: buildBonusesPostings(
        delayed.map((b) => ({ ...b, member_id: b.beneficiary_id }))
      ),
      pending: true,
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

/**
 * The bonuses were computed with projected levels (engine/project.ts); once the
 * network has applied the activation, its levels must be the same. A difference
 * means the projection and the network's rules drifted apart: logged loudly, as
 * the money has moved already.
 */
async function checkLevels(
  container: MedusaContainer,
  p: Ports,
  a: StoredActivation
) {
  const drift = (await p.network.getPath(a.member_id)).filter((n) => {
    const expected = a.levels[n.member_id]
    return (
      expected &&
      (expected.star_level !== n.star_level ||
        expected.team_level !== n.team_level)
    )
  })
  if (drift.length)
    container.resolve("logger").error(
      `rewards: activation ${a.id} was computed with levels the network does not have: ${JSON.stringify(
        drift.map((n) => ({
          member_id: n.member_id,
          expected: a.levels[n.member_id],
          actual: { star_level: n.star_level, team_level: n.team_level },
        }))
      )}`
    )
  return drift.length
}
