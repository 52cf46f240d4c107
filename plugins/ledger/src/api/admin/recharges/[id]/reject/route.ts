import { rejectRechargeWorkflow } from "../../../../../workflows"
import { staffDecision } from "../../../../handlers"
import type { AdminRejectRechargeType } from "../../validators"

/** Rejects a pending recharge with a reason. (staff secondary password) */
export const POST = staffDecision(
  "recharge",
  rejectRechargeWorkflow,
  (body: AdminRejectRechargeType) => ({ reason: body.reason })
)
