import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { loadCart } from "../../../../../../lib/cart"
import { setUucQuantity } from "../../../../../../lib/uuc-cart"
import { memberIdOf } from "../../../../../actors"
import type { UucQuantityType } from "../../../../../validators"
import { cartAnswer } from "../../../../cart-answer"

type Members = {
  getMember(id: string): Promise<{ customer_id?: string | null }>
}

/**
 * POST /store/carts/:id/uuc-line-items/:line_id `{ quantity }` → `{ cart }`: a
 * UUC cart line's quantity (0 removes it), at the spec's UUC price. Medusa's own
 * line route cannot change a UUC line (it looks for a price in `uuc`).
 */
export async function POST(
  req: AuthenticatedMedusaRequest<UucQuantityType>,
  res: MedusaResponse
) {
  const memberId = memberIdOf(req)
  const member = await req.scope.resolve<Members>("members").getMember(memberId)
  const cart = await loadCart(
    req.scope,
    req.params.id,
    member.customer_id ?? ""
  )
  await setUucQuantity(
    req.scope,
    cart,
    req.params.line_id,
    req.validatedBody.quantity
  )
  res.json({ cart: await cartAnswer(req.scope, cart.id) })
}
