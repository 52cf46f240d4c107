import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import type { WithdrawalView } from "../../../../../modules/ledger/lib/types"
import { rejectWithdrawalWorkflow } from "../../../../../workflows"
import { answerStaffOnce, reviewInput } from "../../../../answers"
import type { AdminRejectWithdrawalType } from "../../validators"

/** Rejects an open withdrawal with a reason: the held amount returns. (staff secondary password) */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const body = req.validatedBody as AdminRejectWithdrawalType
  await answerStaffOnce<WithdrawalView>(
    req,
    res,
    200,
    (withdrawal) => ({ withdrawal }),
    (staffId, idempotency) =>
      rejectWithdrawalWorkflow(req.scope).run({
        input: {
          ...reviewInput(req, staffId, idempotency),
          reason: body.reason,
        },
      })
  )
}
