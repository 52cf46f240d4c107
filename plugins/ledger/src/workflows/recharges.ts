import {
  createWorkflow,
  transform,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import type { Idempotency } from "../modules/ledger/lib/types"
import { checkStaffPasswordStep } from "./steps/check-staff-password"
import {
  confirmRechargeStep,
  rejectRechargeStep,
  reportRechargeStep,
} from "./steps/ledger-operations"

export type ReportRechargeInput = {
  member_id: string
  amount: string
  chain: string
  tx_hash: string
  to_address: string | null
  idempotency?: Idempotency
}

/** A member reports a recharge (amount, chain, TX hash); staff confirm it later. */
export const reportRechargeWorkflow = createWorkflow(
  "ledger-report-recharge",
  (input: ReportRechargeInput) =>
    new WorkflowResponse(
      reportRechargeStep(
        transform({ input }, ({ input: { idempotency, ...recharge } }) => ({
          input: recharge,
          idempotency,
        }))
      )
    )
)

export type ReviewRechargeInput = {
  id: string
  staff_user_id: string
  secondary_password: string
  reason?: string
  idempotency?: Idempotency
}

/** Staff confirm a recharge (the member's USDT is credited), with their secondary password. */
export const confirmRechargeWorkflow = createWorkflow(
  "ledger-confirm-recharge",
  (input: ReviewRechargeInput) => {
    checkStaffPasswordStep({
      user_id: input.staff_user_id,
      password: input.secondary_password,
    })
    return new WorkflowResponse(
      confirmRechargeStep(
        transform({ input }, ({ input }) => ({
          input: { id: input.id, reviewed_by: input.staff_user_id },
          idempotency: input.idempotency,
        }))
      )
    )
  }
)

/** Staff reject a recharge with a reason, with their secondary password. */
export const rejectRechargeWorkflow = createWorkflow(
  "ledger-reject-recharge",
  (input: ReviewRechargeInput) => {
    checkStaffPasswordStep({
      user_id: input.staff_user_id,
      password: input.secondary_password,
    })
    return new WorkflowResponse(
      rejectRechargeStep(
        transform({ input }, ({ input }) => ({
          input: {
            id: input.id,
            reason: input.reason ?? "",
            reviewed_by: input.staff_user_id,
          },
          idempotency: input.idempotency,
        }))
      )
    )
  }
)
