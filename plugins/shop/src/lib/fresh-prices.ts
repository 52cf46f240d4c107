import type { MedusaContainer } from "@medusajs/framework/types"
import {
  ContainerRegistrationKeys,
  MedusaError,
  QueryContext,
} from "@medusajs/framework/utils"
import { refreshCartItemsWorkflow } from "@medusajs/medusa/core-flows"
import { AppError } from "@uuc/errors"
import Decimal from "decimal.js"
import type { ShopCart } from "./cart"
import type { ShopPlan } from "./plan"

/**
 * Priced at checkout (issue 22): a cart line keeps the price it was added at, so
 * a member whose card was refunded since (out of the card's customer group) would
 * still pay the member price. The checkout asks Medusa's pricing for each line's
 * price now, for the customer's groups now (the context `/store/products` uses);
 * when any line differs, Medusa refreshes the cart's lines and the checkout
 * answers 409 `cart_changed` without charging anything. `groups`: the customer's
 * group ids now (the checkout's planReads). The refresh waits for
 * `gate` (the checkout's password check): a refused request changes nothing.
 */
export async function refuseStalePrices(
  container: MedusaContainer,
  cart: ShopCart,
  groups: string[],
  gate?: Promise<void>
): Promise<void> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const variantIds = [
    ...new Set(cart.items.map((i) => i.variant_id).filter(Boolean)),
  ] as string[]
  const { data: variants } = await query.graph({
    entity: "variant",
    fields: ["id", "calculated_price.calculated_amount"],
    filters: { id: variantIds },
    context: {
      calculated_price: QueryContext({
        region_id: cart.region_id,
        currency_code: cart.currency_code,
        customer: { groups: groups.map((id) => ({ id })) },
      }),
    },
  })
  const now = new Map(
    (
      variants as {
        id: string
        calculated_price?: { calculated_amount?: unknown } | null
      }[]
    ).map((v) => [v.id, v.calculated_price?.calculated_amount])
  )
  const stale = cart.items.some((i) => {
    const price = now.get(i.variant_id ?? "")
    return (
      price === undefined ||
      price === null ||
      !new Decimal(String(price)).eq(new Decimal(String(i.unit_price)))
    )
  })
  if (!stale) return
  await gate
  await refreshCartItemsWorkflow(container).run({
    input: { cart_id: cart.id, force_refresh: true },
  })
  throw new AppError(MedusaError.Types.CONFLICT, "cart_changed")
}

/** Refuses a line of a fractional quantity or above the plan's `shop.max_quantity`. */
export function refuseBadQuantities(cart: ShopCart, plan: ShopPlan): void {
  const { max_quantity } = plan
  for (const item of cart.items) {
    const q = new Decimal(String(item.quantity))
    if (!q.isInteger() || q.lt(1) || q.gt(max_quantity))
      throw new AppError(
        MedusaError.Types.INVALID_DATA,
        "invalid_quantity",
        "quantity"
      )
  }
}
