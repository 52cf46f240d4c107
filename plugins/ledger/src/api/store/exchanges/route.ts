import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { readPlan } from "../../../lib/plan"
import type { ExchangeView } from "../../../modules/ledger/lib/types"
import { exchangeWorkflow } from "../../../workflows"
import type { ExchangeAnswer, StoreExchanges } from "../../answer-types"
import { answerMemberOnce } from "../../answers"
import { memberReadOf } from "../../handlers"
import { storeExchange } from "../../present"
import type { StoreCreateExchangeType } from "./validators"

/** The member's exchanges, with the current price and the 2:1 rule's figures. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const { memberId, page, ledger } = memberReadOf(req)
  const plan = await readPlan(req.scope)
  const [{ rows, count }, limits] = await Promise.all([
    ledger.listExchanges({ member_id: memberId }, page),
    ledger.getExchangeLimits(memberId, plan.exchange.sell_share_of_bought),
  ])
  res.json({
    exchanges: rows.map(storeExchange),
    count,
    ...page,
    limits: {
      ...limits,
      sell_share_of_bought: plan.exchange.sell_share_of_bought,
    },
  } satisfies StoreExchanges)
}

/** USDT → UUC or UUC → USDT at the current price. */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse<ExchangeAnswer>
) {
  const body = req.validatedBody as StoreCreateExchangeType
  await answerMemberOnce<ExchangeView, ExchangeAnswer>(
    req,
    res,
    (x): ExchangeAnswer => ({ exchange: storeExchange(x) }),
    (memberId, idempotency) =>
      exchangeWorkflow(req.scope).run({
        input: { member_id: memberId, ...body, idempotency },
      })
  )
}
