import { D, fmt } from "../engine/money"
import { pointsGranted } from "../engine/postings"
import { planClock } from "../shared/clock"
import type { Ports } from "../shared/ports"

/**
 * Why a card cannot be refunded now (the same rules refundActivation enforces,
 * read without the lock: the refund itself checks them again).
 */
export type RefundBlock =
  | "refunded"
  | "pending"
  | "refund_on_credit"
  | "refund_later_card_first"
  | "refund_period_over"
  | "refund_points_spent"

/** A member's activation as /star and the member's admin page show it. */
export type ActivationOffer = {
  id: string
  card: "standard" | "gold"
  kind: "activation" | "upgrade"
  amount: string
  plan_version: number
  status: string
  created_at: string
  refunded_at: string | null
  /** The end of the cooling-off period. */
  refundable_until: string
  /** What a refund gives back (USDT) and takes back (points). */
  refund: { amount: string; points: string }
  /** null: it can be refunded now. */
  blocked: RefundBlock | null
}

/** GET /store/activations and GET /admin/activations?member_id=. */
export type ActivationsAnswer = { activations: ActivationOffer[] }

/** The member's latest activations with whether and until when each can be refunded. */
export async function activationOffers(
  p: Ports,
  memberId: string,
  limit = 20
): Promise<ActivationOffer[]> {
  const list = await p.rewards.listMemberActivations(memberId, limit)
  if (!list.length) return []
  const balances = await p.ledger.getBalances(memberId)
  const plans = new Map<number, Awaited<ReturnType<Ports["plan"]["getPlan"]>>>()
  for (const v of new Set(list.map((a) => a.plan_version)))
    plans.set(v, await p.plan.getPlan(v))
  // the refund windows by the database's clock, as the refund itself checks them
  const { ms: now } = await planClock(p)
  // newest first: a card bought after this one (not refunded) must go back first
  let laterLive = false
  return list.map((a) => {
    const { plan } = plans.get(a.plan_version)!
    const until =
      new Date(a.created_at).getTime() +
      plan.refund.cooling_off_days * 86_400_000
    const points = fmt(pointsGranted(plan, a))
    const blocked: RefundBlock | null =
      a.status === "refunded"
        ? "refunded"
        : a.status !== "completed"
          ? "pending"
          : a.loan_id
            ? "refund_on_credit"
            : laterLive
              ? "refund_later_card_first"
              : now > until
                ? "refund_period_over"
                : new D(balances.POINTS ?? 0).lt(points)
                  ? "refund_points_spent"
                  : null
    if (a.status === "pending" || a.status === "completed") laterLive = true
    return {
      id: a.id,
      card: a.card,
      kind: a.kind,
      amount: a.amount,
      plan_version: a.plan_version,
      status: a.status,
      created_at: a.created_at,
      refunded_at: a.refunded_at,
      refundable_until: new Date(until).toISOString(),
      refund: { amount: a.amount, points },
      blocked,
    }
  })
}
