/**
 * An order as the shop's routes answer it, declared once (types only: the admin's
 * type-check reads this file, not the services): the presenter returns it, the
 * routes build their bodies against it and shop-api exports it to the storefront's
 * hooks and the admin.
 */
import type { ShippingAddressView } from "./shipping-address"

export type OrderStatus =
  "pending_shipment" | "shipped" | "received" | "cancelled"

export type ShopOrderView = {
  id: string
  display_id: number | null
  status: OrderStatus
  merchant: string | null
  member_id: string
  items: {
    title: string
    spec: string | null
    /** The goods and spec bought (null once deleted): readers translate by them. */
    product_id: string | null
    variant_id: string | null
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

/** GET /store/shop/orders: the member's own, with the merchant's name. */
export type StoreShopOrder = ShopOrderView & {
  /** The merchant's name; null for the platform's own goods. */
  merchant_name: string | null
}
export type StoreOrdersAnswer = {
  orders: StoreShopOrder[]
  count: number
  limit: number
  offset: number
}

/** GET /admin/shop/orders: every order, with the merchant's and the buyer's usernames. */
export type AdminShopOrder = ShopOrderView & {
  merchant_username: string | null
  /** The username of the member who bought (null: the member is gone). */
  buyer_username: string | null
}
export type AdminOrdersAnswer = {
  orders: AdminShopOrder[]
  count: number
  limit: number
  offset: number
}
