import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import type { PoolMoveView } from "../../../modules/ledger/lib/types"
import { moveToPoolWorkflow } from "../../../workflows"
import type { PoolMoveAnswer, StoreLowPool } from "../../answer-types"
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
  } satisfies StoreLowPool)
}

/** Moves UUC into the low pool (it stays there: pool UUC can't be spent or moved). */
export const POST = memberMove(
  moveToPoolWorkflow,
  (body: StoreAmountType) => ({ amount: body.amount }),
  (move: PoolMoveView): PoolMoveAnswer => ({ move })
)
