import type { Context, MedusaContainer } from "@medusajs/framework/types"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { D, fmt } from "../engine/money"
import { pointsGranted } from "../engine/postings"
import { activationFence, withActivationLock } from "../activation/lock"
import { delayedKey } from "../activation/complete"
import { reconcileActivations, recordFailure } from "../activation/reconcile"
import type { StaffAudit } from "../modules/rewards/service"
import { planClock } from "../shared/clock"
import { ports, type Ports } from "../shared/ports"
import { computeClawbacks, refundPostings, type RefundPlan } from "./compute"

/** The per-member lock of money steps the card refund and the shop's checkout share. */
export const memberMoneyKey = (memberId: string) => `member-money:${memberId}`

/** The key of a refund's one ledger entry. */
export const refundKey = (activationId: string) => `refund:${activationId}`

export type RefundInput = {
  activation_id: string
  /** A member may refund only their own card; staff any. */
  by: { member_id: string } | { staff_id: string }
  reason: string | null
}

const refuse = (code: string, type = MedusaError.Types.NOT_ALLOWED) =>
  new AppError(type, code)

/**
 * Refunds a card within the plan's cooling-off period (rules.md §4), under the
 * activation lock: the refund is computed and kept on the activation (planRefund),
 * then ONE ledger entry `refund:<id>` gives the price back (from
 * platform:revenue), takes the card's points back and claws every settled bonus
 * back (as far as each earner still holds it; the rest is the clawback's debt);
 * then finishRefund. A crash anywhere in between is finished (entry posted) or
 * undone (not posted) by the refund reconciler, which runs first, as it does
 * before every activation and daily top.
 */
export async function refundActivation(
  container: MedusaContainer,
  input: RefundInput
) {
  const p = ports(container)
  return withActivationLock(container, async () => {
    await reconcileActivations(container, p)
    const a = await p.rewards.findActivation({ id: input.activation_id })
    if (!a || ("member_id" in input.by && a.member_id !== input.by.member_id))
      throw refuse("activation_not_found", MedusaError.Types.NOT_FOUND)
    if (a.status === "refunded")
      return { ...(await p.rewards.getRefund(a.id)), replayed: true }
    // the member's money lock, which the shop's checkout holds while it commits
    // at the member price this card gives (rules.md §7 "Checked at commit"):
    // the refund's checks and its entry come before or after a checkout, never
    // in between
    return container
      .resolve(Modules.LOCKING)
      .execute(
        memberMoneyKey(a.member_id),
        () => refundUnderMemberLock(container, p, a, input),
        { timeout: 60 }
      )
  })
}

async function refundUnderMemberLock(
  container: MedusaContainer,
  p: Ports,
  a: Activation,
  input: RefundInput
) {
  {
    // the reconciler finished or dropped every other planned refund
    if (a.stuck_at) throw refuse("operation_stuck", MedusaError.Types.CONFLICT)

    const refund = await computeRefund(p, a, input)
    await p.rewards.planRefund({ id: a.id, refund })
    let entryId: string
    // fenced by the lock hold's token, as an activation's entry (write.ts)
    const token = activationFence()
    const write = (ctx?: Context) =>
      p.ledger.postEntry(
        {
          key: refundKey(a.id),
          kind: "refund",
          description_key: "rewards.refund",
          params: {
            activation_id: a.id,
            card: a.card,
            kind: a.kind,
            amount: a.amount,
            plan_version: a.plan_version,
          },
          source: { type: "activation", id: a.id },
          postings: refundPostings(a.member_id, refund),
        },
        ctx
      )
    try {
      const { entry } = token
        ? await p.rewards.withFence(token, write)
        : await write()
      entryId = entry.id
    } catch (e) {
      // refused (a balance moved meanwhile): nothing moved, the plan goes; when
      // it can't be told whether it committed, the reconciler decides later
      const posted = await p.ledger
        .getEntry({ key: refundKey(a.id) })
        .catch(() => {
          throw e
        })
      if (posted) entryId = posted.id
      else {
        await p.rewards.dropRefundPlan(a.id)
        throw e
      }
    }
    await finishRefund(container, p, a, entryId, {
      audit:
        "staff_id" in input.by ? { staff_id: input.by.staff_id } : undefined,
    })
    return { ...(await p.rewards.getRefund(a.id)), replayed: false }
  }
}

type Activation = NonNullable<
  Awaited<ReturnType<Ports["rewards"]["findActivation"]>>
>

/**
 * The side effects of a refund whose ledger entry is posted, each keyed by the
 * refund so that running them again (the reconciler) changes nothing: the
 * delayed bonuses' pending entry voided, the volume along the path, the card;
 * then the records and the `refunded` mark (completeRefund: the mark last, so
 * an activation not marked still has work left), and the event once.
 */
export async function finishRefund(
  container: MedusaContainer,
  p: Ports,
  a: Activation,
  entryId: string,
  /** A staff refund: audited in the transaction that marks it refunded. */
  opts: { audit?: StaffAudit } = {}
) {
  // bonuses still waiting for the settlement delay: their pending entry is voided
  const delayed = await p.ledger.getEntry({ key: delayedKey(a.id) })
  if (delayed?.status === "pending")
    await p.ledger.voidPendingEntry(delayedKey(a.id))
  const { plan } = await p.plan.getPlan(a.plan_version)
  const t = plan.levels.team_volume
  await p.network.removeVolume({
    key: `${refundKey(a.id)}:volume`,
    member_id: a.member_id,
    amount: a.amount,
    thresholds: [t.V1, t.V2, t.V3, t.V4, t.V5],
  })
  // the sponsor's star level falls back under the cap of the plan in force now
  const { plan: now } = await p.plan.getPlan()
  await p.network.revertCard({
    key: `${refundKey(a.id)}:card`,
    member_id: a.member_id,
    card: a.kind === "upgrade" ? "standard" : null,
    star_max: now.levels.star_max,
  })
  await p.rewards.completeRefund({
    id: a.id,
    entry_id: entryId,
    audit: opts.audit,
  })
  // other plugins follow the card (the shop's member price group), once
  if (await p.rewards.claimOperation(`${refundKey(a.id)}:event`, "event"))
    await container.resolve(Modules.EVENT_BUS).emit({
      name: "card.refunded",
      data: { id: a.id, member_id: a.member_id, card: a.card, kind: a.kind },
    })
}

/**
 * Finishes refunds a crash (or a failure) cut short (call under the activation
 * lock, so none is in flight): with their ledger entry posted, finishRefund;
 * without it nothing moved, and the kept plan is dropped (a new request computes
 * it again). A failure is counted and quarantined like an activation's.
 */
export async function reconcileRefunds(
  container: MedusaContainer,
  p: Ports,
  /** The planned refunds, read already (reconcileActivations reads both at once). */
  planned?: Awaited<ReturnType<Ports["rewards"]["listPlannedRefunds"]>>
) {
  let completed = 0
  let dropped = 0
  let failed = 0
  for (const a of planned ?? (await p.rewards.listPlannedRefunds())) {
    try {
      const entry = await p.ledger.getEntry({ key: refundKey(a.id) })
      if (entry) {
        await finishRefund(container, p, a, entry.id)
        completed++
      } else {
        await p.rewards.dropRefundPlan(a.id)
        dropped++
      }
    } catch (e) {
      await recordFailure(container, p, a.id, "refund", e)
      failed++
    }
  }
  return { completed, dropped, failed }
}

export async function computeRefund(
  p: Ports,
  a: Activation,
  input: RefundInput
): Promise<RefundPlan> {
  // a card bought on credit is paid by platform:loans: refunding it would have to
  // unwind the loan too (not supported, rules.md §6 has no such case)
  if (a.loan_id) throw refuse("refund_on_credit")
  if (await p.rewards.hasLaterActivation(a))
    throw refuse("refund_later_card_first")
  const { plan } = await p.plan.getPlan(a.plan_version)
  const days = plan.refund.cooling_off_days
  // the cooling-off period by the database's clock (every process the same)
  const { ms: now } = await planClock(p, plan.timezone)
  if (now - new Date(a.created_at).getTime() > days * 86_400_000)
    throw refuse("refund_period_over")

  const points = pointsGranted(plan, a)
  const buyer = await p.ledger.getBalances(a.member_id)
  if (new D(buyer.POINTS).lt(points)) throw refuse("refund_points_spent")

  const { bonus_records } = await p.rewards.listBonusRecords(
    { activation_id: a.id },
    { limit: 1000, offset: 0 }
  )
  const settled = bonus_records.filter((b) => b.status === "settled")
  const balances = await p.ledger.getBalancesOfMany([
    ...new Set(settled.map((b) => b.member_id)),
  ])
  return {
    amount: a.amount,
    points: fmt(points),
    clawbacks: computeClawbacks(settled, balances),
    eliminated: bonus_records
      .filter(
        (b) =>
          b.status === "pending_elimination" ||
          b.status === "pending_settlement"
      )
      .map((b) => b.id),
    reason: input.reason,
    by: "member_id" in input.by ? input.by.member_id : input.by.staff_id,
  }
}
