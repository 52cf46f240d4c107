import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import type { RechargeView } from "../../../../../modules/ledger/lib/types"
import { confirmRechargeWorkflow } from "../../../../../workflows"
import { answerStaffOnce, reviewInput } from "../../../../answers"
import type { AdminReviewRechargeType } from "../../validators"

/** Confirms a pending recharge: the member's USDT is credited. (staff secondary password) */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const body = req.validatedBody as AdminReviewRechargeType
  await answerStaffOnce<RechargeView>(
    req,
    res,
    200,
    (recharge) => ({ recharge }),
    (staffId, idempotency) =>
      confirmRechargeWorkflow(req.scope).run({
        input: {
          ...reviewInput(req, staffId, idempotency),
          reason: body.reason,
        },
      })
  )
}
