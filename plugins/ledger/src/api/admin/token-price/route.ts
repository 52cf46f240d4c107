import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { LEDGER_MODULE } from "../../../modules/ledger"
import type { TokenPriceView } from "../../../modules/ledger/lib/types"
import type LedgerModuleService from "../../../modules/ledger/service"
import { setTokenPriceWorkflow } from "../../../workflows"
import type { AdminTokenPrices, TokenPriceAnswer } from "../../answer-types"
import { answerStaffOnce } from "../../answers"
import type { AdminTokenPriceType } from "./validators"
import type { PageQueryType } from "../../utils/validators"

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
  // staff are shown by email, not by user id
  const ids = [
    ...new Set(rows.map((r) => r.set_by).filter((id): id is string => !!id)),
  ]
  const users = ids.length
    ? await req.scope.resolve(Modules.USER).listUsers({ id: ids })
    : []
  const email = new Map(users.map((u) => [u.id, u.email]))
  res.json({
    token_price: current,
    history: rows.map((r) => ({
      ...r,
      set_by_name: (r.set_by && email.get(r.set_by)) || null,
    })),
    count,
    limit,
    offset,
  } satisfies AdminTokenPrices)
}

/** Sets a new UUC price (USD). */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse<TokenPriceAnswer>
) {
  const body = req.validatedBody as AdminTokenPriceType
  await answerStaffOnce<TokenPriceView, TokenPriceAnswer>(
    req,
    res,
    201,
    (token_price): TokenPriceAnswer => ({ token_price }),
    (staffId, idempotency) =>
      setTokenPriceWorkflow(req.scope).run({
        input: { price: body.price, staff_user_id: staffId, idempotency },
      })
  )
}
