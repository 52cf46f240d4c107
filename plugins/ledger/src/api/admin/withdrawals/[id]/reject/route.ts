import { payoutChains } from "../../../../../lib/chains/payouts"
import { rejectWithdrawalWorkflow } from "../../../../../workflows"
import { staffDecision } from "../../../../handlers"
import type { AdminRejectWithdrawalType } from "../../validators"

/**
 * Rejects a withdrawal with a reason: the held amount returns. A pending one, or
 * one transferring funds on a chain this server pays on whose payout can no
 * longer land (none sent, or its TX refused or failed; 409
 * `withdrawal_payout_open` otherwise). (staff secondary password)
 */
export const POST = staffDecision(
  "withdrawal",
  rejectWithdrawalWorkflow,
  (body: AdminRejectWithdrawalType) => ({
    reason: body.reason,
    payout_chains: payoutChains(),
  })
)
