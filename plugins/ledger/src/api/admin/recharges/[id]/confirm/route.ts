import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import type { RechargeView } from "../../../../../modules/ledger/lib/types"
import { confirmRechargeWorkflow } from "../../../../../workflows"
import { staffIdOf } from "../../../../actors"
import { answerOnce } from "../../../../idempotency"
import type { AdminReviewRechargeType } from "../../../../validators"

/** Confirms a pending recharge: the member's USDT is credited. (staff secondary password) */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const staffId = staffIdOf(req)
  const body = req.validatedBody as AdminReviewRechargeType
  await answerOnce<RechargeView>(req, res, {
    scope: `staff:${staffId}`,
    status: 200,
    wrap: (recharge) => ({ recharge }),
    run: async (idempotency) =>
      (
        await confirmRechargeWorkflow(req.scope).run({
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
