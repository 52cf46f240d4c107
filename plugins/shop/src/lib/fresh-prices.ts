import type {
  IPricingModuleService,
  MedusaContainer,
  PricingContext,
} from "@medusajs/framework/types"
import {
  ContainerRegistrationKeys,
  MedusaError,
  Modules,
} from "@medusajs/framework/utils"
import { refreshCartItemsWorkflow } from "@medusajs/medusa/core-flows"
import { AppError } from "@uuc/errors"
import Decimal from "decimal.js"
import type { ShopCart } from "./cart"
import type { ShopPlan } from "./plan"

/**
 * Priced at checkout: a cart line keeps the price it was added at, so
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
  if (!(await pricesMoved(container, cart, groups))) return
  await gate
  await refreshCartItemsWorkflow(container).run({
    input: { cart_id: cart.id, force_refresh: true },
  })
  throw new AppError(MedusaError.Types.CONFLICT, "cart_changed")
}

/** The cart fields a price comparison reads. */
export type PricedCart = {
  currency_code: string
  region_id?: string | null
  items?: { variant_id?: string | null; unit_price: unknown }[]
}

/**
 * Whether any line's unit price differs from Medusa's pricing now for the
 * customer groups `groups` (ids), in the cart's region and currency; a line whose
 * variant has no price now counts as moved.
 */
export async function pricesMoved(
  container: MedusaContainer,
  cart: PricedCart,
  groups: string[]
): Promise<boolean> {
  const items = cart.items ?? []
  const variantIds = [
    ...new Set(items.map((i) => i.variant_id).filter(Boolean)),
  ] as string[]
  const now = await pricesNow(container, variantIds, {
    ...(cart.region_id ? { region_id: cart.region_id } : {}),
    currency_code: cart.currency_code,
    customer: { groups: groups.map((id) => ({ id })) },
  })
  return items.some((i) => {
    const price = now.get(i.variant_id ?? "")
    return (
      price === undefined ||
      price === null ||
      !new Decimal(String(price)).eq(new Decimal(String(i.unit_price)))
    )
  })
}

/**
 * Each variant's price now for the context (variant id → amount text): the
 * variants' price sets through their link, then the pricing module's own
 * calculation, the one `calculated_price` runs behind Query. Query's way read the
 * variants and their price sets first: two statements more.
 */
async function pricesNow(
  container: MedusaContainer,
  variantIds: string[],
  context: Record<string, unknown>
): Promise<Map<string, string>> {
  if (!variantIds.length) return new Map()
  const { data: links } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({
      entity: "product_variant_price_set",
      fields: ["variant_id", "price_set_id"],
      filters: { variant_id: variantIds },
    })
  const sets = links as { variant_id: string; price_set_id: string }[]
  if (!sets.length) return new Map()
  const prices = await container
    .resolve<IPricingModuleService>(Modules.PRICING)
    .calculatePrices(
      { id: sets.map((l) => l.price_set_id) },
      { context: context as PricingContext["context"] }
    )
  const bySet = new Map(
    prices.map((p) => [
      p.id,
      p.raw_calculated_amount?.value ?? p.calculated_amount,
    ])
  )
  const now = new Map<string, string>()
  for (const l of sets) {
    const amount = bySet.get(l.price_set_id)
    if (amount !== null && amount !== undefined)
      now.set(l.variant_id, String(amount))
  }
  return now
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
