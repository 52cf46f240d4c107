import { Modules } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import type { Plan } from "@uuc/data"
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
 * volume, levels, card and active flag along the path (one network statement), the
 * delayed bonuses' pending entry, the bonus records (written with the completion
 * mark). Then `announce` makes it all durable and emits the event.
 *
 * `sync_commit: false` (the activation path, under its lock): these commits do not
 * wait for their WAL flush, so the lock is held for the work and not for the disk;
 * `announce`, a durable commit, flushes them before the member gets an answer. A
 * crash before that loses the tail of the WAL in order — this activation's later
 * writes with its earlier ones — which the reconciler finishes or drops.
 */
export async function completeActivation(
  container: MedusaContainer,
  p: Ports,
  a: StoredActivation,
  entryId: string,
  options: { sync_commit?: boolean; plan?: Plan } = {}
) {
  // the activation's own plan version (the caller may hold it already)
  const plan = options.plan ?? (await p.plan.getPlan(a.plan_version)).plan
  const t = plan.levels.team_volume
  const network = await p.network.applyActivation({
    key: `${entryKey(a.id)}:network`,
    member_id: a.member_id,
    amount: a.amount,
    card: a.card,
    thresholds: [t.V1, t.V2, t.V3, t.V4, t.V5],
    star_max: plan.levels.star_max,
    sync_commit: options.sync_commit,
  })
  if (network.applied) checkLevels(container, a, network.changed)
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
      sync_commit: options.sync_commit,
    })
  return p.rewards.completeActivation({
    id: a.id,
    entry_id: entryId,
    loan_interest: plan.loan.interest,
    sync_commit: options.sync_commit,
  })
}

/**
 * A durable commit (it flushes whatever was committed before it), then the
 * `card.activated` event, at most once per activation.
 */
export async function announceActivation(
  container: MedusaContainer,
  p: Ports,
  a: Pick<StoredActivation, "id" | "member_id" | "card" | "kind" | "amount">
) {
  if (!(await p.rewards.claimOperation(`${entryKey(a.id)}:event`, "event")))
    return
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

/**
 * The bonuses were computed with projected levels (engine/project.ts); the network
 * answers the levels the activation changed, which must be the projected ones. A
 * difference means the projection and the network's rules drifted apart: logged
 * loudly, as the money has moved already.
 */
function checkLevels(
  container: MedusaContainer,
  a: StoredActivation,
  changed: { member_id: string; star_level: number; team_level: number }[]
) {
  const actual = new Map(changed.map((c) => [c.member_id, c]))
  const ids = new Set([...Object.keys(a.levels), ...actual.keys()])
  const drift = [...ids].flatMap((member_id) => {
    const expected = a.levels[member_id]
    const got = actual.get(member_id)
    return expected?.star_level === got?.star_level &&
      expected?.team_level === got?.team_level
      ? []
      : [{ member_id, expected: expected ?? null, actual: got ?? null }]
  })
  if (drift.length)
    container
      .resolve("logger")
      .error(
        `rewards: activation ${a.id} was computed with levels the network does not have: ${JSON.stringify(drift)}`
      )
  return drift.length
}
