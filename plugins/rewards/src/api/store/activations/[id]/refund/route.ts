import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { memberIdOf } from "@uuc/http"
import { ports } from "#rewards/shared/ports"
import { refundAnswer, type RefundAnswer } from "#rewards/refund/answer"
import { refundActivation } from "#rewards/refund/refund"
import type { StoreRefundType } from "../../validators"

/**
 * POST /store/activations/:id/refund `{ reason? }`: a member refunds their own card
 * within the cooling-off period. The answer leaves out the uplines' clawbacks.
 */
export async function POST(
  req: AuthenticatedMedusaRequest<StoreRefundType>,
  res: MedusaResponse
) {
  const done = await refundActivation(req.scope, {
    activation_id: req.params.id,
    by: { member_id: memberIdOf(req) },
    reason: req.validatedBody.reason ?? null,
  })
  const { activation, refund } = await refundAnswer(
    ports(req.scope),
    req.params.id,
    done
  )
  res.json({
    activation,
    refund: refund && { amount: refund.amount, points: refund.points },
    replayed: done.replayed,
  } satisfies RefundAnswer)
}
