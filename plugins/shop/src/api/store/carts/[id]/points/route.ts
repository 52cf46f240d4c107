import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import Decimal from "decimal.js"
import { setCartPoints } from "../../../../../lib/points"
import type { StorePointsType } from "../../validators"
import { cartAnswer } from "../../../cart-answer"
import { memberCart } from "../../../member-cart"

/**
 * POST /store/carts/:id/points `{ points }` → `{ cart }`: the points this cart
 * will use (0 removes them), as a `points` credit line; 400 `points_exceed_limit`
 * above min(balance, Σ points discount × quantity, total).
 */
export async function POST(
  req: AuthenticatedMedusaRequest<StorePointsType>,
  res: MedusaResponse
) {
  const { memberId, cart } = await memberCart(req)
  await setCartPoints(
    req.scope,
    cart,
    memberId,
    new Decimal(req.validatedBody.points)
  )
  res.json({ cart: await cartAnswer(req.scope, cart.id) })
}
