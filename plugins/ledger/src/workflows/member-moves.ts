import {
  createWorkflow,
  transform,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import type { Idempotency } from "../modules/ledger/lib/types"
import { checkNotFrozenStep } from "./steps/check-not-frozen"
import { exchangeTermsStep } from "./steps/exchange-terms"
import { findRecipientStep } from "./steps/find-recipient"
import {
  burnStep,
  exchangeStep,
  moveToPoolStep,
  transferUucStep,
} from "./steps/ledger-operations"

export type TransferUucInput = {
  member_id: string
  to_username: string
  amount: string
  idempotency?: Idempotency
}

/** UUC to another member by username, with the secondary password. */
export const transferUucWorkflow = createWorkflow(
  "ledger-transfer-uuc",
  (input: TransferUucInput) => {
    checkNotFrozenStep({ member_id: input.member_id })
    const to = findRecipientStep({
      username: input.to_username,
      from_member_id: input.member_id,
    })
    return new WorkflowResponse(
      transferUucStep(
        transform({ input, to }, ({ input, to }) => ({
          input: {
            from_member_id: input.member_id,
            to_member_id: to.to_member_id,
            from_username: to.from_username,
            to_username: to.to_username,
            amount: input.amount,
          },
          idempotency: input.idempotency,
        }))
      )
    )
  }
)

export type ExchangeInput = {
  member_id: string
  from: string
  amount: string
  idempotency?: Idempotency
}

/** USDT ↔ UUC at the current price, selling limited by the 2:1 rule. */
export const exchangeWorkflow = createWorkflow(
  "ledger-exchange",
  (input: ExchangeInput) => {
    checkNotFrozenStep({ member_id: input.member_id })
    const share = exchangeTermsStep()
    return new WorkflowResponse(
      exchangeStep(
        transform({ input, share }, ({ input, share }) => ({
          input: {
            member_id: input.member_id,
            from: input.from,
            amount: input.amount,
            sell_share_of_bought: share,
          },
          idempotency: input.idempotency,
        }))
      )
    )
  }
)

export type MemberAmountInput = {
  member_id: string
  amount: string
  idempotency?: Idempotency
}

const amountOf = ({ input }: { input: MemberAmountInput }) => ({
  input: { member_id: input.member_id, amount: input.amount },
  idempotency: input.idempotency,
})

/** A member burns UUC. */
export const burnWorkflow = createWorkflow(
  "ledger-burn",
  (input: MemberAmountInput) => {
    checkNotFrozenStep({ member_id: input.member_id })
    return new WorkflowResponse(burnStep(transform({ input }, amountOf)))
  }
)

/** A member moves UUC into the low pool. */
export const moveToPoolWorkflow = createWorkflow(
  "ledger-move-to-pool",
  (input: MemberAmountInput) => {
    checkNotFrozenStep({ member_id: input.member_id })
    return new WorkflowResponse(moveToPoolStep(transform({ input }, amountOf)))
  }
)
