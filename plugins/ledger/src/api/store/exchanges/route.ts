import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { readPlan } from "../../../lib/plan"
import { LEDGER_MODULE } from "../../../modules/ledger"
import type { ExchangeView } from "../../../modules/ledger/lib/types"
import type LedgerModuleService from "../../../modules/ledger/service"
import { exchangeWorkflow } from "../../../workflows"
import { memberIdOf } from "../../actors"
import { answerMemberOnce } from "../../answers"
import { storeExchange } from "../../present"
import type { PageQueryType } from "../../utils/validators"
import type { StoreCreateExchangeType } from "./validators"

/** The member's exchanges, with the current price and the 2:1 rule's figures. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const memberId = memberIdOf(req)
  const { limit, offset } = req.validatedQuery as PageQueryType
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  const plan = await readPlan(req.scope)
  const [{ rows, count }, limits] = await Promise.all([
    ledger.listExchanges({ member_id: memberId }, { limit, offset }),
    ledger.getExchangeLimits(memberId, plan.exchange.sell_share_of_bought),
  ])
  res.json({
    exchanges: rows.map(storeExchange),
    count,
    limit,
    offset,
    limits: {
      ...limits,
      sell_share_of_bought: plan.exchange.sell_share_of_bought,
    },
  })
}

/** USDT → UUC or UUC → USDT at the current price. */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const body = req.validatedBody as StoreCreateExchangeType
  await answerMemberOnce<ExchangeView>(
    req,
    res,
    (x) => ({ exchange: storeExchange(x) }),
    (memberId, idempotency) =>
      exchangeWorkflow(req.scope).run({
        input: { member_id: memberId, ...body, idempotency },
      })
  )
}
