import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { LEDGER_MODULE } from "@uuc/ledger/ledger-api"
import type { LedgerModuleService } from "@uuc/ledger/ledger-api"
import type { Notice } from "../lib/kinds"
import { notify } from "../lib/notify"

/**
 * The ledger's money moves a member waits for: a recharge credited (staff's
 * confirmation or a deposit seen on chain), a withdrawal paid or rejected. The
 * row is read as it is now, so a notice says only what happened.
 */
export default async function walletNotifications({
  event,
  container,
}: SubscriberArgs<{ id: string }>) {
  const ledger = container.resolve<LedgerModuleService>(LEDGER_MODULE)
  const base = { event: event.name, resource_id: event.data.id }
  const notices: Notice[] = []
  if (event.name === "ledger.recharge.credited") {
    const r = await ledger.getRecharge(event.data.id)
    if (r?.status === "confirmed")
      notices.push({
        ...base,
        member_id: r.member_id,
        kind: "recharge_credited",
        params: { amount: r.amount },
      })
  } else {
    const w = await ledger.getWithdrawal(event.data.id)
    if (!w) return
    if (event.name === "ledger.withdrawal.paid" && w.status === "passed")
      notices.push({
        ...base,
        member_id: w.member_id,
        kind: "withdrawal_paid",
        params: { amount: w.amount, net: w.net },
      })
    if (event.name === "ledger.withdrawal.rejected" && w.status === "rejected")
      notices.push({
        ...base,
        member_id: w.member_id,
        kind: "withdrawal_rejected",
        params: { amount: w.amount, reason: w.reason ?? "" },
      })
  }
  await notify(container, notices)
}

export const config: SubscriberConfig = {
  event: [
    "ledger.recharge.credited",
    "ledger.withdrawal.paid",
    "ledger.withdrawal.rejected",
  ],
  context: { subscriberId: "notifications-wallet" },
}
