import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { LEDGER_MODULE } from "../../../modules/ledger"
import type { BurnView } from "../../../modules/ledger/lib/types"
import type LedgerModuleService from "../../../modules/ledger/service"
import { burnWorkflow } from "../../../workflows"
import { memberIdOf } from "../../actors"
import { answerOnce } from "../../idempotency"
import type { PageQueryType, StoreAmountType } from "../../validators"

/** The member's burns, newest first. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const { limit, offset } = req.validatedQuery as PageQueryType
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  const { rows, count } = await ledger.listBurns(
    { member_id: memberIdOf(req) },
    { limit, offset }
  )
  res.json({ burns: rows, count, limit, offset })
}

/** Burns UUC. */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const memberId = memberIdOf(req)
  const body = req.validatedBody as StoreAmountType
  await answerOnce<BurnView>(req, res, {
    scope: `member:${memberId}`,
    status: 201,
    wrap: (burn) => ({ burn }),
    run: async (idempotency) =>
      (
        await burnWorkflow(req.scope).run({
          input: { member_id: memberId, amount: body.amount, idempotency },
        })
      ).result,
  })
}
