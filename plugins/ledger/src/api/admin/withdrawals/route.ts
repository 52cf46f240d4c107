import { payoutChains } from "../../../lib/chains/payouts"
import { mayReject } from "../../../modules/ledger/ops/withdrawals"
import type { AdminWithdrawal } from "../../answer-types"
import { staffQueue } from "../../handlers"

/**
 * The withdrawal queue and history, newest first; filter by status and member.
 * Each carries its payout on chain (`payout`: the TX, its status and why), if any,
 * and whether staff may still reject it (`rejectable`).
 */
export const GET = staffQueue("withdrawals", async (ledger, filter, page) => {
  const { rows, count } = await ledger.listWithdrawals(filter, page)
  const payouts = await ledger.payoutsOf(rows.map((w) => w.id))
  const chains = payoutChains()
  return {
    // staffQueue adds each row's username
    rows: rows.map((w): Omit<AdminWithdrawal, "username"> => {
      const payout = payouts[w.id] ?? null
      return {
        ...w,
        payout,
        rejectable: mayReject(
          w.status,
          !!chains[w.chain],
          payout?.status ?? null
        ),
      }
    }),
    count,
  }
})
