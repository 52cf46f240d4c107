import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import type { RechargeView } from "../../../../../modules/ledger/lib/types"
import { rejectRechargeWorkflow } from "../../../../../workflows"
import { answerStaffOnce, reviewInput } from "../../../../answers"
import type { AdminRejectRechargeType } from "../../validators"

/** Rejects a pending recharge with a reason. (staff secondary password) */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const body = req.validatedBody as AdminRejectRechargeType
  await answerStaffOnce<RechargeView>(
    req,
    res,
    200,
    (recharge) => ({ recharge }),
    (staffId, idempotency) =>
      rejectRechargeWorkflow(req.scope).run({
        input: {
          ...reviewInput(req, staffId, idempotency),
          reason: body.reason,
        },
      })
  )
}
