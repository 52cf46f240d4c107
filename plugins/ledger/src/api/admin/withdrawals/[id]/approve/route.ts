import { payoutChains } from "../../../../../lib/chains/payouts"
import { approveWithdrawalWorkflow } from "../../../../../workflows"
import { staffDecision } from "../../../../handlers"
import { afterPayout } from "../../after-payout"
import type { AdminApproveWithdrawalType } from "../../validators"

/**
 * Approves a withdrawal: transferring funds (the hot wallet sends it, where there
 * is one), or with the payout TX hash passed (verified on chain first where this
 * server pays on that chain). (staff secondary password)
 */
export const POST = staffDecision(
  "withdrawal",
  approveWithdrawalWorkflow,
  (body: AdminApproveWithdrawalType) => ({
    tx_hash: body.tx_hash,
    payout_chains: payoutChains(),
  }),
  afterPayout
)
