import { staffQueue } from "../../handlers"

/** The withdrawal queue and history, newest first; filter by status and member. */
export const GET = staffQueue("withdrawals", (ledger, filter, page) =>
  ledger.listWithdrawals(filter, page)
)
