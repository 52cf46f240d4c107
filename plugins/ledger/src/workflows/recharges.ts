import {
  createWorkflow,
  transform,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import type { Idempotency } from "../modules/ledger/lib/types"
import {
  confirmRechargeStep,
  rejectRechargeStep,
  reportRechargeStep,
} from "./steps/ledger-operations"
import { type StaffReviewInput, staffReviewWorkflow } from "./staff-review"

export type ReportRechargeInput = {
  member_id: string
  amount: string
  chain: string
  tx_hash: string
  to_address: string | null
  from_address: string | null
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

export type ReviewRechargeInput = StaffReviewInput

/** Staff confirm a recharge (the member's USDT is credited), with their secondary password. */
export const confirmRechargeWorkflow = staffReviewWorkflow(
  "ledger-confirm-recharge",
  confirmRechargeStep,
  () => ({}),
  "ledger.recharge.credited"
)

/** Staff reject a recharge with a reason, with their secondary password. */
export const rejectRechargeWorkflow = staffReviewWorkflow(
  "ledger-reject-recharge",
  rejectRechargeStep,
  (input) => ({ reason: input.reason ?? "" })
)
