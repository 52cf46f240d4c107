import { Modules } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import type { Plan } from "@uuc/data"
import { buildBonusesPostings } from "../engine/postings"
import type { ActivationView } from "../modules/rewards/lib/types"
import type { StaffAudit, StoredActivation } from "../modules/rewards/service"
import type { Ports } from "../shared/ports"

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
 * Under withRelaxedCommit (the activation path, under its lock: phases.ts) these
 * commits do not wait for their WAL flush, so the lock is held for the work and
 * not for the disk; `announce`, a durable commit, flushes them before the member
 * gets an answer. A crash before that loses the tail of the WAL in order — this
 * activation's later writes with its earlier ones — which the reconciler finishes
 * or drops.
 */
export async function completeActivation(
  container: MedusaContainer,
  p: Ports,
  a: StoredActivation,
  entryId: string,
  options: { plan?: Plan; audit?: StaffAudit } = {}
) {
  // the activation's own plan version (the caller may hold it already)
  const plan = options.plan ?? (await p.plan.getPlan(a.plan_version)).plan
  const network = await p.network.applyActivation({
    ...networkInput(a),
    ...levelRules(plan),
  })
  if (network.applied) checkLevels(container, [a], network.changed)
  return finishActivation(p, a, entryId, options.audit)
}

/**
 * completeActivation for the activations of one lock hold (distinct buyers, in
 * the order they were computed, none opening a loan), all with the plan `plan`:
 * their network effects in ONE statement, then every record and completion mark
 * in one transaction. Its caller relaxes the commits, as on the activation path.
 */
export async function completeActivations(
  container: MedusaContainer,
  p: Ports,
  done: { activation: StoredActivation; entry_id: string }[],
  plan: Plan
): Promise<ActivationView[]> {
  if (done.length === 1) {
    // one alone: the single statement costs less than the batch's
    const [{ activation, entry_id }] = done
    return [
      await completeActivation(container, p, activation, entry_id, { plan }),
    ]
  }
  const network = await p.network.applyActivations({
    activations: done.map((d) => networkInput(d.activation)),
    ...levelRules(plan),
  })
  if (network.applied === done.length)
    checkLevels(
      container,
      done.map((d) => d.activation),
      network.changed
    )
  for (const { activation } of done) await postDelayed(p, activation)
  return p.rewards.completeActivations({
    activations: done.map((d) => ({
      id: d.activation.id,
      entry_id: d.entry_id,
    })),
  })
}

/** An activation's network effect, keyed by the activation. */
const networkInput = (a: StoredActivation) => ({
  key: `${entryKey(a.id)}:network`,
  member_id: a.member_id,
  amount: a.amount,
  card: a.card,
})

/** The plan's level rules, as the network takes them (it has no plan). */
const levelRules = (plan: Plan) => {
  const t = plan.levels.team_volume
  return {
    thresholds: [t.V1, t.V2, t.V3, t.V4, t.V5] as [
      string,
      string,
      string,
      string,
      string,
    ],
    star_max: plan.levels.star_max,
  }
}

/** The delayed bonuses' pending entry, then the records and the completion mark. */
async function finishActivation(
  p: Ports,
  a: StoredActivation,
  entryId: string,
  audit?: StaffAudit
) {
  await postDelayed(p, a)
  return p.rewards.completeActivation({ id: a.id, entry_id: entryId, audit })
}

/** With a settlement delay, the bonuses wait in a pending entry (settle-delayed). */
async function postDelayed(p: Ports, a: StoredActivation) {
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
}

/** The key that claims an activation's event (at most one each). */
export const eventKey = (activationId: string) =>
  `${entryKey(activationId)}:event`

type Announced = Pick<
  StoredActivation,
  "id" | "member_id" | "card" | "kind" | "amount"
>

/**
 * A durable commit (it flushes whatever was committed before it), then the
 * `card.activated` event, at most once per activation.
 */
export async function announceActivation(
  container: MedusaContainer,
  p: Ports,
  a: Announced
) {
  if (!(await p.rewards.claimOperation(eventKey(a.id), "event"))) return
  await emitActivated(container, a)
}

/** The `card.activated` event of an activation whose event key is claimed. */
export async function emitActivated(container: MedusaContainer, a: Announced) {
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
 * answers the levels the activations changed (of a batch: each member's level
 * after the last), which must be the projected ones. A difference means the
 * projection and the network's rules drifted apart: logged loudly, as the money
 * has moved already.
 */
function checkLevels(
  container: MedusaContainer,
  activations: StoredActivation[],
  changed: { member_id: string; star_level: number; team_level: number }[]
) {
  const expected = new Map<string, { star_level: number; team_level: number }>()
  for (const a of activations)
    for (const [id, l] of Object.entries(a.levels)) expected.set(id, l)
  const actual = new Map(changed.map((c) => [c.member_id, c]))
  const ids = new Set([...expected.keys(), ...actual.keys()])
  const drift = [...ids].flatMap((member_id) => {
    const want = expected.get(member_id)
    const got = actual.get(member_id)
    return want?.star_level === got?.star_level &&
      want?.team_level === got?.team_level
      ? []
      : [{ member_id, expected: want ?? null, actual: got ?? null }]
  })
  if (drift.length)
    container
      .resolve("logger")
      .error(
        `rewards: ${activations.length > 1 ? `activations ${activations.map((a) => a.id).join(", ")} were` : `activation ${activations[0].id} was`} computed with levels the network does not have: ${JSON.stringify(drift)}`
      )
  return drift.length
}
