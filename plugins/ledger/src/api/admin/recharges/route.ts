import { staffQueue } from "../../handlers"

/** The recharge queue and history, newest first; filter by status and member. */
export const GET = staffQueue("recharges", (ledger, filter, page) =>
  ledger.listRecharges(filter, page)
)
