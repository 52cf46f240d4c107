import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { setUucAddress } from "../../../../../lib/uuc-cart"
import type { UucAddressBodyType } from "../../validators"
import { cartAnswer } from "../../../cart-answer"
import { memberCart } from "../../../member-cart"

/**
 * POST /store/carts/:id/uuc-address `{ shipping_address }` → `{ cart }`: a UUC
 * cart's delivery address (Medusa's `POST /store/carts/:id` refuses UUC carts
 * with `cart_is_uuc`: it would set their currency back to USD).
 */
export async function POST(
  req: AuthenticatedMedusaRequest<UucAddressBodyType>,
  res: MedusaResponse
) {
  const { cart } = await memberCart(req)
  await setUucAddress(req.scope, cart, req.validatedBody.shipping_address)
  res.json({ cart: await cartAnswer(req.scope, cart.id) })
}
