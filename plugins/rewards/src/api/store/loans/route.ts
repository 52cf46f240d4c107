import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { memberIdOf } from "@uuc/http"
import { decideActivation } from "#rewards/activation/decide"
import { ports } from "#rewards/shared/ports"
import type { StoreApplyLoanType, StoreLoansQueryType } from "./validators"
import type { LoanAnswer, LoansAnswer } from "../../answers"

/** POST /store/loans `{ card? }` (gold by default): applies for a card on credit. */
export async function POST(
  req: AuthenticatedMedusaRequest<StoreApplyLoanType>,
  res: MedusaResponse
) {
  const p = ports(req.scope)
  const member_id = memberIdOf(req)
  const { card } = req.validatedBody
  const [{ plan }, node] = await Promise.all([
    p.plan.getPlan(),
    p.network.getNode(member_id),
  ])
  // refuses a card the member holds already (card_already_gold / _active)
  decideActivation(plan, node.card, card)
  const loan = await p.rewards.applyLoan({ member_id, card })
  res.status(201).json({ loan } satisfies LoanAnswer)
}

/** GET /store/loans: the member's own loans, newest first. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const q = req.validatedQuery as StoreLoansQueryType
  const { loans, count } = await ports(req.scope).rewards.listLoans(
    { member_id: memberIdOf(req), status: q.status },
    { limit: q.limit, offset: q.offset }
  )
  res.json({
    loans,
    count,
    limit: q.limit,
    offset: q.offset,
  } satisfies LoansAnswer)
}
