import type { Plan } from "@uuc/data"
import { planClock } from "../shared/clock"
import { frozenAmong, type Ports } from "../shared/ports"

/** The key of the ledger entry that settles a bonus recorded while its earner was frozen. */
const settleKey = (bonusId: string) => `bonus:${bonusId}:settle`

/**
 * Closes the bonuses frozen earners were recorded (rules.md §4): an earner no
 * longer frozen is paid as if unfrozen when it was earned, with the loan repaid
 * and the refund debt collected first (one keyed ledger entry per bonus and its
 * record marked settled, in one transaction: settleFrozenBonus); one still frozen after the plan's
 * `settlement.elimination_days` loses it (eliminated). Keyed, so a rerun or a
 * crash in between repeats nothing.
 */
export async function settleFrozenBonuses(p: Ports, at?: Date) {
  // the elimination period by the database's clock, unless a test says when
  const now = at ?? new Date((await planClock(p)).ms)
  const pending = await p.rewards.listPendingEliminations()
  const frozen = await frozenAmong(
    p,
    pending.map((b) => b.member_id)
  )
  const plans = new Map<number, Plan>()
  const planOf = async (version: number) => {
    if (!plans.has(version))
      plans.set(version, (await p.plan.getPlan(version)).plan)
    return plans.get(version)!
  }
  let settled = 0
  let eliminated = 0
  for (const b of pending) {
    if (!frozen.has(b.member_id)) {
      // paid as if it had never waited: the loan repaid and the refund debt
      // collected first, entry and record in one transaction
      const paid = await p.rewards.settleFrozenBonus(
        { id: b.id, plan: await planOf(b.plan_version) },
        async (postings, ctx) => {
          await p.ledger.postEntry(
            {
              key: settleKey(b.id),
              kind: "bonus_settlement",
              description_key: b.description_key,
              params: {
                ...b.params,
                bonus_id: b.id,
                activation_id: b.activation_id,
              },
              source: { type: "bonus", id: b.id },
              postings,
            },
            ctx
          )
        }
      )
      if (paid) settled++
      continue
    }
    const days = (await planOf(b.plan_version)).settlement.elimination_days
    const age = now.getTime() - new Date(b.created_at).getTime()
    if (
      age >= days * 24 * 3600 * 1000 &&
      (await p.rewards.closePendingBonus({ id: b.id, status: "eliminated" }))
    )
      eliminated++
  }
  return { settled, eliminated }
}
