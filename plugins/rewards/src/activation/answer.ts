import type { Bonus } from "../engine/types"
import type { ActivationView, LoanView } from "../modules/rewards/lib/types"
import type { Ports } from "../shared/ports"

/** A bonus record as stored (its explanation as key and params). */
type StoredBonus = {
  type: string
  amount_usd: string
  status: string
  plan_version: number
  description_key: string
  params: Record<string, unknown>
}

/**
 * The member's answer: their activation and the bonuses it triggered, without the
 * beneficiaries (members see only their own data; staff see everything in
 * /admin/bonus-records).
 */
export function answerOf(
  activation: ActivationView | null,
  bonuses: (Bonus | StoredBonus)[]
) {
  return {
    activation: activation && {
      id: activation.id,
      card: activation.card,
      kind: activation.kind,
      amount: activation.amount,
      plan_version: activation.plan_version,
      price: activation.price,
      status: activation.status,
      created_at: activation.created_at,
    },
    bonuses: bonuses.map((b) => ({
      type: b.type,
      amount_usd: b.amount_usd,
      status: b.status,
      plan_version: b.plan_version,
      ...("explanation" in b
        ? { description_key: b.explanation.key, params: b.explanation.params }
        : { description_key: b.description_key, params: b.params }),
    })),
  }
}
export type ActivationAnswer = ReturnType<typeof answerOf>

/** POST /admin/loans/:id/approve: the passed loan and the card's activation on credit. */
export type LoanApproval = { loan: LoanView } & ActivationAnswer

/** The answer of a stored activation, read back (a replayed request). */
export async function activationAnswer(p: Ports, activationId: string) {
  const activation = await p.rewards.findActivation({ id: activationId })
  const { bonus_records } = await p.rewards.listBonusRecords(
    { activation_id: activationId },
    { limit: 100, offset: 0 }
  )
  return answerOf(activation, bonus_records)
}
