import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { receiveOrder } from "../../../../../../lib/orders"
import { memberIdOf } from "../../../../../actors"
import type { OrderAnswer } from "../../../../../answers"

/** POST /store/shop/orders/:id/receive: the member confirms receipt (shipped orders only). */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const order = await receiveOrder(req.scope, req.params.id, memberIdOf(req))
  res.json({ order } satisfies OrderAnswer)
}
