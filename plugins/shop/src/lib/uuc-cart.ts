import type {
  ICartModuleService,
  IPricingModuleService,
  IRegionModuleService,
  MedusaContainer,
} from "@medusajs/framework/types"
import {
  ContainerRegistrationKeys,
  MedusaError,
  Modules,
} from "@medusajs/framework/utils"
import {
  addToCartWorkflow,
  createCartWorkflow,
  deleteLineItemsWorkflow,
} from "@medusajs/medusa/core-flows"
import { AppError } from "@uuc/errors"
import Decimal from "decimal.js"
import { SHOP_MODULE } from "../modules/shop"
import type ShopModuleService from "../modules/shop/service"
import { loadCart, type ShopCart } from "./cart"

/**
 * The currency of a UUC cart. It lives on the cart (and its order and payment
 * collection) only: not in the store's currencies nor on a region of its own, as
 * Medusa's admin price grids look every store currency and region currency up in
 * a fixed table and break on an unknown code (the shop README, "Known limits").
 */
export const UUC_CURRENCY = "uuc"

/** The shop's region (seed-shop's): the members' countries, the wallet provider. */
export const SHOP_REGION = "UUC Shop"

export const isUucCart = (cart: { currency_code: string }) =>
  cart.currency_code.toLowerCase() === UUC_CURRENCY

const D = (v: unknown) =>
  new Decimal(v === null || v === undefined ? 0 : String(v))
const refuse = (code: string, field?: string) =>
  new AppError(MedusaError.Types.INVALID_DATA, code, field)

/** The UUC price of each variant that has one (shop_variant.uuc_price). */
async function uucPrices(
  container: MedusaContainer,
  variantIds: string[]
): Promise<Map<string, Decimal>> {
  if (!variantIds.length) return new Map()
  const rows = await container
    .resolve<ShopModuleService>(SHOP_MODULE)
    .listShopVariants({ variant_id: variantIds })
  return new Map(
    rows
      .filter((r) => r.uuc_price !== null && r.uuc_price !== undefined)
      .map((r) => [r.variant_id, D(r.uuc_price)] as const)
      .filter(([, p]) => p.gt(0))
  )
}

/**
 * A UUC cart of the member: made by Medusa's cart workflow in the shop's region
 * (its countries and the wallet provider; customer, sales channel and email as for
 * any cart), then given the `uuc` currency before it holds anything. 2.21's
 * `createCartWorkflow` only takes the region's currency, and a region in `uuc`
 * would break the admin's price grids; the items carry custom unit prices (the
 * specs' UUC prices), so no Medusa price is ever looked up in `uuc`.
 */
export async function createUucCart(
  container: MedusaContainer,
  input: {
    customer_id: string
    sales_channel_id?: string
    region_id?: string
    email?: string
    shipping_address?: Record<string, string | undefined>
    metadata?: Record<string, unknown>
  }
): Promise<string> {
  const region_id = input.region_id ?? (await shopRegionId(container))
  const { result } = await createCartWorkflow(container).run({
    input: {
      region_id,
      customer_id: input.customer_id,
      sales_channel_id: input.sales_channel_id,
      email: input.email,
      shipping_address: input.shipping_address,
      metadata: { ...(input.metadata ?? {}), uuc: true },
    },
  })
  await container
    .resolve<ICartModuleService>(Modules.CART)
    .updateCarts(result.id, { currency_code: UUC_CURRENCY })
  return result.id
}

/** The shop's region (seed-shop's): the one paying through the wallet provider in USD. */
async function shopRegionId(container: MedusaContainer) {
  const [region] = await container
    .resolve<IRegionModuleService>(Modules.REGION)
    .listRegions({ name: SHOP_REGION }, { select: ["id"] })
  if (!region) throw refuse("cart_not_found")
  return region.id
}

/** A UUC cart open for changes: a completed one is not found, a USD one refused. */
function assertOpenUucCart(cart: ShopCart) {
  if (cart.completed_at)
    throw new AppError(MedusaError.Types.NOT_FOUND, "cart_not_found")
  if (!isUucCart(cart)) throw refuse("cart_not_uuc")
}

/**
 * Runs a change of a UUC cart's lines alone among the shop's changes of that
 * cart's lines, in every server process (the locking module). Its own key, not
 * the bare cart id Medusa's cart workflows take: a change here runs those
 * workflows, and Medusa's locks are not re-entrant. A quantity is set by removing
 * the line and adding it anew (two workflows), so two at once would each add one.
 */
function underLineLock<T>(
  container: MedusaContainer,
  cartId: string,
  run: () => Promise<T>
): Promise<T> {
  return container
    .resolve(Modules.LOCKING)
    .execute(`uuc-lines:${cartId}`, run, { timeout: 30 })
}

/**
 * Adds a spec to a UUC cart at its UUC price (a custom unit price, kept by
 * Medusa's refreshes). A spec without a UUC price: `uuc_price_missing`; a USD
 * cart: `cart_not_uuc`. The same spec at the same price adds to its line
 * (Medusa's add-to-cart merges it).
 */
export async function addUucItem(
  container: MedusaContainer,
  cart: ShopCart,
  variantId: string,
  quantity: number
) {
  assertOpenUucCart(cart)
  await underLineLock(container, cart.id, async () => {
    const price = (await uucPrices(container, [variantId])).get(variantId)
    if (!price) throw refuse("uuc_price_missing", "variant_id")
    await addToCartWorkflow(container).run({
      input: {
        cart_id: cart.id,
        items: [
          // a number here: Medusa merges a custom-priced line into an existing
          // one only when `unit_price ===` the stored price, read as a number
          { variant_id: variantId, quantity, unit_price: price.toNumber() },
        ],
      },
    })
  })
}

/**
 * Sets a UUC cart line's quantity (0 removes it), at the spec's UUC price now.
 * Medusa's line update checks the variant's price in the cart's currency (there
 * is none in `uuc`, the price is the line's own), so the line is replaced: removed,
 * then added again with its new quantity. Another cart's line: `cart_not_found`.
 */
export async function setUucQuantity(
  container: MedusaContainer,
  cart: ShopCart,
  lineId: string,
  quantity: number
) {
  assertOpenUucCart(cart)
  await underLineLock(container, cart.id, async () => {
    // the lines as they are now, under the lock (a parallel change replaced it)
    const now = await loadCart(container, cart.id, cart.customer_id ?? "", [], {
      linked: false,
      totals: false,
    })
    assertOpenUucCart(now)
    const line = now.items.find((i) => i.id === lineId)
    if (!line) throw new AppError(MedusaError.Types.NOT_FOUND, "cart_not_found")
    const price = (await uucPrices(container, [line.variant_id ?? ""])).get(
      line.variant_id ?? ""
    )
    if (quantity > 0 && !price) throw refuse("uuc_price_missing", "variant_id")
    await deleteLineItemsWorkflow(container).run({
      input: { cart_id: cart.id, ids: [line.id] },
    })
    if (quantity > 0 && price)
      await addToCartWorkflow(container).run({
        input: {
          cart_id: cart.id,
          items: [
            {
              variant_id: line.variant_id ?? "",
              quantity,
              // a decimal string (BigNumberInput): the line is new, no merge
              unit_price: price.toFixed(),
            },
          ],
        },
      })
  })
}

/**
 * Checkout's re-check of a UUC cart: every line a spec with a UUC price at that
 * price, no points. A spec that lost its UUC price: `uuc_price_missing`; a price
 * changed since it was added: the line takes the new price and the checkout is
 * refused with `uuc_price_changed`, so the member sees the new total first.
 */
export async function recheckUucCart(
  container: MedusaContainer,
  cart: ShopCart
) {
  if (cart.credit_lines.length) throw refuse("uuc_cart_no_points", "points")
  const prices = await uucPrices(
    container,
    cart.items.flatMap((i) => (i.variant_id ? [i.variant_id] : []))
  )
  let changed = false
  for (const item of cart.items) {
    const price = prices.get(item.variant_id ?? "")
    if (!price) throw refuse("uuc_price_missing")
    if (!price.eq(D(item.unit_price))) {
      await setUucQuantity(
        container,
        cart,
        item.id,
        D(item.quantity).toNumber()
      )
      changed = true
    }
  }
  if (changed) throw refuse("uuc_price_changed")
}

export type UucAddress = {
  first_name?: string
  last_name?: string
  phone?: string
  company?: string
  address_1?: string
  address_2?: string
  city?: string
  province?: string
  postal_code?: string
  country_code?: string
}

/**
 * A UUC cart's delivery address, written by the cart module: Medusa's cart update
 * would set the cart's currency back to its region's. The country must be one of
 * the cart's region, as Medusa's update requires (`delivery_address_required`).
 */
export async function setUucAddress(
  container: MedusaContainer,
  cart: ShopCart,
  address: UucAddress
) {
  assertOpenUucCart(cart)
  const country = (address.country_code ?? "").toLowerCase()
  const [region] = cart.region_id
    ? await container
        .resolve<IRegionModuleService>(Modules.REGION)
        .listRegions({ id: cart.region_id }, { relations: ["countries"] })
    : []
  if (!country || !(region?.countries ?? []).some((c) => c.iso_2 === country))
    throw refuse("delivery_address_required", "country_code")
  const carts = container.resolve<ICartModuleService>(Modules.CART)
  const [made] = await carts.createAddresses([
    { ...address, country_code: country },
  ])
  await carts.updateCarts(cart.id, { shipping_address_id: made.id })
}

/**
 * The shop's shipping options carry a `uuc` price (free: the flat price staff set
 * is in USD), so a UUC cart can ship; an admin edit of the option's prices may
 * drop it, so checkout and the seed both ensure it. Answers how many were added.
 */
export async function ensureUucShipping(
  container: MedusaContainer
): Promise<number> {
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({
      entity: "shipping_option",
      fields: ["id", "price_set_link.price_set_id", "prices.currency_code"],
    })
  const pricing = container.resolve<IPricingModuleService>(Modules.PRICING)
  let added = 0
  for (const o of data as {
    id: string
    price_set_link?: { price_set_id?: string } | null
    prices?: { currency_code?: string | null }[] | null
  }[]) {
    const setId = o.price_set_link?.price_set_id
    if (!setId) continue
    if ((o.prices ?? []).some((p) => p.currency_code === UUC_CURRENCY)) continue
    await pricing.addPrices({
      priceSetId: setId,
      prices: [{ currency_code: UUC_CURRENCY, amount: 0 }],
    })
    added++
  }
  return added
}
