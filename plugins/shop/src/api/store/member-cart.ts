import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { loadCart, type ShopCart } from "../../lib/cart"
import { membersOf } from "../../lib/ports"
import { memberIdOf } from "../actors"
import type { CartAnswer } from "../answers"
import { cartAnswer } from "./cart-answer"

/** The member behind a cart route and the cart `:id`, theirs only (another's is not found). */
async function memberCart(req: AuthenticatedMedusaRequest) {
  const memberId = memberIdOf(req)
  const member = await membersOf(req.scope).getMember(memberId)
  const cart = await loadCart(
    req.scope,
    req.params.id,
    member.customer_id ?? ""
  )
  return { memberId, cart }
}

/**
 * POST of a change to the member's cart `:id` → `{ cart }`, as the storefront
 * reads it after the change: `change` gets the cart, the validated body and the
 * request (its params, the member's id).
 */
export function cartChange<B>(
  change: (
    scope: MedusaContainer,
    cart: ShopCart,
    body: B,
    ctx: { memberId: string; params: Record<string, string> }
  ) => Promise<unknown>
) {
  return async (
    req: AuthenticatedMedusaRequest<B>,
    res: MedusaResponse
  ): Promise<void> => {
    const { memberId, cart } = await memberCart(req)
    await change(req.scope, cart, req.validatedBody, {
      memberId,
      params: req.params,
    })
    res.json({
      cart: await cartAnswer(req.scope, cart.id),
    } satisfies CartAnswer)
  }
}
