import {
  createWorkflow,
  transform,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import type { Idempotency } from "../modules/ledger/lib/types"
import { checkMemberExistsStep } from "./steps/check-member-exists"
import {
  approveAdjustmentRequestStep,
  rejectAdjustmentRequestStep,
  requestAdjustmentStep,
  setTokenPriceStep,
} from "./steps/ledger-operations"
import { staffReviewWorkflow } from "./staff-review"

export type AdjustBalanceInput = {
  member_id: string
  asset: string
  direction: string
  amount: string
  reason: string
  staff_user_id: string
  /** The plan's `limits.adjustment_review` (USD): above it, a second staff member decides. */
  review_above: string
  idempotency?: Idempotency
}

/**
 * Staff increase or reduce a member's USDT, UUC or points, with a reason and their
 * secondary password. The adjustment row (who, why, before, after, when) is the
 * audit record, written in the same transaction as the postings. Above the plan's
 * review threshold it is stored pending instead, for another staff member.
 */
export const adjustBalanceWorkflow = createWorkflow(
  "ledger-adjust-balance",
  (input: AdjustBalanceInput) => {
    checkMemberExistsStep({ member_id: input.member_id })
    return new WorkflowResponse(
      requestAdjustmentStep(
        transform({ input }, ({ input }) => ({
          input: {
            member_id: input.member_id,
            asset: input.asset,
            direction: input.direction,
            amount: input.amount,
            reason: input.reason,
            staff_user_id: input.staff_user_id,
            review_above: input.review_above,
          },
          idempotency: input.idempotency,
          staff: input.staff_user_id,
        }))
      )
    )
  }
)

export type SetTokenPriceInput = {
  price: string
  staff_user_id: string
  idempotency?: Idempotency
}

/** Staff set the UUC price; the history keeps every price. */
export const setTokenPriceWorkflow = createWorkflow(
  "ledger-set-token-price",
  (input: SetTokenPriceInput) =>
    new WorkflowResponse(
      setTokenPriceStep(
        transform({ input }, ({ input }) => ({
          input: { price: input.price, set_by: input.staff_user_id },
          idempotency: input.idempotency,
          staff: input.staff_user_id,
        }))
      )
    )
)

/** A second staff member approves a pending adjustment (their secondary password). */
export const approveAdjustmentRequestWorkflow = staffReviewWorkflow(
  "ledger-approve-adjustment-request",
  approveAdjustmentRequestStep,
  () => ({})
)

/** A second staff member rejects a pending adjustment with a reason. */
export const rejectAdjustmentRequestWorkflow = staffReviewWorkflow(
  "ledger-reject-adjustment-request",
  rejectAdjustmentRequestStep,
  (input) => ({ reason: input.reason ?? "" })
)
