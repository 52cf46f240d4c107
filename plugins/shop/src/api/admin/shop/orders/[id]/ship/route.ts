import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { shipOrder } from "../../../../../../lib/orders"
import { staffIdOf } from "../../../../../actors"
import type { ShipType } from "../../../validators"
import type { OrderAnswer } from "../../../../../answers"

/** POST /admin/shop/orders/:id/ship `{ courier_name, courier_number }` → `{ order }` (audited). */
export async function POST(
  req: AuthenticatedMedusaRequest<ShipType>,
  res: MedusaResponse
) {
  const order = await shipOrder(
    req.scope,
    req.params.id,
    req.validatedBody,
    staffIdOf(req),
    true
  )
  res.json({ order } satisfies OrderAnswer)
}
