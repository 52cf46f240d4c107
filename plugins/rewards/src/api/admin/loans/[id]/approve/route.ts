import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { staffIdOf } from "@uuc/http"
import { activateCard } from "#rewards/activation/activate"
import type { LoanApproval } from "#rewards/activation/answer"
import { ports } from "#rewards/shared/ports"
import type { AdminApproveLoanType } from "../../validators"

/**
 * POST /admin/loans/:id/approve `{ secondary_password, reason? }`: passes a pending
 * application. The card is activated without payment (platform:loans pays; the
 * uplines' bonuses are paid as for any activation) and the member owes
 * P × (1 + loan.interest). It lends money, so it needs the staff secondary
 * password; its audit row is written in the approval's transaction (approveLoan).
 */
export async function POST(
  req: AuthenticatedMedusaRequest<AdminApproveLoanType>,
  res: MedusaResponse
) {
  const staffId = staffIdOf(req)
  // the staff secondary password was verified by the route's step-up
  const p = ports(req.scope)
  const loan = await p.rewards.getLoan(req.params.id)
  const answer = await activateCard(req.scope, {
    member_id: loan.member_id,
    card: loan.card,
    loan: {
      id: loan.id,
      staff_id: staffId,
      reason: req.validatedBody.reason ?? null,
    },
  })
  const { result } = answer
  const passed = await p.rewards.getLoan(loan.id)
  res.json({ loan: passed, ...result } satisfies LoanApproval)
}
