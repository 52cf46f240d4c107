import {
  createWorkflow,
  transform,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import type { Idempotency } from "../modules/ledger/lib/types"
import { checkMemberPasswordStep } from "./steps/check-member-password"
import { checkNotFrozenStep } from "./steps/check-not-frozen"
import { checkStaffPasswordStep } from "./steps/check-staff-password"
import {
  approveWithdrawalStep,
  rejectWithdrawalStep,
  requestWithdrawalStep,
} from "./steps/ledger-operations"
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

export type ReviewWithdrawalInput = {
  id: string
  staff_user_id: string
  secondary_password: string
  tx_hash?: string | null
  reason?: string
  idempotency?: Idempotency
}

/** Staff approve: transferring funds, or passed with the payout TX hash. */
export const approveWithdrawalWorkflow = createWorkflow(
  "ledger-approve-withdrawal",
  (input: ReviewWithdrawalInput) => {
    checkStaffPasswordStep({
      user_id: input.staff_user_id,
      password: input.secondary_password,
    })
    return new WorkflowResponse(
      approveWithdrawalStep(
        transform({ input }, ({ input }) => ({
          input: {
            id: input.id,
            tx_hash: input.tx_hash ?? null,
            reviewed_by: input.staff_user_id,
          },
          idempotency: input.idempotency,
        }))
      )
    )
  }
)

/** Staff reject with a reason: the held amount returns to the member. */
export const rejectWithdrawalWorkflow = createWorkflow(
  "ledger-reject-withdrawal",
  (input: ReviewWithdrawalInput) => {
    checkStaffPasswordStep({
      user_id: input.staff_user_id,
      password: input.secondary_password,
    })
    return new WorkflowResponse(
      rejectWithdrawalStep(
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
