import type { Ports } from "../ports"

/**
 * The member's answer: their activation and the bonuses it triggered, without the
 * beneficiaries (members see only their own data; staff see everything in
 * /admin/bonus-records).
 */
export async function activationAnswer(p: Ports, activationId: string) {
  const activation = await p.rewards.findActivation({ id: activationId })
  const { bonus_records } = await p.rewards.listBonusRecords(
    { activation_id: activationId },
    { limit: 100, offset: 0 }
  )
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
    bonuses: bonus_records.map((b) => ({
      type: b.type,
      amount_usd: b.amount_usd,
      status: b.status,
      plan_version: b.plan_version,
      description_key: b.description_key,
      params: b.params,
    })),
  }
}
export type ActivationAnswer = Awaited<ReturnType<typeof activationAnswer>>
