import { approveAdjustmentRequestWorkflow } from "../../../../../workflows"
import { staffDecision } from "../../../../handlers"

/**
 * A second staff member approves a pending adjustment (their secondary password):
 * the money moves in the same transaction. The requester cannot (403
 * `four_eyes_required`).
 */
export const POST = staffDecision(
  "adjustment_request",
  approveAdjustmentRequestWorkflow
)
