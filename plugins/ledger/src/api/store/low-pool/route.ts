import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { moveToPoolWorkflow } from "../../../workflows"
import { memberMove, memberReadOf } from "../../handlers"
import type { StoreAmountType } from "../../utils/validators"

/** The member's low pool: its balance and the moves into it, newest first. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const { memberId, page, ledger } = memberReadOf(req)
  const [balances, { rows, count }] = await Promise.all([
    ledger.getBalances(memberId),
    ledger.listPoolMoves({ member_id: memberId }, page),
  ])
  res.json({
    balance: balances.UUC_POOL,
    available_uuc: balances.UUC,
    moves: rows,
    count,
    ...page,
  })
}

/** Moves UUC into the low pool (it stays there: pool UUC can't be spent or moved). */
export const POST = memberMove(
  "move",
  moveToPoolWorkflow,
  (body: StoreAmountType) => ({ amount: body.amount })
)
