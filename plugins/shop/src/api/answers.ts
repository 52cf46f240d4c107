/**
 * What the shop's goods, catalogue and cart routes answer, declared once: the
 * presenters and routes build their bodies against these types and shop-api
 * exports them to the storefront's hooks and the admin (type-only). Types only:
 * the admin's type-check reads this file, not the services. Orders are in
 * lib/order-view.ts.
 */
import type { ShopOrderView } from "../lib/order-view"
import type { GoodsTexts, TranslatedLocale } from "../lib/translations"

/** Goods are listed (the product published) or wait for staff (a draft). */
export type ListingStatus = "listed" | "pending_listing"

/** A specification: decimal strings, `price` the USD base price. */
export type GoodsSpecView = {
  id: string
  name: string
  /** The name in the other languages (null: the English one shows). */
  names: Record<TranslatedLocale, string | null>
  price: string | null
  member_price: string | null
  uuc_price: string | null
}

/** Goods as the goods routes answer them (api.md "Shop and merchants"). */
export type GoodsView = {
  id: string
  title: string
  description: string | null
  /** The title and description in the other languages (null: the English shows). */
  translations: Record<TranslatedLocale, GoodsTexts>
  category: { id: string; name: string } | null
  images: string[]
  thumbnail: string | null
  video: string | null
  status: ListingStatus
  /** The merchant account's id; null for the platform's own goods. */
  merchant: string | null
  points_discount: string
  specs: GoodsSpecView[]
  created_at: string
}

/** GET /admin/goods/:id, POST /admin/goods(/:id)(/list|/unlist): `{ goods }`. */
export type GoodsAnswer = { goods: GoodsView }

/** GET /admin/goods: each goods with its merchant's username, for staff. */
export type AdminGoodsRow = GoodsView & { merchant_username: string | null }
export type AdminGoodsAnswer = {
  goods: AdminGoodsRow[]
  count: number
  limit: number
  offset: number
}

/** GET /store/shop/products: one page of goods ids in the order of the price paid. */
export type GoodsByPriceAnswer = {
  product_ids: string[]
  count: number
  limit: number
  offset: number
}

/** GET /store/shop/search: one page of goods ids matching a search in any language. */
export type ShopSearchAnswer = {
  product_ids: string[]
  count: number
  limit: number
  offset: number
}

/**
 * Our fields linked to Medusa's product (`fields=*shop_product` on
 * /store/products): the fields the store routes allow. Medusa answers a
 * NUMERIC field as a JSON number.
 */
export type StoreShopProduct = {
  id: string
  points_discount: number
  video: string | null
  status: ListingStatus
  merchant_id: string | null
}

/** Our fields linked to a variant (`fields=*variants.shop_variant`). */
export type StoreShopVariant = {
  id: string
  member_price: number | null
  uuc_price: number | null
}

/** A cart line as our cart routes answer it (Medusa's line item; numbers as Medusa sends them). */
export type ShopCartLine = {
  id: string
  title: string
  product_id: string | null
  product_title: string | null
  variant_id: string | null
  variant_title: string | null
  thumbnail: string | null
  quantity: number
  unit_price: number
  compare_at_unit_price: number | null
}

/** The points credit line (reference `points`). */
export type ShopCreditLine = {
  id: string
  reference: string | null
  amount: number
  metadata: Record<string, unknown> | null
}

/**
 * The cart as our cart routes answer it after a change (uuc-carts, uuc-line-items,
 * uuc-address, points; the checkout's 409): totals include the points line. No
 * address nor shipping methods: the storefront reads the cart again for those.
 */
export type ShopCartView = {
  id: string
  currency_code: string
  region_id: string | null
  customer_id: string | null
  total: number
  subtotal: number
  item_total: number
  shipping_total: number
  credit_line_total: number
  items: ShopCartLine[]
  credit_lines: ShopCreditLine[]
}

/** Our cart routes' answer: `{ cart }`. */
export type CartAnswer = { cart: ShopCartView }

/** POST /store/carts/:id/checkout's 409: the cart at today's prices, nothing charged. */
export type CartChangedAnswer = {
  code: "cart_changed"
  message: string
  cart: ShopCartView
}

/** POST /store/carts/:id/checkout: one order per merchant. */
export type CheckoutAnswer = { orders: ShopOrderView[] }

/** The order routes' actions (receive, cancel, ship): `{ order }`. */
export type OrderAnswer = { order: ShopOrderView }
