import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { addUucItem } from "../../../../../lib/uuc-cart"
import type { UucItemType } from "../../validators"
import { cartAnswer } from "../../../cart-answer"
import { memberCart } from "../../../member-cart"

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
  const { cart } = await memberCart(req)
  await addUucItem(
    req.scope,
    cart,
    req.validatedBody.variant_id,
    req.validatedBody.quantity
  )
  res.json({ cart: await cartAnswer(req.scope, cart.id) })
}
