import { staffQueue } from "../../handlers"

/**
 * The withdrawal queue and history, newest first; filter by status and member.
 * Each carries its payout on chain (`payout`: the TX, its status and why), if any.
 */
export const GET = staffQueue("withdrawals", async (ledger, filter, page) => {
  const { rows, count } = await ledger.listWithdrawals(filter, page)
  const payouts = await ledger.payoutsOf(rows.map((w) => w.id))
  return {
    rows: rows.map((w) => ({ ...w, payout: payouts[w.id] ?? null })),
    count,
  }
})
