/** A shop order's statuses, in the order the member's and the merchant's tabs show them. */
export const ORDER_STATUSES = [
  "pending_shipment",
  "shipped",
  "received",
  "cancelled",
] as const

/** Each order status's badge tone. */
export const ORDER_TONE = {
  pending_shipment: "wait",
  shipped: "wait",
  received: "ok",
  cancelled: "bad",
} as const
