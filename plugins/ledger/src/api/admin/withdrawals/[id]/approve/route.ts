import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import type { WithdrawalView } from "../../../../../modules/ledger/lib/types"
import { approveWithdrawalWorkflow } from "../../../../../workflows"
import { answerStaffOnce, reviewInput } from "../../../../answers"
import type { AdminApproveWithdrawalType } from "../../validators"

/** Approves a withdrawal: transferring funds, or passed with the payout TX hash. (staff secondary password) */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const body = req.validatedBody as AdminApproveWithdrawalType
  await answerStaffOnce<WithdrawalView>(
    req,
    res,
    200,
    (withdrawal) => ({ withdrawal }),
    (staffId, idempotency) =>
      approveWithdrawalWorkflow(req.scope).run({
        input: {
          ...reviewInput(req, staffId, idempotency),
          tx_hash: body.tx_hash,
        },
      })
  )
}
