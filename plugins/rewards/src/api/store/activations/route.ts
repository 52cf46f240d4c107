import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { memberIdOf } from "@uuc/http"
import { ports } from "#rewards/shared/ports"
import { activationOffers, type ActivationsAnswer } from "#rewards/refund/offer"

/**
 * GET /store/activations: the member's cards bought, newest first, each with the
 * end of its cooling-off period, what a refund gives back and, when it cannot be
 * refunded now, why (`blocked`).
 */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  res.json({
    activations: await activationOffers(ports(req.scope), memberIdOf(req)),
  } satisfies ActivationsAnswer)
}
