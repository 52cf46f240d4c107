import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import { loadCart } from "../../lib/cart"
import { memberIdOf } from "../actors"

type Members = {
  getMember(id: string): Promise<{ customer_id?: string | null }>
}

/** The member behind a cart route and the cart `:id`, theirs only (another's is not found). */
export async function memberCart(req: AuthenticatedMedusaRequest) {
  const memberId = memberIdOf(req)
  const member = await req.scope.resolve<Members>("members").getMember(memberId)
  const cart = await loadCart(
    req.scope,
    req.params.id,
    member.customer_id ?? ""
  )
  return { memberId, cart }
}
