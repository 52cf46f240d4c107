import { emitEventStep } from "@medusajs/medusa/core-flows"
import {
  createWorkflow,
  type StepFunction,
  transform,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import type { LedgerEvent } from "../lib/announce"
import type { Idempotency } from "../modules/ledger/lib/types"
import type { PayoutChains } from "../modules/ledger/ops/payouts"

export type StaffReviewInput = {
  id: string
  staff_user_id: string
  reason?: string
  tx_hash?: string | null
  /** The chains this server pays on (its settings, read by the route). */
  payout_chains?: PayoutChains
  idempotency?: Idempotency
}

/**
 * Staff review a pending recharge or withdrawal with their secondary password; the
 * ledger step then gets the row's id, the reviewer and `fields` of the input.
 * `event` (with the row's id) is emitted when the workflow ends, after the
 * ledger's transaction committed; its followers read the row's state.
 */
export function staffReviewWorkflow<
  TIn extends { id: string; reviewed_by: string },
  TOut,
>(
  name: string,
  step: StepFunction<{ input: TIn; idempotency?: Idempotency }, TOut>,
  fields: (input: StaffReviewInput) => Omit<TIn, "id" | "reviewed_by">,
  event?: LedgerEvent
) {
  return createWorkflow(name, (input: StaffReviewInput) => {
    const result = step(
      transform({ input }, ({ input }) => ({
        input: {
          id: input.id,
          ...fields(input),
          reviewed_by: input.staff_user_id,
        } as TIn,
        idempotency: input.idempotency,
        staff: input.staff_user_id,
      }))
    )
    if (event)
      emitEventStep(
        transform({ input }, ({ input }) => ({
          eventName: event,
          data: { id: input.id },
        }))
      )
    return new WorkflowResponse(result)
  })
}
