import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { payoutChains } from "../../../../../lib/chains/payouts"
import { approveWithdrawalWorkflow } from "../../../../../workflows"
import { staffDecision } from "../../../../handlers"
import { afterPayout } from "../../after-payout"
import { refuseWrongApprovalTx } from "../../check-recorded-tx"
import type { AdminApproveWithdrawalType } from "../../validators"

const approve = staffDecision(
  "withdrawal",
  approveWithdrawalWorkflow,
  (body: AdminApproveWithdrawalType) => ({
    tx_hash: body.tx_hash,
    payout_chains: payoutChains(),
  }),
  afterPayout
)

/**
 * Approves a withdrawal: transferring funds (the hot wallet sends it, where there
 * is one), or with the payout TX hash passed (verified on chain first where this
 * server pays on that chain: a TX that is not this payout answers its code, as
 * the payout route, and changes nothing). (staff secondary password)
 */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const body = req.validatedBody as AdminApproveWithdrawalType
  await refuseWrongApprovalTx(req, body.tx_hash)
  await approve(req, res)
}
