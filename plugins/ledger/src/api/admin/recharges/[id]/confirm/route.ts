import { confirmRechargeWorkflow } from "../../../../../workflows"
import { staffDecision } from "../../../../handlers"
import type { AdminReviewRechargeType } from "../../validators"

/** Confirms a pending recharge: the member's USDT is credited. (staff secondary password) */
export const POST = staffDecision(
  "recharge",
  confirmRechargeWorkflow,
  (body: AdminReviewRechargeType) => ({ reason: body.reason })
)
