import Decimal from "decimal.js"
import { setCartPoints } from "../../../../../lib/points"
import type { StorePointsType } from "../../validators"
import { cartChange } from "../../../member-cart"

/**
 * POST /store/carts/:id/points `{ points }` → `{ cart }`: the points this cart
 * will use (0 removes them), as a `points` credit line; 400 `points_exceed_limit`
 * above min(balance, Σ points discount × quantity, total).
 */
export const POST = cartChange<StorePointsType>(
  (scope, cart, body, { memberId }) =>
    setCartPoints(scope, cart, memberId, new Decimal(body.points))
)
