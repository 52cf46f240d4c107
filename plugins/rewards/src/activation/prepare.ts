import { generateEntityId, MedusaError } from "@medusajs/framework/utils"
import type { CardKind, Plan } from "@uuc/data"
import { AppError } from "@uuc/errors"
import {
  buildPostings,
  computeActivationBonuses,
  projectLevels,
} from "../engine"
import { units } from "../engine/money"
import type { Posting } from "../engine/postings"
import type { Earner } from "../engine/types"
import type { NewActivation } from "../modules/rewards/lib/types"
import type { NetworkNode } from "../shared/ports"
import { decideActivation } from "./decide"
import type { Effects, View } from "./view"

/** Whether every debt read is zero (a member who owes nothing may be listed). */
const noneOwe = (debts: Record<string, string>) =>
  Object.values(debts).every((v) => units(v) === 0n)

/**
 * Reads what an activation depends on (the buyer, its placement path, the plan in
 * force, the UUC price, frozen members, debts) through `view` and computes its
 * bonuses with the levels the path will have once this activation is applied. Run
 * under the activation lock, so nothing it read changes before the activation
 * completes. `effects`: what it will change, for the next activation of a batch.
 */
export async function prepareActivation(
  view: View,
  input: {
    member_id: string
    card: CardKind
    idempotency: { key: string; hash: string } | null
    /** The card on credit: the loan it opens and the staff user approving it. */
    loan?: { id: string; staff_id: string; reason?: string | null }
  }
): Promise<{
  activation: NewActivation
  postings: Posting[]
  plan: Plan
  effects: Effects
  loan_reason: string | null
}> {
  const { plan, version, price } = view
  // independent reads side by side (each on a pool connection of its own)
  const [buyer, path] = await Promise.all([
    view.getNode(input.member_id),
    view.getPath(input.member_id),
  ])
  const { kind, amount } = decideActivation(plan, buyer.card, input.card)
  const sponsor =
    path.find((n) => n.member_id === buyer.sponsor_id) ??
    (buyer.sponsor_id ? await view.getNode(buyer.sponsor_id) : null)
  const { after, changed } = projectLevels({
    plan,
    amount,
    first_activation: !buyer.active,
    sponsor_id: buyer.sponsor_id,
    // the sponsor's team volume grows only when it is on the path (it always is)
    nodes: path,
  })
  // who is frozen and what they owe, read for the earners only (see below)
  const frozen = new Set<string>()
  const debts: Record<string, string> = {}
  const refundDebts: Record<string, string> = {}
  const earner = (n: NetworkNode): Earner => ({
    member_id: n.member_id,
    username: n.username,
    active: n.active,
    frozen: frozen.has(n.member_id),
    star_level: after.get(n.member_id)?.star_level ?? n.star_level,
    team_level: after.get(n.member_id)?.team_level ?? n.team_level,
    active_direct_count:
      after.get(n.member_id)?.active_direct_count ?? n.active_direct_count,
    owes: debts[n.member_id] ?? "0",
    refund_debt: refundDebts[n.member_id] ?? "0",
  })

  const id = generateEntityId(undefined, "act")
  const card: CardKind = kind === "upgrade" ? "gold" : input.card
  const activation = {
    id,
    member_id: input.member_id,
    username: buyer.username,
    card,
    kind,
    amount,
    on_credit: !!input.loan,
  }
  const compute = () =>
    computeActivationBonuses({
      plan,
      plan_version: version,
      price,
      activation,
      sponsor: sponsor ? earner(sponsor) : null,
      path: path.map(earner),
    })
  // Being frozen or owing changes how much an earner is paid and how, never who
  // else earns: so the bonuses are computed first as if nobody were, and the
  // members read for the earners (and the buyer) only — a handful of ids instead
  // of a 1,000-deep path's. Any earner not read yet is read and it runs again.
  const read = new Set<string>()
  let result = compute()
  let computed = result.bonuses
  for (;;) {
    const unread = [
      ...new Set([input.member_id, ...computed.map((b) => b.beneficiary_id)]),
    ].filter((id) => !read.has(id))
    if (!unread.length) break
    const [f, d, r] = await Promise.all([
      view.frozenAmong(unread),
      view.getDebts(unread),
      view.getRefundDebts(unread),
    ])
    for (const id of unread) read.add(id)
    for (const id of f) frozen.add(id)
    Object.assign(debts, d)
    Object.assign(refundDebts, r)
    if (frozen.has(input.member_id))
      throw new AppError(MedusaError.Types.FORBIDDEN, "member_frozen")
    // none of them frozen or owing: they are the earners computed already
    // (unread ones count as neither), so computing again gives the same bonuses
    if (!f.size && noneOwe(d) && noneOwe(r)) break
    result = compute()
    computed = result.bonuses
  }
  // with a settlement delay, what would be paid now waits in a pending entry
  // (complete.ts) that the settle-delayed job posts once the delay is over
  const bonuses =
    plan.settlement.delay_hours > 0
      ? computed.map((b) =>
          b.status === "settled"
            ? { ...b, status: "pending_settlement" as const }
            : b
        )
      : computed
  return {
    activation: {
      id,
      member_id: input.member_id,
      card,
      kind,
      amount,
      plan_version: version,
      price,
      idempotency: input.idempotency,
      loan_id: input.loan?.id ?? null,
      // what the network must answer as changed (complete.ts checks it)
      levels: Object.fromEntries(
        changed.map((id) => {
          const l = after.get(id)!
          return [id, { star_level: l.star_level, team_level: l.team_level }]
        })
      ),
      created_by: input.loan?.staff_id ?? input.member_id,
      sponsor_id: buyer.sponsor_id,
      bonuses,
      bonus_total_usd: result.total_usd,
      rounding_usd: result.rounding_usd,
    },
    postings: buildPostings(plan, activation, bonuses, result.rounding_usd),
    plan,
    effects: { member_id: input.member_id, card, amount, after, bonuses },
    /** The approval's reason, for its audit row. */
    loan_reason: input.loan?.reason ?? null,
  }
}
