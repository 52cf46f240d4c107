/**
 * What members are told, by kind: each kind's params (amounts as decimal strings)
 * and the storefront screen it links to. The catalogue (catalogue.ts) holds each
 * kind's title and body in every language.
 */
export const KINDS = {
  card_activated: { params: ["card", "amount"], link: "/" },
  bonus_earned: { params: ["amount", "from"], link: "/financial" },
  card_refunded: { params: ["card"], link: "/" },
  order_shipped: {
    params: ["order", "courier", "tracking"],
    link: "/shop-order",
  },
  order_received: { params: ["order"], link: "/shop-order" },
  order_sale_received: { params: ["order", "amount"], link: "/store-order" },
  order_cancelled: { params: ["order"], link: "/shop-order" },
  order_sale_cancelled: { params: ["order"], link: "/store-order" },
  recharge_credited: { params: ["amount"], link: "/wallet" },
  withdrawal_paid: { params: ["amount", "net"], link: "/wallet" },
  withdrawal_rejected: { params: ["amount", "reason"], link: "/wallet" },
  merchant_approved: { params: [], link: "/shop-add" },
  merchant_rejected: { params: ["reason"], link: "/apply" },
} as const satisfies Record<string, { params: readonly string[]; link: string }>

export type NotificationKind = keyof typeof KINDS

/** The params that are amounts: formatted as numbers in the reader's language. */
export const AMOUNT_PARAMS = new Set(["amount", "net"])

/** What a notification row's `data` holds (the Notification Module's JSON column). */
export type NotificationData = {
  kind: NotificationKind
  params: Record<string, string>
  link: string
}

/** One notification to send: why (event and resource), to whom, what. */
export type Notice = {
  event: string
  resource_id: string
  /** The recipient member (their customer id becomes the receiver). */
  member_id: string
  kind: NotificationKind
  params: Record<string, string>
  /** A more precise screen than the kind's own (e.g. with an id). */
  link?: string
}
