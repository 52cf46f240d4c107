import type {
  ICustomerModuleService,
  MedusaContainer,
} from "@medusajs/framework/types"
import {
  ContainerRegistrationKeys,
  MedusaError,
  Modules,
} from "@medusajs/framework/utils"
import {
  addShippingMethodToCartWorkflow,
  completeCartWorkflow,
  createPaymentCollectionForCartWorkflow,
  createPaymentSessionsWorkflow,
  listShippingOptionsForCartWorkflow,
  refreshPaymentCollectionForCartWorkflow,
  updateCartWorkflow,
} from "@medusajs/medusa/core-flows"
import { AppError } from "@uuc/errors"
import type { LedgerModuleService } from "@uuc/ledger/ledger-api"
import Decimal from "decimal.js"
import { SHOP_MODULE } from "../modules/shop"
import type ShopModuleService from "../modules/shop/service"
import { loadCart, type ShopCart } from "./cart"
import { pointsCap, pointsLine } from "./points"

export const WALLET_PROVIDER = "pp_wallet_wallet"
const WAIT_MS = 60_000

type MembersPort = {
  getMember(id: string): Promise<{ customer_id?: string | null }>
  verifySecondaryPassword(id: string, secret: string): Promise<boolean>
}

const D = (v: unknown) =>
  new Decimal(v === null || v === undefined ? 0 : String(v))
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const refuse = (code: string, field?: string) =>
  new AppError(MedusaError.Types.INVALID_DATA, code, field)

export type CheckoutInput = {
  cart_id: string
  member_id: string
  key: string
  secondary_password: string
}

/**
 * Checks a cart out once (api.md `POST /store/carts/:id/checkout`). The cart is
 * claimed by a unique row before anything moves: parallel requests for the same
 * cart (any process) wait for the first and answer its orders; a failed checkout
 * drops its claim, so a retry starts over. Answers the order ids.
 */
export async function checkout(
  container: MedusaContainer,
  input: CheckoutInput
): Promise<{ order_ids: string[]; replayed: boolean }> {
  const shop = container.resolve<ShopModuleService>(SHOP_MODULE)
  const members = container.resolve<MembersPort>("members")
  const member = await members.getMember(input.member_id)
  if (!member.customer_id)
    throw new AppError(MedusaError.Types.NOT_FOUND, "cart_not_found")
  const customerId = member.customer_id
  const deadline = Date.now() + WAIT_MS
  for (;;) {
    const [claim] = await shop.listShopCheckouts({ cart_id: input.cart_id })
    if (claim) {
      if (claim.customer_id !== customerId)
        throw new AppError(MedusaError.Types.NOT_FOUND, "cart_not_found")
      if (claim.status === "done")
        return {
          order_ids: (claim.order_ids?.ids as string[]) ?? [],
          replayed: true,
        }
      if (Date.now() > deadline)
        throw new AppError(MedusaError.Types.CONFLICT, "checkout_in_progress")
      await sleep(100)
      continue
    }
    // the password is checked by the one request that runs, not by each waiter
    let created: { id: string }
    try {
      created = await shop.createShopCheckouts({
        cart_id: input.cart_id,
        key: input.key,
        customer_id: customerId,
        status: "running",
      })
    } catch {
      continue // another request claimed it first: wait for its answer
    }
    try {
      const order_ids = await run(container, input, customerId, created.id)
      await shop.updateShopCheckouts({
        id: created.id,
        status: "done",
        order_ids: { ids: order_ids },
      })
      return { order_ids, replayed: false }
    } catch (e) {
      await shop.deleteShopCheckouts(created.id)
      throw e
    }
  }
}

async function run(
  container: MedusaContainer,
  input: CheckoutInput,
  customerId: string,
  checkoutId: string
): Promise<string[]> {
  const members = container.resolve<MembersPort>("members")
  if (
    !(await members.verifySecondaryPassword(
      input.member_id,
      input.secondary_password
    ))
  )
    throw refuse("secondary_password_invalid", "secondary_password")
  let cart = await loadCart(container, input.cart_id, customerId)
  if (cart.completed_at) throw refuse("cart_not_found")
  if (!cart.items.length) throw refuse("cart_empty")
  await merchantsOf(container, cart)
  cart = await prepare(container, cart, customerId)

  // points: re-checked against today's balance, goods and total
  const points = pointsLine(cart)
  if (points) {
    const { cap } = await pointsCap(container, cart, input.member_id)
    if (points.points.gt(cap)) throw refuse("points_exceed_limit", "points")
  }
  const asset = cart.currency_code.toLowerCase() === "uuc" ? "UUC" : "USDT"
  const ledger = container.resolve<LedgerModuleService>("ledger")
  const balances = await ledger.getBalances(input.member_id)
  if (D(balances[asset]).lt(D(cart.total))) throw refuse("insufficient_balance")

  const pointsKey = `shop:points:${checkoutId}`
  if (points?.points.gt(0))
    await ledger.postEntry({
      key: pointsKey,
      kind: "shop_points",
      description_key: "shop.points",
      params: { cart_id: cart.id, points: points.points.toFixed(8) },
      source: { type: "cart", id: cart.id },
      postings: [
        {
          account: `member:${input.member_id}:POINTS`,
          asset: "POINTS",
          amount: `-${points.points.toFixed(8)}`,
        },
        {
          account: "platform:points",
          asset: "POINTS",
          amount: points.points.toFixed(8),
        },
      ],
    })
  try {
    if (D(cart.total).gt(0)) await payWithWallet(container, cart, customerId)
    const { result } = await completeCartWorkflow(container).run({
      input: { id: cart.id },
    })
    await recordOrder(container, {
      order_id: result.id,
      cart,
      customer_id: customerId,
      member_id: input.member_id,
      asset,
      points: points?.points ?? new Decimal(0),
    })
    return [result.id]
  } catch (e) {
    if (points?.points.gt(0))
      await ledger.reverseEntry({
        key: `${pointsKey}:undo`,
        entry_key: pointsKey,
      })
    throw asAppError(e)
  }
}

/** Ledger refusals raised inside Medusa's workflows keep their code. */
function asAppError(e: unknown) {
  const text =
    e instanceof Error
      ? `${e.message} ${String((e as { code?: string }).code ?? "")}`
      : String(e)
  if (e instanceof AppError) return e
  if (text.includes("insufficient_balance"))
    return refuse("insufficient_balance")
  return e
}

/**
 * One order per merchant (rules.md §7): the goods' merchants. Until the merchants
 * issue splits carts, a cart of several merchants is refused.
 */
async function merchantsOf(container: MedusaContainer, cart: ShopCart) {
  const ids = [...new Set(cart.items.map((i) => i.product_id ?? ""))]
  const rows = await container
    .resolve<ShopModuleService>(SHOP_MODULE)
    .listShopProducts({ product_id: ids })
  const merchants = new Set(rows.map((r) => r.merchant_id ?? null))
  if (merchants.size > 1) throw refuse("cart_multiple_merchants")
  return [...merchants][0] ?? null
}

/** The delivery address from the member's addresses and the shop's shipping option. */
async function prepare(
  container: MedusaContainer,
  cart: ShopCart,
  customerId: string
): Promise<ShopCart> {
  let changed = false
  if (!cart.shipping_address) {
    const addresses = await container
      .resolve<ICustomerModuleService>(Modules.CUSTOMER)
      .listCustomerAddresses({ customer_id: customerId })
    const a =
      addresses.find((x) => x.is_default_shipping) ?? addresses[0] ?? null
    if (!a) throw refuse("delivery_address_required")
    await updateCartWorkflow(container).run({
      input: {
        id: cart.id,
        shipping_address: {
          first_name: a.first_name ?? undefined,
          last_name: a.last_name ?? undefined,
          phone: a.phone ?? undefined,
          company: a.company ?? undefined,
          address_1: a.address_1 ?? undefined,
          address_2: a.address_2 ?? undefined,
          city: a.city ?? undefined,
          province: a.province ?? undefined,
          postal_code: a.postal_code ?? undefined,
          country_code: a.country_code ?? undefined,
        },
      },
    })
    changed = true
  }
  if (!cart.shipping_methods.length) {
    const { result: options } = await listShippingOptionsForCartWorkflow(
      container
    ).run({ input: { cart_id: cart.id, is_return: false } })
    const option = (
      options as { id: string; insufficient_inventory?: boolean }[]
    )[0]
    if (!option) throw refuse("delivery_address_required")
    await addShippingMethodToCartWorkflow(container).run({
      input: { cart_id: cart.id, options: [{ id: option.id }] },
    })
    changed = true
  }
  return changed ? loadCart(container, cart.id, customerId) : cart
}

/** A fresh wallet session on the cart's payment collection, for the cart's total. */
async function payWithWallet(
  container: MedusaContainer,
  cart: ShopCart,
  customerId: string
) {
  if (cart.payment_collection)
    await refreshPaymentCollectionForCartWorkflow(container).run({
      input: { cart_id: cart.id },
    })
  else
    await createPaymentCollectionForCartWorkflow(container).run({
      input: { cart_id: cart.id },
    })
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({
      entity: "cart",
      fields: ["payment_collection.id"],
      filters: { id: cart.id },
    })
  const collection = (data[0] as { payment_collection?: { id: string } })
    .payment_collection
  if (!collection) throw new Error(`cart ${cart.id} has no payment collection`)
  await createPaymentSessionsWorkflow(container).run({
    input: {
      payment_collection_id: collection.id,
      provider_id: WALLET_PROVIDER,
      customer_id: customerId,
    },
  })
}

/** Our row of a new order (status, payment currency, points, member-price total) and its link. */
async function recordOrder(
  container: MedusaContainer,
  o: {
    order_id: string
    cart: ShopCart
    customer_id: string
    member_id: string
    asset: "USDT" | "UUC"
    points: Decimal
  }
) {
  const shop = container.resolve<ShopModuleService>(SHOP_MODULE)
  const memberPriceTotal = o.cart.items.reduce(
    (s, i) => s.plus(D(i.unit_price).times(D(i.quantity))),
    new Decimal(0)
  )
  const row = await shop.createShopOrders({
    order_id: o.order_id,
    cart_id: o.cart.id,
    customer_id: o.customer_id,
    member_id: o.member_id,
    merchant_id: await merchantsOf(container, o.cart),
    currency: o.asset,
    total: D(o.cart.total).toFixed(8) as unknown as number,
    points: o.points.toFixed(8) as unknown as number,
    member_price_total: memberPriceTotal.toFixed(8) as unknown as number,
    status: "pending_shipment",
  })
  await container.resolve(ContainerRegistrationKeys.LINK).create({
    [Modules.ORDER]: { order_id: o.order_id },
    [SHOP_MODULE]: { shop_order_id: row.id },
  })
}
