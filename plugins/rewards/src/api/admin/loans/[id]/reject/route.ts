import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { staffIdOf } from "@uuc/http"
import { ports } from "#rewards/shared/ports"
import type { LoanAnswer } from "#rewards/api/answers"
import type { AdminRejectLoanType } from "../../validators"

/** POST /admin/loans/:id/reject `{ reason }`: refuses a pending application. */
export async function POST(
  req: AuthenticatedMedusaRequest<AdminRejectLoanType>,
  res: MedusaResponse
) {
  const loan = await ports(req.scope).rewards.rejectLoan({
    id: req.params.id,
    reason: req.validatedBody.reason,
    staff_id: staffIdOf(req),
    audit: true,
  })
  res.json({ loan } satisfies LoanAnswer)
}
