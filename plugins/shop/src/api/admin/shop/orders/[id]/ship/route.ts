import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { shipOrder } from "../../../../../../lib/orders"
import { staffIdOf } from "../../../../../actors"
import type { ShipType } from "../../../../../validators"

/** POST /admin/shop/orders/:id/ship `{ courier_name, courier_number }` → `{ order }`. */
export async function POST(
  req: AuthenticatedMedusaRequest<ShipType>,
  res: MedusaResponse
) {
  const order = await shipOrder(
    req.scope,
    req.params.id,
    req.validatedBody,
    staffIdOf(req)
  )
  res.json({ order })
}
