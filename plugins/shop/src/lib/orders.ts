import type { MedusaContainer } from "@medusajs/framework/types"
import {
  ContainerRegistrationKeys,
  MedusaError,
} from "@medusajs/framework/utils"
import {
  cancelOrderWorkflow,
  capturePaymentWorkflow,
  completeOrderWorkflow,
  createOrderFulfillmentWorkflow,
  createOrderShipmentWorkflow,
  markOrderFulfillmentAsDeliveredWorkflow,
} from "@medusajs/medusa/core-flows"
import { AppError } from "@uuc/errors"
import Decimal from "decimal.js"
import { SHOP_MODULE } from "../modules/shop"
import type ShopModuleService from "../modules/shop/service"
import type { OrderStatus } from "../modules/shop/service"
import { ledgerOf, merchantsOf, planOf } from "./ports"
import type { ShippingAddressView } from "./shipping-address"
import { SHOP_SALES } from "./wallet-postings"

export type { ShippingAddressView }

const ADDRESS_FIELDS = [
  "first_name",
  "last_name",
  "phone",
  "address_1",
  "address_2",
  "city",
  "province",
  "postal_code",
  "country_code",
] as const

export type ShopOrderView = {
  id: string
  display_id: number | null
  status: OrderStatus
  merchant: string | null
  member_id: string
  items: {
    title: string
    spec: string | null
    quantity: string
    unit_price: string
    original_price: string
  }[]
  total: string
  points: string
  currency: "USDT" | "UUC"
  courier_name: string | null
  courier_number: string | null
  shipped_at: string | null
  received_at: string | null
  cancelled_at: string | null
  cancel_reason: string | null
  /** The merchant's settlement (null: the platform's own goods). */
  settlement: {
    status: "pending" | "settled" | "cancelled"
    amount: string | null
    commission: string | null
    settled_at: string | null
  } | null
  shipping_address: ShippingAddressView | null
  created_at: string
}

type Row = Awaited<ReturnType<ShopModuleService["listShopOrders"]>>[number]
type OrderRow = {
  id: string
  display_id?: number | null
  created_at: string | Date
  items?: {
    id: string
    title: string
    variant_title?: string | null
    quantity: unknown
    detail?: { quantity?: unknown } | null
    unit_price: unknown
    compare_at_unit_price?: unknown
  }[]
  fulfillments?: {
    id: string
    shipped_at?: unknown
    delivered_at?: unknown
    canceled_at?: unknown
  }[]
  payment_collections?: {
    payments?: { id: string; captured_at?: unknown; canceled_at?: unknown }[]
  }[]
  shipping_address?: Partial<Record<string, unknown>> | null
}

/** An order item's quantity lives on its detail row (order_item). */
const qty = (i: {
  quantity: unknown
  detail?: { quantity?: unknown } | null
}) => D(i.detail?.quantity ?? i.quantity)
const D = (v: unknown) =>
  new Decimal(v === null || v === undefined ? 0 : String(v))
const iso = (v: unknown) => (v ? new Date(String(v)).toISOString() : null)
const notFound = () =>
  new AppError(MedusaError.Types.NOT_FOUND, "shop_order_not_found")
const refuse = (code: string) =>
  new AppError(MedusaError.Types.NOT_ALLOWED, code)

async function medusaOrders(container: MedusaContainer, ids: string[]) {
  if (!ids.length) return new Map<string, OrderRow>()
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({
      entity: "order",
      fields: [
        "id",
        "display_id",
        "created_at",
        "items.id",
        "items.title",
        "items.variant_title",
        "items.quantity",
        "items.detail.quantity",
        "items.unit_price",
        "items.compare_at_unit_price",
        "fulfillments.id",
        "fulfillments.shipped_at",
        "fulfillments.delivered_at",
        "fulfillments.canceled_at",
        "payment_collections.payments.id",
        "payment_collections.payments.captured_at",
        "payment_collections.payments.canceled_at",
        "shipping_address.*",
      ],
      filters: { id: ids },
    })
  return new Map((data as OrderRow[]).map((o) => [o.id, o]))
}

/** The order's address as api.md shows it: every field, null when empty. */
function addressOf(a: OrderRow["shipping_address"]) {
  if (!a) return null
  const text = (v: unknown) =>
    v === null || v === undefined || v === "" ? null : String(v)
  return Object.fromEntries(
    ADDRESS_FIELDS.map((k) => [k, text(a[k])])
  ) as ShippingAddressView
}

function present(row: Row, o: OrderRow | undefined): ShopOrderView {
  return {
    id: row.order_id,
    display_id: o?.display_id ?? null,
    status: row.status as OrderStatus,
    merchant: row.merchant_id ?? null,
    member_id: row.member_id,
    items: (o?.items ?? []).map((i) => ({
      title: i.title,
      spec: i.variant_title ?? null,
      quantity: qty(i).toString(),
      unit_price: D(i.unit_price).toFixed(2),
      original_price: D(i.compare_at_unit_price ?? i.unit_price).toFixed(2),
    })),
    total: D(row.total).toFixed(8),
    points: D(row.points).toFixed(8),
    currency: row.currency as "USDT" | "UUC",
    courier_name: row.courier_name ?? null,
    courier_number: row.courier_number ?? null,
    shipped_at: iso(row.shipped_at),
    received_at: iso(row.received_at),
    cancelled_at: iso(row.cancelled_at),
    cancel_reason: row.cancel_reason ?? null,
    settlement:
      row.settlement_status === "none"
        ? null
        : {
            status: row.settlement_status as
              "pending" | "settled" | "cancelled",
            amount:
              row.settlement_amount === null ||
              row.settlement_amount === undefined
                ? null
                : D(row.settlement_amount).toFixed(8),
            commission:
              row.commission === null || row.commission === undefined
                ? null
                : D(row.commission).toFixed(8),
            settled_at: iso(row.settled_at),
          },
    shipping_address: addressOf(o?.shipping_address),
    created_at: iso(o?.created_at ?? row.created_at)!,
  }
}

/** Orders newest first: a member's own (`member_id`), or all for staff. */
export async function listOrders(
  container: MedusaContainer,
  f: {
    member_id?: string
    merchant?: string
    status?: OrderStatus
    limit: number
    offset: number
  }
) {
  const shop = container.resolve<ShopModuleService>(SHOP_MODULE)
  const filters: Record<string, unknown> = {}
  if (f.member_id) filters.member_id = f.member_id
  if (f.merchant) filters.merchant_id = f.merchant
  if (f.status) filters.status = f.status
  const [rows, count] = await shop.listAndCountShopOrders(filters, {
    order: { created_at: "DESC", id: "DESC" },
    skip: f.offset,
    take: f.limit,
  })
  const orders = await medusaOrders(
    container,
    rows.map((r) => r.order_id)
  )
  return {
    orders: rows.map((r) => present(r, orders.get(r.order_id))),
    count,
  }
}

/** One order; a member sees only their own (another's answers 404). */
export async function getOrder(
  container: MedusaContainer,
  orderId: string,
  memberId?: string
): Promise<ShopOrderView> {
  const [row] = await container
    .resolve<ShopModuleService>(SHOP_MODULE)
    .listShopOrders({ order_id: orderId })
  if (!row || (memberId && row.member_id !== memberId)) throw notFound()
  return present(row, (await medusaOrders(container, [orderId])).get(orderId))
}

/**
 * Ships a pending order (staff now, a merchant later): the status is claimed
 * first (one of two racing moves wins), then Medusa's fulfilment and shipment
 * with the courier number as the label's tracking number; a failure gives the
 * claim back.
 */
export async function shipOrder(
  container: MedusaContainer,
  orderId: string,
  courier: { courier_name: string; courier_number: string },
  by?: string,
  /** Staff's shipment: audited in the claim's transaction. */
  staff = false
) {
  const shop = container.resolve<ShopModuleService>(SHOP_MODULE)
  const current = await getOrder(container, orderId)
  const audit = (action: string, from: string, to: string) =>
    staff && by
      ? {
          actor_id: by,
          action,
          target_type: "member",
          target_id: current.member_id,
          before: { order_id: orderId, status: from },
          after: { order_id: orderId, status: to, ...courier },
        }
      : null
  if (
    !(await shop.claimOrderStatus(
      orderId,
      "pending_shipment",
      "shipped",
      courier,
      audit("order.ship", "pending_shipment", "shipped")
    ))
  )
    throw refuse("order_not_pending_shipment")
  try {
    const order = (await medusaOrders(container, [orderId])).get(orderId)!
    const items = (order.items ?? []).map((i) => ({
      id: i.id,
      quantity: qty(i).toNumber(),
    }))
    const { result: fulfillment } = await createOrderFulfillmentWorkflow(
      container
    ).run({ input: { order_id: orderId, items, created_by: by } })
    await createOrderShipmentWorkflow(container).run({
      input: {
        order_id: orderId,
        fulfillment_id: fulfillment.id,
        items,
        created_by: by,
        labels: [
          {
            tracking_number: courier.courier_number,
            tracking_url: "",
            label_url: "",
          },
        ],
        additional_data: { courier_name: courier.courier_name },
      },
    })
  } catch (e) {
    // the audit trail is append-only: the shipment's undoing is a row of its own
    await shop.claimOrderStatus(
      orderId,
      "shipped",
      "pending_shipment",
      { courier_name: null, courier_number: null },
      audit("order.ship.reverted", "shipped", "pending_shipment")
    )
    throw e
  }
  return getOrder(container, orderId)
}

type RewardsOrders = {
  onOrderReceived(
    container: MedusaContainer,
    input: {
      order_id: string
      member_id: string
      merchant_member_id: string | null
      member_price_total: string
    }
  ): Promise<unknown>
}

/**
 * A received order's value in USD: its member-price total before points (rules.md
 * §7: points are the platform's cost), or for a UUC order the UUC paid × the
 * token price of its checkout.
 */
function usdValue(row: Row) {
  return row.currency === "UUC"
    ? D(row.total)
        .times(D(row.token_price))
        .toDecimalPlaces(8, Decimal.ROUND_DOWN)
    : D(row.member_price_total)
}

/** The member behind a merchant account: stored at checkout, else read. */
async function merchantMemberOf(container: MedusaContainer, row: Row) {
  if (row.merchant_member_id) return row.merchant_member_id
  const merchants = merchantsOf(container)
  if (!row.merchant_id || !merchants) return null
  const [m] = await merchants.listMerchants(
    { id: [row.merchant_id] },
    { select: ["id", "member_id"] }
  )
  return m?.member_id ?? null
}

/**
 * The merchant's settlement of a received order (rules.md §7, issue 12): the
 * order's USD value less the plan's `shop.merchant_commission`, in USDT, from the
 * shop's sales (where the escrow's capture went; a UUC order's burn and reserve
 * were posted at payment), ONE ledger entry keyed by the order, then the row is
 * marked settled (a replay posts nothing twice). Not a merchant's: nothing.
 */
async function settleOrder(container: MedusaContainer, orderId: string) {
  const shop = container.resolve<ShopModuleService>(SHOP_MODULE)
  const [row] = await shop.listShopOrders({ order_id: orderId })
  if (!row || row.settlement_status !== "pending" || row.status !== "received")
    return
  const merchantMember = await merchantMemberOf(container, row)
  if (!merchantMember) return
  const { plan } = await planOf(container).getPlan()
  const rate = D(plan.shop?.merchant_commission ?? "0.10")
  const gross = usdValue(row)
  const credit = gross
    .times(D(1).minus(rate))
    .toDecimalPlaces(8, Decimal.ROUND_DOWN)
  const commission = gross.minus(credit)
  if (credit.gt(0))
    await ledgerOf(container).postEntry({
      key: `shop:settle:${orderId}`,
      kind: "shop_merchant_settlement",
      description_key: "shop.merchant_settlement",
      params: {
        order_id: orderId,
        amount: credit.toFixed(8),
        fee: commission.toFixed(8),
      },
      source: { type: "order", id: orderId },
      postings: [
        { account: SHOP_SALES, asset: "USDT", amount: `-${credit.toFixed(8)}` },
        {
          account: `member:${merchantMember}:USDT`,
          asset: "USDT",
          amount: credit.toFixed(8),
        },
      ],
    })
  await shop.markSettled(orderId, credit.toFixed(8), commission.toFixed(8))
}

/**
 * The money of a received order: the merchant's settlement, then the bonuses of a
 * received order through rewards (the merchant's sponsor's merchant bonus, and the
 * network bonuses when the plan's triggers include "order"; its entry is keyed by
 * the order, so a replay pays nothing twice, and a borrower's USDT repays the loan
 * as for activations).
 */
async function payReceived(container: MedusaContainer, orderId: string) {
  await settleOrder(container, orderId)
  const [row] = await container
    .resolve<ShopModuleService>(SHOP_MODULE)
    .listShopOrders({ order_id: orderId })
  const total = usdValue(row)
  if (!total.gt(0)) return
  const { onOrderReceived } =
    (await import("@uuc/rewards/rewards-api")) as RewardsOrders
  await onOrderReceived(container, {
    order_id: orderId,
    member_id: row.member_id,
    merchant_member_id: await merchantMemberOf(container, row),
    member_price_total: total.toFixed(8),
  })
}

/**
 * Receipt of a shipped order (the member, or the auto-receive job): the held
 * USDT is captured, the fulfilment marked delivered, the order completed, then
 * the merchant settled and the bonuses of a received order paid. Not shipped:
 * `order_not_shipped`. A received order whose money did not finish (a crash)
 * finishes on the next call.
 */
export async function receiveOrder(
  container: MedusaContainer,
  orderId: string,
  memberId?: string
) {
  const shop = container.resolve<ShopModuleService>(SHOP_MODULE)
  const before = await getOrder(container, orderId, memberId)
  if (before.status === "received") {
    if (before.settlement?.status === "pending")
      await payReceived(container, orderId)
    return getOrder(container, orderId)
  }
  if (!(await shop.claimOrderStatus(orderId, "shipped", "received"))) {
    const now = await getOrder(container, orderId, memberId)
    if (now.status === "received") return now
    throw refuse("order_not_shipped")
  }
  try {
    const order = (await medusaOrders(container, [orderId])).get(orderId)!
    for (const pc of order.payment_collections ?? [])
      for (const p of pc.payments ?? [])
        if (!p.captured_at && !p.canceled_at)
          await capturePaymentWorkflow(container).run({
            input: { payment_id: p.id },
          })
    for (const f of order.fulfillments ?? [])
      if (!f.delivered_at && !f.canceled_at)
        await markOrderFulfillmentAsDeliveredWorkflow(container).run({
          input: { orderId, fulfillmentId: f.id },
        })
    await completeOrderWorkflow(container).run({
      input: { orderIds: [orderId] },
    })
  } catch (e) {
    await shop.claimOrderStatus(orderId, "received", "shipped")
    throw e
  }
  await payReceived(container, orderId)
  return getOrder(container, orderId)
}

/**
 * Cancels an order waiting for shipment (the member, or staff with a reason):
 * Medusa's cancellation gives the held USDT back (cancel) or the UUC (refund)
 * through the wallet provider; the points come back here, keyed by the order.
 */
export async function cancelOrder(
  container: MedusaContainer,
  orderId: string,
  /** `staff_id`: staff's cancellation, audited in the claim's transaction. */
  opts: { member_id?: string; reason?: string; staff_id?: string }
) {
  const shop = container.resolve<ShopModuleService>(SHOP_MODULE)
  const before = await getOrder(container, orderId, opts.member_id)
  if (before.status === "cancelled") return before
  const audit = (action: string, from: string, to: string) =>
    opts.staff_id
      ? {
          actor_id: opts.staff_id,
          action,
          target_type: "member",
          target_id: before.member_id,
          before: { order_id: orderId, status: from },
          after: {
            order_id: orderId,
            status: to,
            reason: to === "cancelled" ? (opts.reason ?? null) : null,
          },
        }
      : null
  if (
    !(await shop.claimOrderStatus(
      orderId,
      "pending_shipment",
      "cancelled",
      { cancel_reason: opts.reason ?? null },
      audit("shop_order.cancel", "pending_shipment", "cancelled")
    ))
  )
    throw refuse("order_not_pending_shipment")
  try {
    await cancelOrderWorkflow(container).run({
      input: { order_id: orderId, canceled_by: opts.staff_id },
    })
  } catch (e) {
    await shop.claimOrderStatus(
      orderId,
      "cancelled",
      "pending_shipment",
      { cancel_reason: null },
      audit("shop_order.cancel.reverted", "cancelled", "pending_shipment")
    )
    throw e
  }
  await shop.cancelSettlement(orderId)
  const points = D(before.points)
  if (points.gt(0))
    await ledgerOf(container).postEntry({
      key: `shop:points-return:${orderId}`,
      kind: "shop_points_return",
      description_key: "shop.points_return",
      params: { order_id: orderId, points: points.toFixed(8) },
      source: { type: "order", id: orderId },
      postings: [
        {
          account: "platform:points",
          asset: "POINTS",
          amount: `-${points.toFixed(8)}`,
        },
        {
          account: `member:${before.member_id}:POINTS`,
          asset: "POINTS",
          amount: points.toFixed(8),
        },
      ],
    })
  return getOrder(container, orderId)
}
