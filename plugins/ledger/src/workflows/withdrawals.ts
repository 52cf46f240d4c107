import {
  createWorkflow,
  transform,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import type { Idempotency } from "../modules/ledger/lib/types"
import { checkMemberPasswordStep } from "./steps/check-member-password"
import { checkNotFrozenStep } from "./steps/check-not-frozen"
import {
  approveWithdrawalStep,
  rejectWithdrawalStep,
  requestWithdrawalStep,
} from "./steps/ledger-operations"
import { type StaffReviewInput, staffReviewWorkflow } from "./staff-review"
import { withdrawalTermsStep } from "./steps/withdrawal-terms"

export type RequestWithdrawalInput = {
  member_id: string
  amount: string
  chain: string
  address: string
  secondary_password: string
  idempotency?: Idempotency
}

/**
 * A member asks to withdraw USDT: secondary password, not frozen, not borrowing,
 * then the ledger checks the minimum, the weekday and the daily limit under its lock
 * and holds the amount (USDT → USDT_HELD).
 */
export const requestWithdrawalWorkflow = createWorkflow(
  "ledger-request-withdrawal",
  (input: RequestWithdrawalInput) => {
    checkMemberPasswordStep({
      member_id: input.member_id,
      password: input.secondary_password,
    })
    checkNotFrozenStep({ member_id: input.member_id })
    const rules = withdrawalTermsStep({ member_id: input.member_id })
    return new WorkflowResponse(
      requestWithdrawalStep(
        transform({ input, rules }, ({ input, rules }) => ({
          input: {
            member_id: input.member_id,
            amount: input.amount,
            chain: input.chain,
            address: input.address,
            rules,
          },
          idempotency: input.idempotency,
        }))
      )
    )
  }
)

export type ReviewWithdrawalInput = StaffReviewInput

/** Staff approve: transferring funds, or passed with the payout TX hash. */
export const approveWithdrawalWorkflow = staffReviewWorkflow(
  "ledger-approve-withdrawal",
  approveWithdrawalStep,
  (input) => ({ tx_hash: input.tx_hash ?? null })
)

/** Staff reject with a reason: the held amount returns to the member. */
export const rejectWithdrawalWorkflow = staffReviewWorkflow(
  "ledger-reject-withdrawal",
  rejectWithdrawalStep,
  (input) => ({ reason: input.reason ?? "" })
)
