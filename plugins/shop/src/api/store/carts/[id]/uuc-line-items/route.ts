import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { loadCart } from "../../../../../lib/cart"
import { addUucItem } from "../../../../../lib/uuc-cart"
import { memberIdOf } from "../../../../actors"
import type { UucItemType } from "../../../../validators"
import { cartAnswer } from "../../../cart-answer"

type Members = {
  getMember(id: string): Promise<{ customer_id?: string | null }>
}

/**
 * POST /store/carts/:id/uuc-line-items `{ variant_id, quantity }` → `{ cart }`:
 * a spec at its UUC price in the member's UUC cart (the same spec again adds to
 * its line). 400 `uuc_price_missing` for a spec without a UUC price,
 * `cart_not_uuc` for a USD cart; another member's cart is not found.
 */
export async function POST(
  req: AuthenticatedMedusaRequest<UucItemType>,
  res: MedusaResponse
) {
  const memberId = memberIdOf(req)
  const member = await req.scope.resolve<Members>("members").getMember(memberId)
  const cart = await loadCart(
    req.scope,
    req.params.id,
    member.customer_id ?? ""
  )
  await addUucItem(
    req.scope,
    cart,
    req.validatedBody.variant_id,
    req.validatedBody.quantity
  )
  res.json({ cart: await cartAnswer(req.scope, cart.id) })
}
