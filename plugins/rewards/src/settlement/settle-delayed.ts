import { delayedKey } from "../activation/complete"
import { planClock } from "../shared/clock"
import type { Ports } from "../shared/ports"

/**
 * Posts the pending entry of every activation whose bonuses waited out the
 * settlement delay of their plan version (pending settlement → settled). Run under
 * the activation lock, so a refund (which voids that entry) is never in between;
 * a refunded activation is never listed. Keyed: posting twice is a no-op.
 */
export async function settleDelayedBonuses(p: Ports, at?: Date) {
  // due by the database's clock (every process the same), unless a test says when
  const now = at ?? new Date((await planClock(p)).ms)
  const hours = new Map<number, number>()
  let settled = 0
  for (const a of await p.rewards.listDelayedSettlements()) {
    if (!hours.has(a.plan_version))
      hours.set(
        a.plan_version,
        (await p.plan.getPlan(a.plan_version)).plan.settlement.delay_hours
      )
    const due =
      new Date(a.created_at).getTime() + hours.get(a.plan_version)! * 3_600_000
    // strictly after: at the window's last instant a refund is still allowed
    // (refund.ts), and a settled bonus could be moved away before it claws back
    if (due >= now.getTime()) continue
    await p.ledger.postPendingEntry(delayedKey(a.activation_id))
    settled += await p.rewards.markSettled(a.activation_id)
  }
  return { settled }
}
