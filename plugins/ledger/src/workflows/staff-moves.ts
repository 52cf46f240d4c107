import {
  createWorkflow,
  transform,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import type { Idempotency } from "../modules/ledger/lib/types"
import { checkMemberExistsStep } from "./steps/check-member-exists"
import { checkStaffPasswordStep } from "./steps/check-staff-password"
import { adjustBalanceStep, setTokenPriceStep } from "./steps/ledger-operations"

export type AdjustBalanceInput = {
  member_id: string
  asset: string
  direction: string
  amount: string
  reason: string
  staff_user_id: string
  secondary_password: string
  idempotency?: Idempotency
}

/**
 * Staff increase or reduce a member's USDT, UUC or points, with a reason and their
 * secondary password. The adjustment row (who, why, before, after, when) is the
 * audit record, written in the same transaction as the postings.
 */
export const adjustBalanceWorkflow = createWorkflow(
  "ledger-adjust-balance",
  (input: AdjustBalanceInput) => {
    checkStaffPasswordStep({
      user_id: input.staff_user_id,
      password: input.secondary_password,
    })
    checkMemberExistsStep({ member_id: input.member_id })
    return new WorkflowResponse(
      adjustBalanceStep(
        transform({ input }, ({ input }) => ({
          input: {
            member_id: input.member_id,
            asset: input.asset,
            direction: input.direction,
            amount: input.amount,
            reason: input.reason,
            staff_user_id: input.staff_user_id,
          },
          idempotency: input.idempotency,
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
        }))
      )
    )
)
