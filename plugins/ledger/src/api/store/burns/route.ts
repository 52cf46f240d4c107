import { burnWorkflow } from "../../../workflows"
import { memberMove, memberRows } from "../../handlers"
import type { StoreAmountType } from "../../utils/validators"

/** The member's burns, newest first. */
export const GET = memberRows("burns", (ledger, filter, page) =>
  ledger.listBurns(filter, page)
)

/** Burns UUC. */
export const POST = memberMove(
  "burn",
  burnWorkflow,
  (body: StoreAmountType) => ({
    amount: body.amount,
  })
)
