import { setUucQuantity } from "../../../../../../lib/uuc-cart"
import type { UucQuantityType } from "../../../validators"
import { cartChange } from "../../../../member-cart"

/**
 * POST /store/carts/:id/uuc-line-items/:line_id `{ quantity }` → `{ cart }`: a
 * UUC cart line's quantity (0 removes it), at the spec's UUC price. Medusa's own
 * line route cannot change a UUC line (it looks for a price in `uuc`).
 */
export const POST = cartChange<UucQuantityType>(
  (scope, cart, body, { params }) =>
    setUucQuantity(scope, cart, params.line_id, body.quantity)
)
