import { burnWorkflow } from "../../../workflows"
import type { BurnView } from "../../../modules/ledger/lib/types"
import type { BurnAnswer, StoreBurns } from "../../answer-types"
import { memberMove, memberRows } from "../../handlers"
import type { StoreAmountType } from "../../utils/validators"

/** The member's burns, newest first. */
export const GET = memberRows<StoreBurns>("burns", (ledger, filter, page) =>
  ledger.listBurns(filter, page)
)

/** Burns UUC. */
export const POST = memberMove(
  burnWorkflow,
  (body: StoreAmountType) => ({ amount: body.amount }),
  (burn: BurnView): BurnAnswer => ({ burn })
)
