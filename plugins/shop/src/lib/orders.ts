import type { MedusaContainer } from "@medusajs/framework/types"
import {
  ContainerRegistrationKeys,
  MedusaError,
  Modules,
} from "@medusajs/framework/utils"
import {
  createOrderFulfillmentWorkflow,
  createOrderShipmentWorkflow,
} from "@medusajs/medusa/core-flows"
import { AppError } from "@uuc/errors"
import Decimal from "decimal.js"
import { SHOP_MODULE } from "../modules/shop"
import type ShopModuleService from "../modules/shop/service"
import type { OrderStatus } from "../modules/shop/service"
import {
  shopCancelledMoneyWorkflow,
  shopCancelOrderWorkflow,
} from "../workflows/order-cancellation"
import {
  shopReceivedMoneyWorkflow,
  shopReceiveOrderWorkflow,
} from "../workflows/order-receipt"
import { asAppError } from "./checkout-steps"
import type { ShopOrderView } from "./order-view"
import type { ShippingAddressView } from "./shipping-address"

export type { ShippingAddressView, ShopOrderView }

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

type Row = Awaited<ReturnType<ShopModuleService["listShopOrders"]>>[number]
type OrderRow = {
  id: string
  display_id?: number | null
  created_at: string | Date
  items?: {
    id: string
    title: string
    variant_title?: string | null
    product_id?: string | null
    variant_id?: string | null
    quantity: unknown
    detail?: { quantity?: unknown } | null
    unit_price: unknown
    compare_at_unit_price?: unknown
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

/**
 * What the answers show of Medusa's orders: the order module's own fields only
 * (the fulfilments and payments, read here once, were two more modules' hops on
 * every read and shown nowhere).
 */
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
        "items.product_id",
        "items.variant_id",
        "items.quantity",
        "items.detail.quantity",
        "items.unit_price",
        "items.compare_at_unit_price",
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
      product_id: i.product_id ?? null,
      variant_id: i.variant_id ?? null,
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
  // both reads at once; the order's member is checked before either is shown
  const [[row], orders] = await Promise.all([
    container
      .resolve<ShopModuleService>(SHOP_MODULE)
      .listShopOrders({ order_id: orderId }),
    medusaOrders(container, [orderId]),
  ])
  if (!row || (memberId && row.member_id !== memberId)) throw notFound()
  return present(row, orders.get(orderId))
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
  // after the shipment committed: followers (the member's notification) read the order
  await container
    .resolve(Modules.EVENT_BUS)
    .emit({ name: "shop.order.shipped", data: { id: orderId } })
  return getOrder(container, orderId)
}

/** Runs one of the order workflows; a refusal inside keeps its code. */
async function run<I, O>(
  wf: (c: MedusaContainer) => {
    run(a: { input: I }): Promise<{ result: O }>
  },
  container: MedusaContainer,
  input: I
) {
  try {
    return (await wf(container).run({ input })).result
  } catch (e) {
    throw asAppError(e)
  }
}

/**
 * Receipt of a shipped order (the member, or the auto-receive job): the receipt
 * workflow (received, the held USDT captured, delivered, completed), then the
 * money workflow (the merchant settled, the bonuses of a received order paid).
 * Not shipped: `order_not_shipped`. A received order whose money did not finish
 * (a crash) finishes on the next call.
 */
export async function receiveOrder(
  container: MedusaContainer,
  orderId: string,
  memberId?: string
) {
  const before = await getOrder(container, orderId, memberId)
  if (before.status !== "received")
    try {
      await run(shopReceiveOrderWorkflow, container, { order_id: orderId })
    } catch (e) {
      // a racing receipt won: its answer is this one's too
      const now = await getOrder(container, orderId, memberId)
      if (now.status !== "received") throw e
    }
  await run(shopReceivedMoneyWorkflow, container, { order_id: orderId })
  return getOrder(container, orderId)
}

/**
 * Cancels an order waiting for shipment (the member, or staff with a reason):
 * the cancellation workflow (cancelled, Medusa gives the held USDT or the UUC
 * back through the wallet provider), then the points back and the settlement
 * dropped, keyed by the order (a cancelled order's call finishes what a crash
 * left).
 */
export async function cancelOrder(
  container: MedusaContainer,
  orderId: string,
  /** `staff_id`: staff's cancellation, audited in the status move's transaction. */
  opts: { member_id?: string; reason?: string; staff_id?: string }
) {
  const before = await getOrder(container, orderId, opts.member_id)
  if (before.status !== "cancelled")
    await run(shopCancelOrderWorkflow, container, {
      order_id: orderId,
      member_id: before.member_id,
      reason: opts.reason ?? null,
      staff_id: opts.staff_id ?? null,
    })
  await run(shopCancelledMoneyWorkflow, container, { order_id: orderId })
  return getOrder(container, orderId)
}
