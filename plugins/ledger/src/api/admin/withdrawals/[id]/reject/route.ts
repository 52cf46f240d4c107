import { rejectWithdrawalWorkflow } from "../../../../../workflows"
import { staffDecision } from "../../../../handlers"
import type { AdminRejectWithdrawalType } from "../../validators"

/** Rejects an open withdrawal with a reason: the held amount returns. (staff secondary password) */
export const POST = staffDecision(
  "withdrawal",
  rejectWithdrawalWorkflow,
  (body: AdminRejectWithdrawalType) => ({ reason: body.reason })
)
