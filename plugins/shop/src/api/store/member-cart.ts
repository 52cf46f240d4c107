import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import { loadCart } from "../../lib/cart"
import { membersOf } from "../../lib/ports"
import { memberIdOf } from "../actors"

/** The member behind a cart route and the cart `:id`, theirs only (another's is not found). */
export async function memberCart(req: AuthenticatedMedusaRequest) {
  const memberId = memberIdOf(req)
  const member = await membersOf(req.scope).getMember(memberId)
  const cart = await loadCart(
    req.scope,
    req.params.id,
    member.customer_id ?? ""
  )
  return { memberId, cart }
}
