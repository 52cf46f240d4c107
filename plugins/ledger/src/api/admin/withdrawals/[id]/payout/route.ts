import { payoutChains } from "../../../../../lib/chains/payouts"
import { requestPayoutWorkflow } from "../../../../../workflows"
import { staffDecision } from "../../../../handlers"
import { afterRecordedPayout } from "../../after-payout"
import type { AdminWithdrawalPayoutType } from "../../validators"

/**
 * The payout of a withdrawal transferring funds: the TX staff sent (verified on
 * chain: token, recipient, amount, confirmations, before it passes; a wrong one
 * answers its code), or without `tx_hash` the hot wallet sends it (again, after a
 * failure). (staff secondary password)
 */
export const POST = staffDecision(
  "withdrawal",
  requestPayoutWorkflow,
  (body: AdminWithdrawalPayoutType) => ({
    tx_hash: body.tx_hash,
    payout_chains: payoutChains(),
  }),
  afterRecordedPayout
)
