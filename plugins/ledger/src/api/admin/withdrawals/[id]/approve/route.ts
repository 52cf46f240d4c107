import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import type { WithdrawalView } from "../../../../../modules/ledger/lib/types"
import { approveWithdrawalWorkflow } from "../../../../../workflows"
import { staffIdOf } from "../../../../actors"
import { answerOnce } from "../../../../idempotency"
import type { AdminApproveWithdrawalType } from "../../../../validators"

/** Approves a withdrawal: transferring funds, or passed with the payout TX hash. (staff secondary password) */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const staffId = staffIdOf(req)
  const body = req.validatedBody as AdminApproveWithdrawalType
  await answerOnce<WithdrawalView>(req, res, {
    scope: `staff:${staffId}`,
    status: 200,
    wrap: (withdrawal) => ({ withdrawal }),
    run: async (idempotency) =>
      (
        await approveWithdrawalWorkflow(req.scope).run({
          input: {
            id: req.params.id,
            staff_user_id: staffId,
            secondary_password: body.secondary_password,
            tx_hash: body.tx_hash,
            idempotency,
          },
        })
      ).result,
  })
}
