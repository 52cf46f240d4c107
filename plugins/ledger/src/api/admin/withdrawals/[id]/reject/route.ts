import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import type { WithdrawalView } from "../../../../../modules/ledger/lib/types"
import { rejectWithdrawalWorkflow } from "../../../../../workflows"
import { staffIdOf } from "../../../../actors"
import { answerOnce } from "../../../../idempotency"
import type { AdminRejectWithdrawalType } from "../../../../validators"

/** Rejects an open withdrawal with a reason: the held amount returns. (staff secondary password) */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const staffId = staffIdOf(req)
  const body = req.validatedBody as AdminRejectWithdrawalType
  await answerOnce<WithdrawalView>(req, res, {
    scope: `staff:${staffId}`,
    status: 200,
    wrap: (withdrawal) => ({ withdrawal }),
    run: async (idempotency) =>
      (
        await rejectWithdrawalWorkflow(req.scope).run({
          input: {
            id: req.params.id,
            staff_user_id: staffId,
            secondary_password: body.secondary_password,
            reason: body.reason,
            idempotency,
          },
        })
      ).result,
  })
}
