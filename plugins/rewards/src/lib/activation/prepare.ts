import { generateEntityId, MedusaError } from "@medusajs/framework/utils"
import type { CardKind } from "@uuc/data"
import { AppError } from "@uuc/errors"
import { buildPostings, computeBonuses, projectLevels } from "../../engine"
import type { Posting } from "../../engine/postings"
import type { Earner } from "../../engine/types"
import type { NewActivation } from "../../modules/rewards/lib/types"
import { frozenAmong, type NetworkNode, type Ports } from "../ports"
import { decideActivation } from "./decide"

/**
 * Reads what an activation depends on (the buyer, its placement path, the plan in
 * force, the UUC price, frozen members, debts) and computes its bonuses with the
 * levels the path will have once this activation is applied. Run under the
 * activation lock, so nothing it read changes before the activation completes.
 */
export async function prepareActivation(
  p: Ports,
  input: {
    member_id: string
    card: CardKind
    idempotency: { key: string; hash: string } | null
    /** The card on credit: the loan it opens and the staff user approving it. */
    loan?: { id: string; staff_id: string }
  }
): Promise<{ activation: NewActivation; postings: Posting[] }> {
  const buyer = await p.network.getNode(input.member_id)
  const { version, plan } = await p.plan.getPlan()
  const { kind, amount } = decideActivation(plan, buyer.card, input.card)
  const path = await p.network.getPath(input.member_id)
  const sponsor =
    path.find((n) => n.member_id === buyer.sponsor_id) ??
    (buyer.sponsor_id ? await p.network.getNode(buyer.sponsor_id) : null)
  const nodes = sponsor && !path.includes(sponsor) ? [...path, sponsor] : path
  const ids = nodes.map((n) => n.member_id)
  const [frozen, debts, token] = await Promise.all([
    frozenAmong(p, [input.member_id, ...ids]),
    p.rewards.getDebts(ids),
    p.ledger.getTokenPrice(),
  ])
  if (frozen.has(input.member_id))
    throw new AppError(MedusaError.Types.FORBIDDEN, "member_frozen")

  const after = projectLevels({
    plan,
    amount,
    first_activation: !buyer.active,
    sponsor_id: buyer.sponsor_id,
    // the sponsor's team volume grows only when it is on the path (it always is)
    nodes: path,
  })
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
  })

  const id = generateEntityId(undefined, "act")
  const card: CardKind = kind === "upgrade" ? "gold" : input.card
  const price = String(token.price)
  const activation = {
    id,
    member_id: input.member_id,
    username: buyer.username,
    card,
    kind,
    amount,
    on_credit: !!input.loan,
  }
  const computed = computeBonuses({
    plan,
    plan_version: version,
    price,
    activation,
    sponsor: sponsor ? earner(sponsor) : null,
    path: path.map(earner),
  })
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
      levels: Object.fromEntries(
        [...after].map(([id, l]) => [
          id,
          { star_level: l.star_level, team_level: l.team_level },
        ])
      ),
      created_by: input.loan?.staff_id ?? input.member_id,
      sponsor_id: buyer.sponsor_id,
      bonuses,
    },
    postings: buildPostings(plan, activation, bonuses),
  }
}
