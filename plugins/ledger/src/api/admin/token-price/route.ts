import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { LEDGER_MODULE } from "../../../modules/ledger"
import type { TokenPriceView } from "../../../modules/ledger/lib/types"
import type LedgerModuleService from "../../../modules/ledger/service"
import { setTokenPriceWorkflow } from "../../../workflows"
import { answerStaffOnce } from "../../answers"
import type { AdminTokenPriceType, PageQueryType } from "../../validators"

/** The price in force and the history, newest first. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const { limit, offset } = req.validatedQuery as PageQueryType
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  const [current, { rows, count }] = await Promise.all([
    ledger.getTokenPrice(),
    ledger.listTokenPrices({ limit, offset }),
  ])
  res.json({ token_price: current, history: rows, count, limit, offset })
}

/** Sets a new UUC price (USD). */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const body = req.validatedBody as AdminTokenPriceType
  await answerStaffOnce<TokenPriceView>(
    req,
    res,
    201,
    (token_price) => ({ token_price }),
    (staffId, idempotency) =>
      setTokenPriceWorkflow(req.scope).run({
        input: { price: body.price, staff_user_id: staffId, idempotency },
      })
  )
}
