import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import Decimal from "decimal.js"
import { loadCart } from "../../../../../lib/cart"
import { setCartPoints } from "../../../../../lib/points"
import { memberIdOf } from "../../../../actors"
import type { StorePointsType } from "../../../../validators"
import { cartAnswer } from "../../../cart-answer"

type Members = {
  getMember(id: string): Promise<{ customer_id?: string | null }>
}

/**
 * POST /store/carts/:id/points `{ points }` → `{ cart }`: the points this cart
 * will use (0 removes them), as a `points` credit line; 400 `points_exceed_limit`
 * above min(balance, Σ points discount × quantity, total).
 */
export async function POST(
  req: AuthenticatedMedusaRequest<StorePointsType>,
  res: MedusaResponse
) {
  const memberId = memberIdOf(req)
  const member = await req.scope.resolve<Members>("members").getMember(memberId)
  const cart = await loadCart(
    req.scope,
    req.params.id,
    member.customer_id ?? ""
  )
  await setCartPoints(
    req.scope,
    cart,
    memberId,
    new Decimal(req.validatedBody.points)
  )
  res.json({ cart: await cartAnswer(req.scope, cart.id) })
}
