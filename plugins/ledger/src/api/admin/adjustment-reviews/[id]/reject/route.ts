import { rejectAdjustmentRequestWorkflow } from "../../../../../workflows"
import { staffDecision } from "../../../../handlers"
import type { AdminRejectAdjustmentType } from "../../validators"

/** A second staff member rejects a pending adjustment with a reason; nothing moves. */
export const POST = staffDecision(
  "adjustment_request",
  rejectAdjustmentRequestWorkflow,
  (body: AdminRejectAdjustmentType) => ({ reason: body.reason })
)
