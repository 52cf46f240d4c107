import type {
  ICartModuleService,
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
  cancelOrderWorkflow,
  completeCartWorkflow,
  createCartWorkflow,
  createPaymentCollectionForCartWorkflow,
  createPaymentSessionsWorkflow,
  listShippingOptionsForCartWorkflow,
  refreshPaymentCollectionForCartWorkflow,
  updateCartWorkflow,
} from "@medusajs/medusa/core-flows"
import { AppError } from "@uuc/errors"
import Decimal from "decimal.js"
import { SHOP_MODULE } from "../modules/shop"
import type ShopModuleService from "../modules/shop/service"
import { loadCart, type ShopCart } from "./cart"
import { ledgerOf, membersOf, merchantsOf } from "./ports"
import { readShopPlan } from "./plan"
import { amountOf } from "./wallet-postings"
import { refuseBadQuantities, refuseStalePrices } from "./fresh-prices"
import type { CheckoutCompletionInput } from "../workflows/hooks/checkout-only"
import { pointsCap, pointsLine, setCartPoints } from "./points"
import {
  addUucItem,
  createUucCart,
  ensureUucShipping,
  isUucCart,
  recheckUucCart,
  setUucAddress,
} from "./uuc-cart"

export const WALLET_PROVIDER = "pp_wallet_wallet"
const WAIT_MS = 60_000

const D = (v: unknown) =>
  new Decimal(v === null || v === undefined ? 0 : String(v))
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const refuse = (code: string, field?: string) =>
  new AppError(MedusaError.Types.INVALID_DATA, code, field)

export type CheckoutInput = {
  cart_id: string
  member_id: string
  key: string
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
  const member = await membersOf(container).getMember(input.member_id)
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

/** The goods of one seller in a checkout: a merchant's, or the platform's (null). */
type Group = {
  merchant_id: string | null
  items: ShopCart["items"]
  /** Σ unit price × quantity: the member-price total, before points. */
  goods: Decimal
  /** The most points these goods may use: Σ points discount × quantity, ≤ goods. */
  cap: Decimal
  points: Decimal
}

/** A cart ready to complete into one order: its group and the cart that carries it. */
type Part = { group: Group; cart: ShopCart }

async function run(
  container: MedusaContainer,
  input: CheckoutInput,
  customerId: string,
  checkoutId: string
): Promise<string[]> {
  // the secondary password was verified once by the route's stepUp middleware
  let cart = await loadCart(container, input.cart_id, customerId)
  if (cart.completed_at) throw refuse("cart_not_found")
  if (!cart.items.length) throw refuse("cart_empty")
  await refuseBadQuantities(container, cart)
  const uuc = isUucCart(cart)
  if (!uuc) await refuseStalePrices(container, cart, customerId)
  if (uuc) {
    // UUC goods only, at today's UUC prices, without points; and a way to ship
    await recheckUucCart(container, cart)
    await ensureUucShipping(container)
  }
  cart = await prepare(container, cart, customerId)

  // points: re-checked against today's balance, goods and total
  const points = pointsLine(cart)
  if (points) {
    const { cap } = await pointsCap(container, cart, input.member_id)
    if (points.points.gt(cap)) throw refuse("points_exceed_limit", "points")
  }
  const groups = await groupsOf(container, cart, points?.points ?? D(0))
  const asset = uuc ? "UUC" : "USDT"
  const ledger = ledgerOf(container)
  // the token price of this checkout: a UUC order's merchant is credited at it
  const price = uuc ? D((await ledger.getTokenPrice()).price).toFixed(8) : null

  // one seller: the member's cart is the order's; several: one cart per seller
  const parts: Part[] =
    groups.length === 1
      ? [{ group: groups[0], cart }]
      : await splitCarts(container, cart, groups, customerId, input.member_id)
  const due = parts.reduce((s, p) => s.plus(D(p.cart.total)), D(0))
  const balances = await ledger.getBalances(input.member_id)
  if (D(balances[asset]).lt(due)) throw refuse("insufficient_balance")

  const spent = points?.points ?? D(0)
  const pointsKey = `shop:points:${checkoutId}`
  if (spent.gt(0))
    await ledger.postEntry({
      key: pointsKey,
      kind: "shop_points",
      description_key: "shop.points",
      params: { cart_id: cart.id, points: spent.toFixed(8) },
      source: { type: "cart", id: cart.id },
      postings: [
        {
          account: `member:${input.member_id}:POINTS`,
          asset: "POINTS",
          amount: `-${spent.toFixed(8)}`,
        },
        {
          account: "platform:points",
          asset: "POINTS",
          amount: spent.toFixed(8),
        },
      ],
    })
  // a keyed sequence: each cart's payment is its own hold (keyed by its session);
  // a refusal part-way cancels the orders already made and gives the points back
  const made: { part: Part; order_id: string }[] = []
  const shop = container.resolve<ShopModuleService>(SHOP_MODULE)
  try {
    for (const part of parts) {
      if (D(part.cart.total).gt(0))
        await payWithWallet(container, part.cart, customerId)
      // the one-use permit the completion's validate hook takes back (issue 22)
      const input: CheckoutCompletionInput = {
        id: part.cart.id,
        shop_permit: await shop.grantCompletion(part.cart.id),
      }
      const { result } = await completeCartWorkflow(container).run({ input })
      made.push({ part, order_id: result.id })
    }
  } catch (e) {
    for (const m of made)
      await cancelOrderWorkflow(container)
        .run({ input: { order_id: m.order_id, canceled_by: "checkout" } })
        .catch(() => undefined)
    if (spent.gt(0))
      await ledger.reverseEntry({
        key: `${pointsKey}:undo`,
        entry_key: pointsKey,
      })
    throw asAppError(e)
  }
  const owners = await merchantMembers(
    container,
    made.map((m) => m.part.group.merchant_id)
  )
  const rows = await shop.insertOrders(
    made.map(({ part, order_id }) => ({
      order_id,
      cart_id: part.cart.id,
      checkout_id: checkoutId,
      customer_id: customerId,
      member_id: input.member_id,
      merchant_id: part.group.merchant_id,
      merchant_member_id: owners.get(part.group.merchant_id ?? "") ?? null,
      currency: asset,
      total: D(part.cart.total).toFixed(8),
      points: part.group.points.toFixed(8),
      member_price_total: part.group.goods.toFixed(8),
      token_price: price,
    }))
  )
  const link = container.resolve(ContainerRegistrationKeys.LINK)
  for (const row of rows)
    await link.create({
      [Modules.ORDER]: { order_id: row.order_id },
      [SHOP_MODULE]: { shop_order_id: row.id },
    })
  // the member's cart of several sellers became the sellers' carts: it is done too
  if (parts[0].cart.id !== cart.id)
    await container
      .resolve<ICartModuleService>(Modules.CART)
      .updateCarts(cart.id, { completed_at: new Date() })
  return made.map((m) => m.order_id)
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
 * One group per seller (rules.md §7): each merchant's goods, and the platform's
 * own goods, in the cart's order. The cart's points are allocated to the groups
 * whose goods they cover (each up to its goods' points discount and total); points
 * no group can carry are refused.
 */
async function groupsOf(
  container: MedusaContainer,
  cart: ShopCart,
  points: Decimal
): Promise<Group[]> {
  const ids = [...new Set(cart.items.map((i) => i.product_id ?? ""))]
  const rows = await container
    .resolve<ShopModuleService>(SHOP_MODULE)
    .listShopProducts({ product_id: ids })
  const byProduct = new Map(rows.map((r) => [r.product_id, r]))
  const { point_value } = await readShopPlan(container)
  const groups = new Map<string, Group>()
  for (const item of cart.items) {
    const row = byProduct.get(item.product_id ?? "")
    const merchant = row?.merchant_id ?? null
    const g = groups.get(merchant ?? "") ?? {
      merchant_id: merchant,
      items: [],
      goods: D(0),
      cap: D(0),
      points: D(0),
    }
    g.items.push(item)
    g.goods = g.goods.plus(D(item.unit_price).times(D(item.quantity)))
    g.cap = g.cap.plus(D(row?.points_discount).times(D(item.quantity)))
    groups.set(merchant ?? "", g)
  }
  let left = points
  for (const g of groups.values()) {
    const cap = Decimal.min(
      g.cap,
      g.goods.div(point_value).toDecimalPlaces(8, Decimal.ROUND_DOWN)
    )
    g.points = Decimal.min(left, cap)
    left = left.minus(g.points)
  }
  if (left.gt(0)) throw refuse("points_exceed_limit", "points")
  return [...groups.values()]
}

/**
 * The carts of a checkout of several sellers: one new cart of the member per
 * group (same region, channel, address), with the shop's shipping and the group's
 * points. No money moves here, and the member's own cart is left as it is.
 */
async function splitCarts(
  container: MedusaContainer,
  cart: ShopCart,
  groups: Group[],
  customerId: string,
  memberId: string
): Promise<Part[]> {
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({
      entity: "cart",
      fields: ["id", "email", "sales_channel_id", "shipping_address.*"],
      filters: { id: cart.id },
    })
  const base = data[0] as {
    email?: string | null
    sales_channel_id?: string | null
    shipping_address?: Record<string, unknown> | null
  }
  const parts: Part[] = []
  for (const group of groups) {
    if (isUucCart(cart)) {
      // a UUC cart's parts are UUC carts too, their lines at the UUC prices
      const id = await createUucCart(container, {
        customer_id: customerId,
        region_id: cart.region_id ?? undefined,
        sales_channel_id: base.sales_channel_id ?? undefined,
        email: base.email ?? undefined,
        shipping_address: address(base.shipping_address),
        metadata: { split_of: cart.id },
      })
      for (const i of group.items)
        await addUucItem(
          container,
          await loadCart(container, id, customerId),
          i.variant_id ?? "",
          D(i.quantity).toNumber()
        )
      parts.push({
        group,
        cart: await prepare(
          container,
          await loadCart(container, id, customerId),
          customerId
        ),
      })
      continue
    }
    const { result } = await createCartWorkflow(container).run({
      input: {
        region_id: cart.region_id ?? undefined,
        customer_id: customerId,
        sales_channel_id: base.sales_channel_id ?? undefined,
        currency_code: cart.currency_code,
        email: base.email ?? undefined,
        shipping_address: address(base.shipping_address),
        items: group.items.map((i) => ({
          variant_id: i.variant_id ?? undefined,
          quantity: D(i.quantity).toNumber(),
        })),
        metadata: { split_of: cart.id },
      },
    })
    let part = await prepare(
      container,
      await loadCart(container, result.id, customerId),
      customerId
    )
    if (group.points.gt(0)) {
      await setCartPoints(container, part, memberId, group.points)
      part = await loadCart(container, result.id, customerId)
    }
    parts.push({ group, cart: part })
  }
  return parts
}

/** A cart's delivery address as a new cart's input (the texts it has). */
function address(a: Record<string, unknown> | null | undefined) {
  const text = (k: string) =>
    a && typeof a[k] === "string" && a[k] ? (a[k] as string) : undefined
  return {
    first_name: text("first_name"),
    last_name: text("last_name"),
    phone: text("phone"),
    company: text("company"),
    address_1: text("address_1"),
    address_2: text("address_2"),
    city: text("city"),
    province: text("province"),
    postal_code: text("postal_code"),
    country_code: text("country_code"),
  }
}

/** The members behind merchant accounts (the merchants plugin, when installed). */
async function merchantMembers(
  container: MedusaContainer,
  ids: (string | null)[]
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((x): x is string => !!x))]
  const merchants = merchantsOf(container)
  if (!wanted.length || !merchants) return new Map()
  const rows = await merchants.listMerchants(
    { id: wanted },
    { select: ["id", "member_id"] }
  )
  return new Map(rows.map((r) => [r.id, r.member_id]))
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
    const shipping_address = {
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
    }
    // Medusa's update would turn a UUC cart's currency back to the region's
    if (isUucCart(cart)) await setUucAddress(container, cart, shipping_address)
    else
      await updateCartWorkflow(container).run({
        input: { id: cart.id, shipping_address },
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

type SessionRow = {
  provider_id: string
  status: string
  amount: unknown
  data: Record<string, unknown> | null
}

/**
 * The cart's wallet session when the storefront prepared it (Medusa's
 * `POST /store/payment-collections` and `…/payment-sessions`, while the member
 * types the secondary password) and it still pays exactly the cart's total, in
 * its currency, for this customer. Medusa's completion authorizes a session's own
 * amount without comparing it with the cart's total, so anything else (a total
 * changed since, another provider, a second session) is prepared afresh.
 */
async function readySession(
  container: MedusaContainer,
  cart: ShopCart,
  customerId: string
): Promise<boolean> {
  if (!cart.payment_collection) return false
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({
      entity: "payment_collection",
      fields: [
        "id",
        "amount",
        "currency_code",
        "payment_sessions.provider_id",
        "payment_sessions.status",
        "payment_sessions.amount",
        "payment_sessions.data",
      ],
      filters: { id: cart.payment_collection.id },
    })
  const pc = data[0] as
    | {
        amount: unknown
        currency_code: string
        payment_sessions?: SessionRow[]
      }
    | undefined
  const sessions = pc?.payment_sessions ?? []
  if (!pc || sessions.length !== 1) return false
  const [s] = sessions
  const total = D(cart.total)
  return (
    s.provider_id === WALLET_PROVIDER &&
    s.status === "pending" &&
    pc.currency_code.toLowerCase() === cart.currency_code.toLowerCase() &&
    amountOf(pc.amount).eq(total) &&
    amountOf(s.amount).eq(total) &&
    s.data?.customer_id === customerId
  )
}

/** A wallet session on the cart's payment collection for the cart's total. */
async function payWithWallet(
  container: MedusaContainer,
  cart: ShopCart,
  customerId: string
) {
  if (await readySession(container, cart, customerId)) return
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
