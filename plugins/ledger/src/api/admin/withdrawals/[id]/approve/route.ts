import { approveWithdrawalWorkflow } from "../../../../../workflows"
import { staffDecision } from "../../../../handlers"
import type { AdminApproveWithdrawalType } from "../../validators"

/** Approves a withdrawal: transferring funds, or passed with the payout TX hash. (staff secondary password) */
export const POST = staffDecision(
  "withdrawal",
  approveWithdrawalWorkflow,
  (body: AdminApproveWithdrawalType) => ({ tx_hash: body.tx_hash })
)
