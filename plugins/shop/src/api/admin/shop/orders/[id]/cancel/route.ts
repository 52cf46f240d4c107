import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { cancelOrder } from "../../../../../../lib/orders"
import { staffIdOf } from "../../../../../actors"
import type { AdminCancelType } from "../../../validators"
import type { OrderAnswer } from "../../../../../answers"

/**
 * POST /admin/shop/orders/:id/cancel `{ reason, secondary_password }`: staff cancel
 * an order waiting for shipment (refunded like a member's cancellation). The
 * secondary password is checked by the route's `stepUp`; the audit row is written
 * in the transaction that moves the order's status.
 */
export async function POST(
  req: AuthenticatedMedusaRequest<AdminCancelType>,
  res: MedusaResponse
) {
  const order = await cancelOrder(req.scope, req.params.id, {
    reason: req.validatedBody.reason,
    staff_id: staffIdOf(req),
  })
  res.json({ order } satisfies OrderAnswer)
}
