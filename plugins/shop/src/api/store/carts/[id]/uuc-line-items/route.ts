import { addUucItem } from "../../../../../lib/uuc-cart"
import type { UucItemType } from "../../validators"
import { cartChange } from "../../../member-cart"

/**
 * POST /store/carts/:id/uuc-line-items `{ variant_id, quantity }` → `{ cart }`:
 * a spec at its UUC price in the member's UUC cart (the same spec again adds to
 * its line). 400 `uuc_price_missing` for a spec without a UUC price,
 * `cart_not_uuc` for a USD cart; another member's cart is not found.
 */
export const POST = cartChange<UucItemType>((scope, cart, body) =>
  addUucItem(scope, cart, body.variant_id, body.quantity)
)
