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
  refreshCartItemsWorkflow,
  refreshPaymentCollectionForCartWorkflow,
  updateCartWorkflow,
} from "@medusajs/medusa/core-flows"
import { AppError, codeOf } from "@uuc/errors"
import Decimal from "decimal.js"
import { SHOP_MODULE } from "../modules/shop"
import type ShopModuleService from "../modules/shop/service"
import type { CheckoutCompletionInput } from "../workflows/hooks/checkout-only"
import { loadCart, type ShopCart } from "./cart"
import { refuseBadQuantities, refuseStalePrices } from "./fresh-prices"
import { ledgerOf, merchantsOf } from "./ports"
import { readShopPlan, type ShopPlan } from "./plan"
import { capFrom, pointsLine, setCartPoints } from "./points"
import {
  addUucItem,
  createUucCart,
  ensureUucShipping,
  isUucCart,
  recheckUucCart,
  setUucAddress,
} from "./uuc-cart"
import { amountOf } from "./wallet-postings"
import { timed } from "./checkout-timings"
import { cardNow } from "./checkout-commit"
import { syncMemberGroup } from "./card-groups"
import { CARDS, type Card } from "./plan"
import { groupName } from "./pricing-setup"

const CARD_GROUPS = new Set(CARDS.map(groupName))

// The checkout's phases, each a step of the checkout workflow
// (workflows/checkout.ts): plan (no money moves), points debit (undone by its
// compensation), the parts' payments and completions (their orders cancelled by
// its compensation), and the shop's order rows.

export const WALLET_PROVIDER = "pp_wallet_wallet"

const D = (v: unknown) =>
  new Decimal(v === null || v === undefined ? 0 : String(v))
const refuse = (code: string, field?: string) =>
  new AppError(MedusaError.Types.INVALID_DATA, code, field)

/** Who checks out what: the route's input and the claim's row. */
export type CheckoutRun = {
  cart_id: string
  member_id: string
  customer_id: string
  checkout_id: string
}

/** One seller's part of a checkout, as the workflow carries it (decimal texts). */
export type PlannedPart = {
  cart_id: string
  merchant_id: string | null
  /** What the part's cart charges (after its points). */
  total: string
  /** Σ unit price × quantity: the member-price total, before points. */
  goods: string
  points: string
  /** Its wallet session (read in the plan) pays exactly its total. */
  session_ready?: boolean
}

/** A checkout ready to pay: nothing has moved yet. */
export type CheckoutPlan = {
  cart_id: string
  asset: "USDT" | "UUC"
  /** The token price of a UUC checkout (a UUC order's merchant is credited at it). */
  price: string | null
  /** The points the member spends (0: none). */
  points: string
  /** The member's card (rewards module) when the plan read the cart. */
  card: string | null
  parts: PlannedPart[]
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

/**
 * Reads and checks the cart (quantities, today's prices, UUC prices, address and
 * shipping, points against today's balance, the balance) and splits it by
 * seller. Refuses with the member's error; moves no money.
 */
export async function planCheckout(
  container: MedusaContainer,
  input: CheckoutRun,
  gate: Promise<void>,
  /** planReads, begun before the claim was had (lib/checkout.ts). */
  reads?: Promise<PlanReads>,
  /**
   * true: the cart's total from its full read even when a prepared session's
   * amount could stand for it (the checkout's second plan, after the completion
   * found another total).
   */
  exact = false
): Promise<CheckoutPlan> {
  const customerId = input.customer_id
  const T = <X>(phase: string, work: () => Promise<X>) =>
    timed(input.cart_id, phase, work)
  const ledger = ledgerOf(container)
  // It runs while the secondary password is checked (stepUp's overlap): every
  // write here (a refresh, an address or shipping method set, split carts) first
  // awaits `gate`, the check, so a refused request changes nothing.
  const [
    {
      read: lines,
      groups: customerGroups,
      collection,
      balances,
      card,
      cardGroups,
    },
    shopPlan,
  ] = await T("plan: cart read", () =>
    Promise.all([reads ?? planReads(container, input), readShopPlan(container)])
  )
  if (lines.completed_at) throw refuse("cart_not_found")
  if (!lines.items.length) throw refuse("cart_empty")
  refuseBadQuantities(lines, shopPlan)
  const uuc = isUucCart(lines)
  // Member prices come from the customer's card group, which a subscriber moves
  // after the card changes: until it has, the lines are priced by the card the
  // rewards module says the member holds (rules.md §7 "Checked at commit")
  const inPlace = card
    ? cardGroups.length === 1 && cardGroups[0] === groupName(card as Card)
    : cardGroups.length === 0
  if (!uuc && !inPlace) {
    await gate
    await syncMemberGroup(container, input.member_id)
    await refreshCartItemsWorkflow(container).run({
      input: { cart_id: lines.id, force_refresh: true },
    })
    throw new AppError(MedusaError.Types.CONFLICT, "cart_changed")
  }
  // the reads the checks need, at once (each refusal is still raised in turn)
  const [, rows, prepared] = await T("plan: reads", () =>
    Promise.all([
      uuc
        ? undefined
        : refuseStalePrices(container, lines, customerGroups, gate),
      shopProductsOf(container, lines),
      preparedAmount(container, lines, collection, customerId),
    ])
  )
  // The cart's total: a prepared session's amount stands for it, so
  // the plan reads no totals; the completion's validate hook checks it against
  // the total Medusa computes (workflows/hooks/checkout-only.ts) and refuses
  // with cart_changed, and the checkout then plans again with `exact`. Without
  // a prepared session (or with `exact`) the cart is read with its total.
  const read: ShopCart =
    prepared && !exact
      ? { ...lines, total: prepared.toString() }
      : {
          ...(await T("plan: total", () =>
            loadCart(container, lines.id, customerId, [], { linked: false })
          )),
          payment_collection: lines.payment_collection,
        }
  const ready = !!prepared && prepared.eq(D(read.total))
  if (uuc || !read.shipping_address || !read.shipping_methods.length) await gate
  if (uuc) {
    // UUC goods only, at today's UUC prices, without points; and a way to ship
    await recheckUucCart(container, read)
    await ensureUucShipping(container)
  }
  const cart = await T("plan: prepare", () =>
    prepare(container, read, customerId)
  )

  // goods unlisted or sent back to review since they were put in the cart
  const listed = new Map(rows.map((r) => [r.product_id, r.status]))
  if (cart.items.some((i) => listed.get(i.product_id ?? "") !== "listed"))
    throw new AppError(MedusaError.Types.CONFLICT, "goods_unavailable")
  // points: re-checked against today's balance, goods and total
  const points = pointsLine(cart)
  if (
    points &&
    points.points.gt(
      capFrom(cart, rows, D(balances.POINTS), shopPlan.point_value)
    )
  )
    throw refuse("points_exceed_limit", "points")
  const groups = groupsOf(cart, rows, shopPlan, points?.points ?? D(0))
  const asset = uuc ? "UUC" : "USDT"
  const price = uuc ? D((await ledger.getTokenPrice()).price).toFixed(8) : null

  // one seller: the member's cart is the order's; several: one cart per seller
  const parts: Part[] =
    groups.length === 1
      ? [{ group: groups[0], cart }]
      : await gate.then(() =>
          splitCarts(container, cart, groups, customerId, input.member_id)
        )
  const due = parts.reduce((s, p) => s.plus(D(p.cart.total)), D(0))
  if (D(balances[asset]).lt(due)) throw refuse("insufficient_balance")
  // the claim names the parts' carts: a crash's recovery finds what to undo (it
  // knows the member's own cart from the claim)
  if (parts.some((p) => p.cart.id !== input.cart_id))
    await T("plan: claim names carts", () =>
      container.resolve<ShopModuleService>(SHOP_MODULE).updateShopCheckouts({
        id: input.checkout_id,
        order_ids: { ids: [], carts: parts.map((p) => p.cart.id) },
      })
    )
  return {
    cart_id: cart.id,
    asset,
    price,
    points: (points?.points ?? D(0)).toFixed(8),
    card,
    parts: parts.map(({ group, cart: c }) => ({
      cart_id: c.id,
      merchant_id: group.merchant_id,
      total: D(c.total).toFixed(8),
      goods: group.goods.toFixed(8),
      points: group.points.toFixed(8),
      // the session read with the cart pays it, unless preparing changed the cart
      session_ready: ready && c === read,
    })),
  }
}

/** The key of a checkout's points entry. */
export const pointsKey = (checkoutId: string) => `shop:points:${checkoutId}`

/** Takes the checkout's points (member POINTS → platform:points); answers the entry's key. */
export async function debitPoints(
  container: MedusaContainer,
  input: CheckoutRun,
  plan: CheckoutPlan
): Promise<string | null> {
  const spent = D(plan.points)
  if (!spent.gt(0)) return null
  const key = pointsKey(input.checkout_id)
  await ledgerOf(container).postEntry({
    key,
    kind: "shop_points",
    description_key: "shop.points",
    params: { cart_id: plan.cart_id, points: spent.toFixed(8) },
    source: { type: "cart", id: plan.cart_id },
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
  return key
}

/** Gives the points of entry `key` back (keyed: once, whoever calls it). */
export async function undoPoints(container: MedusaContainer, key: string) {
  await ledgerOf(container).reverseEntry({
    key: `${key}:undo`,
    entry_key: key,
  })
}

/** Cancels orders a checkout made before it failed (their holds come back). */
export async function cancelOrders(container: MedusaContainer, ids: string[]) {
  for (const order_id of ids)
    await cancelOrderWorkflow(container)
      .run({ input: { order_id, canceled_by: "checkout" } })
      .catch(() => undefined)
}

/**
 * Pays and completes each part: its wallet session (each its own hold, keyed by
 * the session), then Medusa's completion with a one-use permit that the
 * completion's validate hook takes back. A refusal part-way cancels the
 * orders already made before it is raised. Answers the order ids.
 */
export async function completeParts(
  container: MedusaContainer,
  input: CheckoutRun,
  plan: CheckoutPlan
): Promise<string[]> {
  const shop = container.resolve<ShopModuleService>(SHOP_MODULE)
  const made: string[] = []
  try {
    for (const part of plan.parts) {
      const T = <X>(phase: string, work: () => Promise<X>) =>
        timed(input.cart_id, phase, work)
      if (D(part.total).gt(0) && !part.session_ready) {
        const c = await T("complete: cart read", () =>
          loadCart(container, part.cart_id, input.customer_id)
        )
        await T("complete: session check", () =>
          payWithWallet(container, c, input.customer_id)
        )
      }
      const completion: CheckoutCompletionInput = {
        id: part.cart_id,
        shop_total: part.total,
        shop_commit: {
          member_id: input.member_id,
          card: plan.card,
          points: part.points,
        },
        shop_permit: await T("complete: permit", () =>
          shop.grantCompletion(part.cart_id)
        ),
      }
      const { result } = await T("complete: Medusa's completion", () =>
        completeCartWorkflow(container).run({
          input: completion,
        })
      )
      made.push(result.id)
    }
  } catch (e) {
    await cancelOrders(container, made)
    throw asAppError(e)
  }
  return made
}

/**
 * The shop's order rows of a paid checkout, its claim marked done with them; its
 * member's cart is done.
 */
export async function recordOrders(
  container: MedusaContainer,
  input: CheckoutRun,
  plan: CheckoutPlan,
  orderIds: string[]
): Promise<string[]> {
  const shop = container.resolve<ShopModuleService>(SHOP_MODULE)
  const T = <X>(phase: string, work: () => Promise<X>) =>
    timed(input.cart_id, phase, work)
  const owners = await T("record: merchants", () =>
    merchantMembers(
      container,
      plan.parts.map((p) => p.merchant_id)
    )
  )
  // one statement: the rows, and the claim's done mark (the read-only link
  // `shop_order.order` is the row's own order_id: no link row to write)
  await T("record: order rows", () =>
    shop.insertOrders(
      input.checkout_id,
      plan.parts.map((part, i) => ({
        order_id: orderIds[i],
        cart_id: part.cart_id,
        checkout_id: input.checkout_id,
        customer_id: input.customer_id,
        member_id: input.member_id,
        merchant_id: part.merchant_id,
        merchant_member_id: owners.get(part.merchant_id ?? "") ?? null,
        currency: plan.asset,
        total: part.total,
        points: part.points,
        member_price_total: part.goods,
        token_price: plan.price,
      }))
    )
  )
  // the member's cart of several sellers became the sellers' carts: it is done too
  if (plan.parts[0].cart_id !== plan.cart_id)
    await container
      .resolve<ICartModuleService>(Modules.CART)
      .updateCarts(plan.cart_id, { completed_at: new Date() })
  return orderIds
}

/**
 * Refusals raised inside Medusa's workflows (the ledger's, the hook's) keep their
 * code: the engine hands errors back without it.
 */
export function asAppError(e: unknown) {
  const text =
    e instanceof Error
      ? `${e.message} ${String((e as { code?: string }).code ?? "")}`
      : String(e)
  const code = codeOf(e)
  if (e instanceof AppError && e.code === code) return e
  if (code && code !== "invalid_data" && e instanceof Error)
    return new AppError(
      (e as { type?: string }).type ?? MedusaError.Types.INVALID_DATA,
      code
    )
  if (text.includes("insufficient_balance"))
    return refuse("insufficient_balance")
  return e
}

type ShopProductRow = {
  product_id: string
  merchant_id: string | null
  points_discount: unknown
  status?: string
}

/** The shop rows of the cart's goods (merchant, points discount). */
async function shopProductsOf(
  container: MedusaContainer,
  cart: ShopCart
): Promise<ShopProductRow[]> {
  const ids = [
    ...new Set(cart.items.flatMap((i) => (i.product_id ? [i.product_id] : []))),
  ]
  if (!ids.length) return []
  return container
    .resolve<ShopModuleService>(SHOP_MODULE)
    .listShopProducts({ product_id: ids })
}

/**
 * One group per seller (rules.md §7): each merchant's goods, and the platform's
 * own goods, in the cart's order. The cart's points are allocated to the groups
 * whose goods they cover (each up to its goods' points discount and total); points
 * no group can carry are refused.
 */
function groupsOf(
  cart: ShopCart,
  rows: ShopProductRow[],
  shopPlan: ShopPlan,
  points: Decimal
): Group[] {
  const byProduct = new Map(rows.map((r) => [r.product_id, r]))
  const { point_value } = shopPlan
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

type Collection = {
  id: string
  amount: unknown
  currency_code: string
  payment_sessions?: SessionRow[] | null
}

const SESSION_FIELDS = [
  "id",
  "amount",
  "currency_code",
  "payment_sessions.provider_id",
  "payment_sessions.status",
  "payment_sessions.amount",
  "payment_sessions.data",
]

/** What the plan reads before it checks anything (planReads). */
export type PlanReads = {
  read: ShopCart
  /** The cart's customer's group ids now (the member prices' groups). */
  groups: string[]
  collection: Collection | null
  balances: Record<string, string>
  /** The member's card now (rewards module), which the completion re-checks. */
  card: string | null
  /** The names of the card groups the customer is in now. */
  cardGroups: string[]
}

/**
 * The plan's reads, side by side: the cart without its total (cart module), its customer's groups
 * (customer module), its payment collection and sessions (the link and the
 * payment module), the member's balances. One Query of the cart across the
 * modules made its hops one after another. Reads only: it may begin
 * before the claim is had. Another's cart is not found.
 */
export async function planReads(
  container: MedusaContainer,
  input: Pick<CheckoutRun, "cart_id" | "customer_id" | "member_id">
): Promise<PlanReads> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const [read, groups, link, balances, card] = await Promise.all([
    loadCart(container, input.cart_id, input.customer_id, [], {
      linked: false,
      totals: false,
    }),
    // the groups by their customers (one statement; Query read the customer first)
    container
      .resolve<ICustomerModuleService>(Modules.CUSTOMER)
      .listCustomerGroups(
        { customers: input.customer_id },
        { select: ["id", "name"] }
      ),
    query.graph({
      entity: "cart_payment_collection",
      fields: SESSION_FIELDS.map((f) => `payment_collection.${f}`),
      filters: { cart_id: input.cart_id },
    }),
    ledgerOf(container).getBalances(input.member_id),
    cardNow(container, input.member_id),
  ])
  const collection =
    ((link.data[0] as { payment_collection?: Collection } | undefined)
      ?.payment_collection as Collection | undefined) ?? null
  read.payment_collection = collection ? { id: collection.id } : null
  return {
    read,
    groups: groups.map((g) => g.id),
    cardGroups: groups.flatMap((g) =>
      CARD_GROUPS.has(g.name ?? "") ? [g.name as string] : []
    ),
    collection,
    balances: balances as Record<string, string>,
    card,
  }
}

/** The cart's payment collection and its sessions, read now. */
async function collectionOf(
  container: MedusaContainer,
  cart: ShopCart
): Promise<Collection | null> {
  if (!cart.payment_collection) return null
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({
      entity: "payment_collection",
      fields: SESSION_FIELDS,
      filters: { id: cart.payment_collection.id },
    })
  return (data[0] as Collection | undefined) ?? null
}

/**
 * The amount of the cart's wallet session as the storefront prepared it (Medusa's
 * `POST /store/payment-collections` and `…/payment-sessions`, while the member
 * types the secondary password), when it can pay this cart: the collection's one
 * session, the wallet's, pending, this customer's, in the cart's currency, for
 * the collection's whole amount, its hold not given back. Else null. Medusa's
 * completion authorizes a session's own amount without comparing it with the
 * cart's total, so a session is used only when this amount is the cart's total
 * (sessionReady; the plan's, and the completion hook's check).
 */
async function preparedAmount(
  container: MedusaContainer,
  cart: ShopCart,
  pc: Collection | null,
  customerId: string
): Promise<Decimal | null> {
  const sessions = pc?.payment_sessions ?? []
  if (!pc || sessions.length !== 1) return null
  const [s] = sessions
  const amount = amountOf(s.amount)
  if (
    s.provider_id !== WALLET_PROVIDER ||
    s.status !== "pending" ||
    pc.currency_code.toLowerCase() !== cart.currency_code.toLowerCase() ||
    !amountOf(pc.amount).eq(amount) ||
    s.data?.customer_id !== customerId
  )
    return null
  // a session whose hold was given back is spent (the provider refuses it)
  const sessionId = String(s.data?.session_id ?? "")
  if (
    sessionId &&
    (await ledgerOf(container).getEntry({ key: `shop:release:${sessionId}` }))
  )
    return null
  return amount
}

/** Whether the cart's prepared wallet session pays exactly the cart's total. */
async function sessionReady(
  container: MedusaContainer,
  cart: ShopCart,
  pc: Collection | null,
  customerId: string
): Promise<boolean> {
  const amount = await preparedAmount(container, cart, pc, customerId)
  return !!amount && amount.eq(D(cart.total))
}

/** A wallet session on the cart's payment collection for the cart's total. */
async function payWithWallet(
  container: MedusaContainer,
  cart: ShopCart,
  customerId: string
) {
  if (
    await sessionReady(
      container,
      cart,
      await collectionOf(container, cart),
      customerId
    )
  )
    return
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
