import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { loadCart } from "../../../../lib/cart"
import { membersOf } from "../../../../lib/ports"
import {
  addUucItem,
  createUucCart,
  ensureUucShipping,
} from "../../../../lib/uuc-cart"
import { memberIdOf } from "../../../actors"
import type { UucCartType } from "../validators"
import type { CartAnswer } from "../../../answers"
import { cartAnswer } from "../../cart-answer"

/**
 * POST /store/shop/uuc-carts `{ variant_id?, quantity? }` → 201 `{ cart }`: a new
 * cart of the member paid in UUC (currency `uuc`), in the shop's region and the
 * publishable key's sales channel, optionally with a first spec at its UUC price.
 * Its lines are added by `POST /store/carts/:id/uuc-line-items`; quantities,
 * address and shipping go through Medusa's own cart routes, payment through
 * `POST /store/carts/:id/checkout`.
 */
export async function POST(
  req: AuthenticatedMedusaRequest<UucCartType>,
  res: MedusaResponse
) {
  const memberId = memberIdOf(req)
  const member = await membersOf(req.scope).getMember(memberId)
  if (!member.customer_id)
    throw new AppError(MedusaError.Types.UNAUTHORIZED, "unauthorized")
  const channels = (
    req as unknown as {
      publishable_key_context?: { sales_channel_ids?: string[] }
    }
  ).publishable_key_context?.sales_channel_ids
  await ensureUucShipping(req.scope)
  const id = await createUucCart(req.scope, {
    customer_id: member.customer_id,
    sales_channel_id: channels?.[0],
  })
  const { variant_id, quantity } = req.validatedBody
  if (variant_id)
    await addUucItem(
      req.scope,
      await loadCart(req.scope, id, member.customer_id),
      variant_id,
      quantity
    )
  res
    .status(201)
    .json({ cart: await cartAnswer(req.scope, id) } satisfies CartAnswer)
}
