import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { loadCart } from "../../../../../lib/cart"
import { setUucAddress } from "../../../../../lib/uuc-cart"
import { memberIdOf } from "../../../../actors"
import type { UucAddressBodyType } from "../../../../validators"
import { cartAnswer } from "../../../cart-answer"

type Members = {
  getMember(id: string): Promise<{ customer_id?: string | null }>
}

/**
 * POST /store/carts/:id/uuc-address `{ shipping_address }` → `{ cart }`: a UUC
 * cart's delivery address (Medusa's `POST /store/carts/:id` refuses UUC carts
 * with `cart_is_uuc`: it would set their currency back to USD).
 */
export async function POST(
  req: AuthenticatedMedusaRequest<UucAddressBodyType>,
  res: MedusaResponse
) {
  const memberId = memberIdOf(req)
  const member = await req.scope.resolve<Members>("members").getMember(memberId)
  const cart = await loadCart(
    req.scope,
    req.params.id,
    member.customer_id ?? ""
  )
  await setUucAddress(req.scope, cart, req.validatedBody.shipping_address)
  res.json({ cart: await cartAnswer(req.scope, cart.id) })
}
