import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { cancelOrder } from "../../../../../../lib/orders"
import { memberIdOf, refuseImpersonation } from "../../../../../actors"
import type { OrderAnswer } from "../../../../../answers"

/** POST /store/shop/orders/:id/cancel: before shipment only; USDT, UUC and points come back. */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const memberId = memberIdOf(req)
  refuseImpersonation(req)
  const order = await cancelOrder(req.scope, req.params.id, {
    member_id: memberId,
    reason: "member",
  })
  res.json({ order } satisfies OrderAnswer)
}
