import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { LEDGER_MODULE } from "../../../modules/ledger"
import type { WithdrawalView } from "../../../modules/ledger/lib/types"
import type LedgerModuleService from "../../../modules/ledger/service"
import { requestWithdrawalWorkflow } from "../../../workflows"
import { memberIdOf } from "../../actors"
import { answerOnce } from "../../idempotency"
import type { PageQueryType, StoreCreateWithdrawalType } from "../../validators"

/** The member's withdrawals, newest first. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const { limit, offset } = req.validatedQuery as PageQueryType
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  const { rows, count } = await ledger.listWithdrawals(
    { member_id: memberIdOf(req) },
    { limit, offset }
  )
  res.json({ withdrawals: rows, count, limit, offset })
}

/** Requests a withdrawal of USDT; the amount is held until staff review it. */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const memberId = memberIdOf(req)
  const body = req.validatedBody as StoreCreateWithdrawalType
  await answerOnce<WithdrawalView>(req, res, {
    scope: `member:${memberId}`,
    status: 201,
    wrap: (withdrawal) => ({ withdrawal }),
    run: async (idempotency) =>
      (
        await requestWithdrawalWorkflow(req.scope).run({
          input: { member_id: memberId, ...body, idempotency },
        })
      ).result,
  })
}
