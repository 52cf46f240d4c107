import {
  createWorkflow,
  transform,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import type { Idempotency } from "../modules/ledger/lib/types"
import {
  approveWithdrawalStep,
  rejectWithdrawalStep,
  requestPayoutStep,
  requestWithdrawalStep,
} from "./steps/ledger-operations"
import { type StaffReviewInput, staffReviewWorkflow } from "./staff-review"
import { withdrawalTermsStep } from "./steps/withdrawal-terms"

export type RequestWithdrawalInput = {
  member_id: string
  amount: string
  chain: string
  address: string
  idempotency?: Idempotency
}

/**
 * A member asks to withdraw USDT: secondary password, then in the ledger's ONE
 * transaction the minimum, the weekday (the database's clock in the plan's time
 * zone), the member's accounts locked, not borrowing, not frozen, the daily limit,
 * and the hold (USDT → USDT_HELD).
 */
export const requestWithdrawalWorkflow = createWorkflow(
  "ledger-request-withdrawal",
  (input: RequestWithdrawalInput) => {
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

/**
 * Staff approve: transferring funds (the hot wallet's payout queued, where there
 * is one), or with the payout TX hash passed, or verified on chain first where
 * this server pays on that chain.
 */
export const approveWithdrawalWorkflow = staffReviewWorkflow(
  "ledger-approve-withdrawal",
  approveWithdrawalStep,
  (input) => ({
    tx_hash: input.tx_hash ?? null,
    payout_chains: input.payout_chains,
  }),
  // passed at once with a TX staff sent elsewhere; otherwise the payout's watcher tells
  "ledger.withdrawal.paid"
)

/**
 * Staff record the payout TX they sent for a withdrawal transferring funds, or
 * hand it (again) to the hot wallet; the chain decides when it passes.
 */
export const requestPayoutWorkflow = staffReviewWorkflow(
  "ledger-request-payout",
  requestPayoutStep,
  (input) => ({
    tx_hash: input.tx_hash ?? null,
    payout_chains: input.payout_chains ?? {},
  })
)

/**
 * Staff reject with a reason: the held amount returns to the member. One
 * transferring funds only when its payout on chain can no longer land.
 */
export const rejectWithdrawalWorkflow = staffReviewWorkflow(
  "ledger-reject-withdrawal",
  rejectWithdrawalStep,
  (input) => ({
    reason: input.reason ?? "",
    payout_chains: input.payout_chains,
  }),
  "ledger.withdrawal.rejected"
)
