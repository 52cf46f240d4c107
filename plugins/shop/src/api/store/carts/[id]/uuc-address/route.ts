import { setUucAddress } from "../../../../../lib/uuc-cart"
import type { UucAddressBodyType } from "../../validators"
import { cartChange } from "../../../member-cart"

/**
 * POST /store/carts/:id/uuc-address `{ shipping_address }` → `{ cart }`: a UUC
 * cart's delivery address (Medusa's `POST /store/carts/:id` refuses UUC carts
 * with `cart_is_uuc`: it would set their currency back to USD).
 */
export const POST = cartChange<UucAddressBodyType>((scope, cart, body) =>
  setUucAddress(scope, cart, body.shipping_address)
)
