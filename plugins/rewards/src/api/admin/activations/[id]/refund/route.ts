import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { staffIdOf } from "@uuc/http"
import { ports } from "#rewards/shared/ports"
import { refundAnswer, type RefundAnswer } from "#rewards/refund/answer"
import { refundActivation } from "#rewards/refund/refund"
import type { AdminRefundType } from "../../validators"

/**
 * POST /admin/activations/:id/refund `{ reason, secondary_password }` (step-up in
 * the middlewares, with an Idempotency-Key): staff refund
 * a card within the cooling-off period (rules.md §4). Audited as
 * `activation.refund` on the member, in the transaction that completes the refund.
 */
export async function POST(
  req: AuthenticatedMedusaRequest<AdminRefundType>,
  res: MedusaResponse
) {
  const p = ports(req.scope)
  const staff = staffIdOf(req)
  // the staff secondary password was verified by the route's step-up
  const done = await refundActivation(req.scope, {
    activation_id: req.params.id,
    by: { staff_id: staff },
    reason: req.validatedBody.reason,
  })
  const answer = await refundAnswer(p, req.params.id, done)
  res.json({ ...answer, replayed: done.replayed } satisfies RefundAnswer)
}
