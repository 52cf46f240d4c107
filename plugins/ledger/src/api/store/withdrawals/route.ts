import { requestWithdrawalWorkflow } from "../../../workflows"
import { memberMove, memberRows } from "../../handlers"
import type { StoreCreateWithdrawalType } from "./validators"

/** The member's withdrawals, newest first. */
export const GET = memberRows("withdrawals", (ledger, filter, page) =>
  ledger.listWithdrawals(filter, page)
)

/**
 * Requests a withdrawal of USDT; the amount is held until staff review it (the
 * secondary password was verified once, by the route's step-up).
 */
export const POST = memberMove(
  "withdrawal",
  requestWithdrawalWorkflow,
  (body: StoreCreateWithdrawalType) => ({
    amount: body.amount,
    chain: body.chain,
    address: body.address,
  })
)
