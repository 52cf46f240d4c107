// The shop's order statuses, type-only (the build erases it): one declaration.
import type { OrderStatus } from "@uuc/shop/shop-api"

/** A shop order's statuses, in the order the member's and the merchant's tabs show them. */
export const ORDER_STATUSES = [
  "pending_shipment",
  "shipped",
  "received",
  "cancelled",
] as const satisfies readonly OrderStatus[]

/** Each order status's badge tone (every status the server gives has one). */
export const ORDER_TONE = {
  pending_shipment: "wait",
  shipped: "wait",
  received: "ok",
  cancelled: "bad",
} as const satisfies Record<OrderStatus, "ok" | "wait" | "bad">
