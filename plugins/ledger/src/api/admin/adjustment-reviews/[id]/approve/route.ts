import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import type { AdjustmentRequestView } from "../../../../../modules/ledger/lib/types"
import { approveAdjustmentRequestWorkflow } from "../../../../../workflows"
import { answerStaffOnce, reviewInput } from "../../../../answers"

/**
 * A second staff member approves a pending adjustment (their secondary password):
 * the money moves in the same transaction. The requester cannot (403
 * `four_eyes_required`).
 */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  await answerStaffOnce<AdjustmentRequestView>(
    req,
    res,
    200,
    (adjustment_request) => ({ adjustment_request }),
    (staffId, idempotency) =>
      approveAdjustmentRequestWorkflow(req.scope).run({
        input: reviewInput(req, staffId, idempotency),
      })
  )
}
