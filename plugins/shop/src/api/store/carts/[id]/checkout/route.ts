import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError, codeOf, messageFor, passwordChecked } from "@uuc/errors"
import { checkout } from "../../../../../lib/checkout"
import { flushTimings, timed } from "../../../../../lib/checkout-timings"
import { getOrder } from "../../../../../lib/orders"
import { memberIdOf, refuseImpersonation } from "../../../../actors"
import type { CartChangedAnswer, CheckoutAnswer } from "../../../../answers"
import { cartAnswer } from "../../../cart-answer"
import type { StoreCheckoutType } from "../../validators"

const KEY = /^[\x21-\x7e]{1,200}$/

/**
 * POST /store/carts/:id/checkout `{ secondary_password }` + `Idempotency-Key` →
 * `{ orders }` (one per merchant). The secondary password is verified once, by
 * the `stepUp` middleware, while the cart is claimed and planned (its `overlap`:
 * `checkout` awaits it before anything moves or is answered). Parallel or
 * repeated checkouts of one cart answer the same orders (`Idempotent-Replayed:
 * true`).
 */
export async function POST(
  req: AuthenticatedMedusaRequest<StoreCheckoutType>,
  res: MedusaResponse
) {
  const memberId = memberIdOf(req)
  refuseImpersonation(req)
  const key = req.get("idempotency-key")
  if (!key || !KEY.test(key))
    throw new AppError(
      MedusaError.Types.INVALID_DATA,
      "invalid_idempotency_key"
    )
  let answer: Awaited<ReturnType<typeof checkout>>
  try {
    answer = await timed(req.params.id, "route", () =>
      checkout(req.scope, {
        cart_id: req.params.id,
        member_id: memberId,
        // the member token's actor is the member's customer (members plugin)
        customer_id: req.auth_context.actor_id,
        key,
        verified: passwordChecked(req),
      })
    )
  } catch (e) {
    // priced at checkout: the fresh cart goes with the refusal, so the storefront
    // shows the new total and asks again (nothing was charged)
    if (codeOf(e) !== "cart_changed") throw e
    res.status(409).json({
      code: "cart_changed",
      message: messageFor("cart_changed"),
      cart: await cartAnswer(req.scope, req.params.id),
    } satisfies CartChangedAnswer)
    return
  }
  const { order_ids, replayed } = answer
  if (replayed) res.setHeader("Idempotent-Replayed", "true")
  const orders = await timed(req.params.id, "answer", () =>
    Promise.all(order_ids.map((id) => getOrder(req.scope, id, memberId)))
  )
  flushTimings(req.params.id)
  res.status(replayed ? 200 : 201).json({ orders } satisfies CheckoutAnswer)
}
