import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { ports } from "#rewards/shared/ports"
import { activationOffers, type ActivationsAnswer } from "#rewards/refund/offer"
import type { AdminActivationsQueryType } from "./validators"

/**
 * GET /admin/activations?member_id=: a member's cards bought, newest first, with
 * the cooling-off period's end and whether staff can refund each now.
 */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const { member_id } = req.validatedQuery as AdminActivationsQueryType
  res.json({
    activations: await activationOffers(ports(req.scope), member_id),
  } satisfies ActivationsAnswer)
}
