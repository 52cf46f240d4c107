import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { setUucQuantity } from "../../../../../../lib/uuc-cart"
import type { UucQuantityType } from "../../../validators"
import { cartAnswer } from "../../../../cart-answer"
import { memberCart } from "../../../../member-cart"

/**
 * POST /store/carts/:id/uuc-line-items/:line_id `{ quantity }` → `{ cart }`: a
 * UUC cart line's quantity (0 removes it), at the spec's UUC price. Medusa's own
 * line route cannot change a UUC line (it looks for a price in `uuc`).
 */
export async function POST(
  req: AuthenticatedMedusaRequest<UucQuantityType>,
  res: MedusaResponse
) {
  const { cart } = await memberCart(req)
  await setUucQuantity(
    req.scope,
    cart,
    req.params.line_id,
    req.validatedBody.quantity
  )
  res.json({ cart: await cartAnswer(req.scope, cart.id) })
}
