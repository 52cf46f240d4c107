import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { LEDGER_MODULE } from "../../../modules/ledger"
import type { PoolMoveView } from "../../../modules/ledger/lib/types"
import type LedgerModuleService from "../../../modules/ledger/service"
import { moveToPoolWorkflow } from "../../../workflows"
import { memberIdOf } from "../../actors"
import { answerMemberOnce } from "../../answers"
import type { PageQueryType, StoreAmountType } from "../../utils/validators"

/** The member's low pool: its balance and the moves into it, newest first. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const memberId = memberIdOf(req)
  const { limit, offset } = req.validatedQuery as PageQueryType
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  const [balances, { rows, count }] = await Promise.all([
    ledger.getBalances(memberId),
    ledger.listPoolMoves({ member_id: memberId }, { limit, offset }),
  ])
  res.json({
    balance: balances.UUC_POOL,
    available_uuc: balances.UUC,
    moves: rows,
    count,
    limit,
    offset,
  })
}

/** Moves UUC into the low pool (it stays there: pool UUC can't be spent or moved). */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const body = req.validatedBody as StoreAmountType
  await answerMemberOnce<PoolMoveView>(
    req,
    res,
    (move) => ({ move }),
    (memberId, idempotency) =>
      moveToPoolWorkflow(req.scope).run({
        input: { member_id: memberId, amount: body.amount, idempotency },
      })
  )
}
