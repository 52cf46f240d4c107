import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import type { AdjustmentRequestView } from "../../../../../modules/ledger/lib/types"
import { rejectAdjustmentRequestWorkflow } from "../../../../../workflows"
import { answerStaffOnce, reviewInput } from "../../../../answers"
import type { AdminRejectAdjustmentType } from "../../validators"

/** A second staff member rejects a pending adjustment with a reason; nothing moves. */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const body = req.validatedBody as AdminRejectAdjustmentType
  await answerStaffOnce<AdjustmentRequestView>(
    req,
    res,
    200,
    (adjustment_request) => ({ adjustment_request }),
    (staffId, idempotency) =>
      rejectAdjustmentRequestWorkflow(req.scope).run({
        input: {
          ...reviewInput(req, staffId, idempotency),
          reason: body.reason,
        },
      })
  )
}
