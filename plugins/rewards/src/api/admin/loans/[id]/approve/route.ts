import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { staffIdOf } from "@uuc/ledger/api/actors"
import { activateCardWorkflow } from "../../../../../workflows"
import { ports } from "../../../../../lib/ports"

/**
 * POST /admin/loans/:id/approve: passes a pending application. The card is
 * activated without payment (platform:loans pays; the uplines' bonuses are paid as
 * for any activation) and the member owes P × (1 + loan.interest).
 */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const p = ports(req.scope)
  const loan = await p.rewards.getLoan(req.params.id)
  const { result: answer } = await activateCardWorkflow(req.scope).run({
    input: {
      member_id: loan.member_id,
      card: loan.card,
      loan: { id: loan.id, staff_id: staffIdOf(req) },
    },
  })
  const { result } = answer
  res.json({ loan: await p.rewards.getLoan(loan.id), ...result })
}
