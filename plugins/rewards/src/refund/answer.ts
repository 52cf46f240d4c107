import type { Ports } from "../shared/ports"
import type { RefundPlan } from "./compute"

/** The refunded activation as routes answer it. */
export async function refundAnswer(
  p: Ports,
  id: string,
  r: { refund: RefundPlan | null; refunded_at: string | null }
) {
  const a = await p.rewards.findActivation({ id })
  return {
    activation: {
      id: a!.id,
      member_id: a!.member_id,
      card: a!.card,
      kind: a!.kind,
      amount: a!.amount,
      plan_version: a!.plan_version,
      status: a!.status,
      created_at: a!.created_at,
      refunded_at: r.refunded_at,
    },
    refund: r.refund,
  }
}

/** POST /store/activations/:id/refund: the refunded card, what came back. */
export type RefundAnswer = {
  activation: Awaited<ReturnType<typeof refundAnswer>>["activation"]
  refund: { amount: string; points: string } | null
  replayed: boolean
}
