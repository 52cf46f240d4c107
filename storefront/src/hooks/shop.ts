import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query"
// The shop plugin's answers, type-only (the build erases it): one declaration.
import type {
  CartAnswer,
  CartChangedAnswer,
  CheckoutAnswer,
  GoodsByPriceAnswer,
  OrderAnswer,
  OrderStatus,
  ShippingAddressView,
  ShopSearchAnswer,
  StoreOrdersAnswer,
  StoreShopOrder,
  WalletProvider,
} from "@uuc/shop/shop-api"
import type { StoreProduct } from "../lib/goods"
import { api } from "../lib/sdk"
import { getToken } from "../lib/session"
import { ledgerKeys } from "./ledger"
import { auth } from "./members"

/** Catalogue pages of the list: 12 goods fill a phone's screen twice. */
const GOODS_PAGE_SIZE = 12

/**
 * What the product routes add to Medusa's defaults: the member's price (the pricing
 * context comes from the token and the region), the categories and our linked goods
 * fields (points discount, video, merchant; a specification's UUC price), and the
 * product's `metadata`, where its title and description are in every language
 * (lib/translated.ts; Medusa's store defaults leave it out). Every field has a
 * prefix (`*` a relation with all its fields, `+` one field more): a field without
 * one would replace Medusa's defaults instead of adding to them. The variants and
 * categories come whole (`*variants` is a default), their metadata included: the
 * spec and category names in every language.
 */
export const PRODUCT_FIELDS =
  "*variants.calculated_price,*categories,*shop_product,*variants.shop_variant,+metadata"
/** Medusa's own fields only, for a server that does not allow our linked ones. */
export const BASIC_FIELDS = "*variants.calculated_price,*categories,+metadata"
/**
 * A list's tiles show a picture, the title and the price only: no linked fields
 * (each costs the catalogue read two more module queries, a quarter of its time in
 * `npm run bench:shop`'s split) and no categories; the metadata for the title in
 * the member's language.
 */
export const LIST_FIELDS = "*variants.calculated_price,+metadata"
let linkedFields = true

/**
 * A catalogue read with our linked fields; if the server refuses them (400: the
 * store route does not allow them), the same read without, remembered for the
 * session: prices and pictures still show, points and UUC prices do not.
 */
async function catalogue<T>(
  path: string,
  query: Record<string, string | number | string[] | undefined>,
  list = false
): Promise<T> {
  const read = (fields: string) =>
    api<T>(path, { headers: maybeAuth(), query: { ...query, fields } })
  if (list) return read(LIST_FIELDS)
  if (!linkedFields) return read(BASIC_FIELDS)
  try {
    return await read(PRODUCT_FIELDS)
  } catch (e) {
    if ((e as { status?: number }).status !== 400) throw e
    linkedFields = false
    return read(BASIC_FIELDS)
  }
}

/** The token when there is one: guests see original prices. */
const maybeAuth = (): Record<string, string> => {
  const token = getToken()
  return token ? { authorization: `Bearer ${token}` } : {}
}

export const shopKeys = {
  all: ["shop"] as const,
  region: ["shop", "region"] as const,
  categories: ["shop", "categories"] as const,
  products: (filters: object) => ["shop", "products", filters] as const,
  product: (id: string) => ["shop", "product", id] as const,
  cart: ["shop", "cart"] as const,
  /** The member's UUC cart (paid in UUC), beside the USD one. */
  uucCart: ["shop", "cart", "uuc"] as const,
  /** A cart's shipping options at one address (its country and street). */
  shipping: (cartId: string, place = "") =>
    ["shop", "shipping", cartId, place] as const,
  /** The cart address change in flight (the shipping section waits for it). */
  setAddress: ["shop", "cart", "set-address"] as const,
  orders: (status: string) => ["shop", "orders", status] as const,
}

export type Region = {
  id: string
  name: string
  currency_code: string
  countries?: { iso_2: string; display_name?: string; name?: string }[]
}

/** The shop's USD region (member prices are in USD): the storefront's only one today. */
export function useRegion() {
  return useQuery({
    queryKey: shopKeys.region,
    queryFn: async () => {
      const { regions } = await api<{ regions: Region[] }>("/store/regions", {
        query: { limit: 50, fields: "id,name,currency_code,*countries" },
      })
      return (
        regions.find((r) => r.currency_code.toLowerCase() === "usd") ??
        regions[0] ??
        null
      )
    },
    staleTime: 10 * 60_000,
  })
}

/** A category; `metadata` holds its name in each language (lib/translated.ts). */
export type Category = {
  id: string
  name: string
  handle: string
  metadata?: Record<string, unknown> | null
}

export function useCategories() {
  return useQuery({
    queryKey: shopKeys.categories,
    queryFn: () =>
      api<{ product_categories: Category[] }>("/store/product-categories", {
        query: { limit: 100, fields: "id,name,handle,metadata" },
      }),
    staleTime: 10 * 60_000,
  })
}

export type ProductFilters = {
  q?: string
  category?: string
  /** Medusa's `order`: "-created_at" (newest), "title". */
  order?: string
}

type ProductPage = {
  products: StoreProduct[]
  count: number
  offset: number
  limit: number
}

const productQuery = (
  regionId: string,
  f: ProductFilters,
  limit: number,
  offset: number
) => ({
  region_id: regionId,
  limit,
  offset,
  q: f.q?.trim() || undefined,
  "category_id[]": f.category || undefined,
  order: f.order || "-created_at",
})

/** A few goods (the featured shelf on /shop). */
export function useProducts(
  regionId: string | undefined,
  filters: ProductFilters,
  limit: number
) {
  return useQuery({
    queryKey: shopKeys.products({ regionId, ...filters, limit }),
    queryFn: () =>
      catalogue<ProductPage>(
        "/store/products",
        productQuery(regionId!, filters, limit, 0),
        true
      ),
    enabled: !!regionId,
    placeholderData: keepPreviousData,
  })
}

/**
 * The goods of a page of ids (our search and price routes answer ids), read from
 * Medusa's `/store/products` and put back in the ids' order.
 */
async function goodsOfIds(
  regionId: string,
  ids: string[],
  base: Omit<ProductPage, "products">
): Promise<ProductPage> {
  if (!ids.length) return { ...base, products: [] }
  const { products } = await catalogue<ProductPage>(
    "/store/products",
    { region_id: regionId, "id[]": ids, limit: ids.length },
    true
  )
  const at = new Map(ids.map((id, i) => [id, i]))
  return {
    ...base,
    products: [...products].sort(
      (a, b) => (at.get(a.id) ?? 0) - (at.get(b.id) ?? 0)
    ),
  }
}

/**
 * A search in any of the members' languages (`GET /store/shop/search`: "café",
 * "耳机"; Medusa's own `q` knows the English texts only), newest first or by
 * title, within the category when one is chosen.
 */
async function searchPage(
  regionId: string,
  filters: ProductFilters,
  offset: number
): Promise<ProductPage> {
  const page = await api<ShopSearchAnswer>("/store/shop/search", {
    query: {
      q: filters.q!.trim(),
      category_id: filters.category || undefined,
      order: filters.order === "title" ? "title" : undefined,
      limit: GOODS_PAGE_SIZE,
      offset,
    },
  })
  const base = { count: page.count, offset: page.offset, limit: page.limit }
  return goodsOfIds(regionId, page.product_ids, base)
}

/** The goods list, page after page as the member scrolls. */
export function useProductPages(
  regionId: string | undefined,
  filters: ProductFilters
) {
  return useInfiniteQuery({
    queryKey: shopKeys.products({ regionId, ...filters, pages: true }),
    queryFn: ({ pageParam }) =>
      filters.q?.trim()
        ? searchPage(regionId!, filters, pageParam)
        : catalogue<ProductPage>(
            "/store/products",
            productQuery(regionId!, filters, GOODS_PAGE_SIZE, pageParam),
            true
          ),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.offset + last.products.length < last.count
        ? last.offset + last.limit
        : undefined,
    enabled: !!regionId,
  })
}

export type PriceFilters = {
  q?: string
  category?: string
  /** Cheapest first (false) or dearest first (true). */
  descending: boolean
  /** Bounds of the price the shopper pays, decimal strings ("" = none). */
  min?: string
  max?: string
}

/**
 * The goods list by price, correct across pages: our route orders the listed
 * goods by the price this shopper pays (member price for a card holder) and
 * filters by range in the database; each page's goods then come from Medusa's
 * `/store/products` and are put back in that order.
 */
export function useProductPagesByPrice(
  regionId: string | undefined,
  filters: PriceFilters
) {
  return useInfiniteQuery({
    queryKey: shopKeys.products({ regionId, ...filters, byPrice: true }),
    queryFn: async ({ pageParam }): Promise<ProductPage> => {
      const page = await api<GoodsByPriceAnswer>("/store/shop/products", {
        headers: maybeAuth(),
        query: {
          order: filters.descending ? "-price" : "price",
          min_price: filters.min || undefined,
          max_price: filters.max || undefined,
          category_id: filters.category || undefined,
          q: filters.q?.trim() || undefined,
          limit: GOODS_PAGE_SIZE,
          offset: pageParam,
        },
      })
      const base = { count: page.count, offset: page.offset, limit: page.limit }
      return goodsOfIds(regionId!, page.product_ids, base)
    },
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.offset + last.limit < last.count
        ? last.offset + last.limit
        : undefined,
    enabled: !!regionId,
  })
}

export function useProduct(id: string, regionId: string | undefined) {
  return useQuery({
    queryKey: shopKeys.product(id),
    queryFn: () =>
      catalogue<{ product: StoreProduct }>(
        `/store/products/${encodeURIComponent(id)}`,
        { region_id: regionId }
      ),
    enabled: !!regionId,
  })
}

/**
 * Medusa's cart as its own routes answer it (the fields this app asks for); our
 * cart routes answer the shop's ShopCartView, which fits it.
 */
export type CartItem = {
  id: string
  title: string
  product_id: string | null
  product_title: string | null
  variant_id: string | null
  variant_title: string | null
  thumbnail: string | null
  quantity: number
  unit_price: number | string
  compare_at_unit_price?: number | string | null
}

export type Cart = {
  id: string
  region_id: string | null
  currency_code: string
  items: CartItem[]
  total: number | string
  item_total: number | string
  shipping_total: number | string
  credit_line_total?: number | string | null
  credit_lines?: { id: string; reference: string | null; amount: number }[]
  shipping_address?: {
    first_name: string | null
    address_1: string | null
    phone: string | null
    country_code: string | null
  } | null
  shipping_methods?: { id: string; shipping_option_id: string | null }[]
}

/** Which cart: paid in USDT (Medusa's USD prices) or in UUC (the specs' UUC prices). */
export type CartKind = "usd" | "uuc"

/** A cart's id, kept across reloads; forgotten when the order is placed. */
const slot = (key: string) => ({
  get: () => localStorage.getItem(key),
  set: (id: string) => localStorage.setItem(key, id),
  clear: () => localStorage.removeItem(key),
})
export const cartId = slot("uuc.cart")
const uucCartId = slot("uuc.cart.uuc")
const slotOf = (kind: CartKind) => (kind === "uuc" ? uucCartId : cartId)
const keyOf = (kind: CartKind) =>
  kind === "uuc" ? shopKeys.uucCart : shopKeys.cart
export const kindOf = (cart: { currency_code?: string | null }): CartKind =>
  (cart.currency_code ?? "").toLowerCase() === "uuc" ? "uuc" : "usd"

const CART_FIELDS = "*items,*credit_lines,*shipping_methods,*shipping_address"

/** The member's open cart of a kind, or null (a cart of another session is forgotten). */
export function useCart(kind: CartKind = "usd") {
  const cartId = slotOf(kind)
  return useQuery({
    queryKey: keyOf(kind),
    queryFn: async () => {
      const id = cartId.get()
      if (!id) return null
      try {
        const { cart } = await api<{ cart: Cart & { completed_at?: string } }>(
          `/store/carts/${encodeURIComponent(id)}`,
          { headers: auth(), query: { fields: CART_FIELDS } }
        )
        if (cart.completed_at) throw new Error("completed")
        return cart
      } catch {
        cartId.clear()
        return null
      }
    },
    staleTime: 0,
  })
}

/** Cart changes answer the cart; it replaces the cached one. */
function useCartMutation<T>(
  run: (input: T) => Promise<{ cart: Cart }>,
  mutationKey?: readonly string[]
) {
  const client = useQueryClient()
  return useMutation({
    mutationKey,
    mutationFn: run,
    // Some answers carry less than the cart screen reads (the points route's has
    // no address): shown at once, then read again in full.
    onSuccess: ({ cart }) => {
      const key = keyOf(kindOf(cart))
      client.setQueryData(key, (old: Cart | null | undefined) =>
        old ? { ...old, ...cart } : cart
      )
      void client.invalidateQueries({ queryKey: key, exact: true })
    },
  })
}

async function ensureCart(regionId: string): Promise<string> {
  const id = cartId.get()
  if (id) return id
  const { cart } = await api<{ cart: Cart }>("/store/carts", {
    method: "POST",
    headers: auth(),
    body: { region_id: regionId },
  })
  cartId.set(cart.id)
  return cart.id
}

export function useAddToCart() {
  return useCartMutation(
    async (input: {
      regionId: string
      variantId: string
      quantity: number
    }) => {
      const add = (id: string) =>
        api<{ cart: Cart }>(
          `/store/carts/${encodeURIComponent(id)}/line-items`,
          {
            method: "POST",
            headers: auth(),
            query: { fields: CART_FIELDS },
            body: { variant_id: input.variantId, quantity: input.quantity },
          }
        )
      try {
        return await add(await ensureCart(input.regionId))
      } catch (e) {
        // A remembered cart that is gone (completed, another member's): a new one.
        if ((e as { status?: number }).status !== 404) throw e
        cartId.clear()
        return add(await ensureCart(input.regionId))
      }
    }
  )
}

/**
 * Adds a spec at its UUC price to the member's UUC cart (made on the first add);
 * a remembered UUC cart that is gone is replaced.
 */
export function useAddToUucCart() {
  return useCartMutation(
    async (input: { variantId: string; quantity: number }) => {
      const create = async () => {
        const answer = await api<CartAnswer>("/store/shop/uuc-carts", {
          method: "POST",
          headers: auth(),
          body: { variant_id: input.variantId, quantity: input.quantity },
        })
        uucCartId.set(answer.cart.id)
        return answer
      }
      const id = uucCartId.get()
      if (!id) return create()
      try {
        return await api<CartAnswer>(
          `/store/carts/${encodeURIComponent(id)}/uuc-line-items`,
          {
            method: "POST",
            headers: auth(),
            body: { variant_id: input.variantId, quantity: input.quantity },
          }
        )
      } catch (e) {
        if ((e as { status?: number }).status !== 404) throw e
        uucCartId.clear()
        return create()
      }
    }
  )
}

export function useSetQuantity() {
  return useCartMutation(
    async (input: {
      cartId: string
      lineId: string
      quantity: number
      uuc?: boolean
    }) => {
      // a UUC cart's lines keep their UUC price: our route sets their quantity
      if (input.uuc)
        return api<CartAnswer>(
          `/store/carts/${encodeURIComponent(input.cartId)}/uuc-line-items/${encodeURIComponent(input.lineId)}`,
          {
            method: "POST",
            headers: auth(),
            body: { quantity: input.quantity },
          }
        )
      const path = `/store/carts/${encodeURIComponent(input.cartId)}/line-items/${encodeURIComponent(input.lineId)}`
      if (input.quantity > 0)
        return api<{ cart: Cart }>(path, {
          method: "POST",
          headers: auth(),
          query: { fields: CART_FIELDS },
          body: { quantity: input.quantity },
        })
      // Removing a line answers its parent cart under `parent`.
      const answer = await api<{ parent: Cart }>(path, {
        method: "DELETE",
        headers: auth(),
      })
      return { cart: answer.parent }
    }
  )
}

export type ShippingAddressInput = {
  first_name: string
  phone: string
  address_1: string
  /** A Brazilian address's neighbourhood. */
  address_2?: string | null
  city: string | null
  /** The state or province. */
  province?: string | null
  postal_code: string | null
  country_code: string
}

export function useSetAddress() {
  return useCartMutation(
    (input: { cartId: string; address: ShippingAddressInput; uuc?: boolean }) =>
      api<{ cart: Cart }>(
        // Medusa's cart update would set a UUC cart's currency back to USD
        input.uuc
          ? `/store/carts/${encodeURIComponent(input.cartId)}/uuc-address`
          : `/store/carts/${encodeURIComponent(input.cartId)}`,
        {
          method: "POST",
          headers: auth(),
          query: input.uuc ? undefined : { fields: CART_FIELDS },
          body: { shipping_address: input.address },
        }
      ),
    shopKeys.setAddress
  )
}

export type ShippingOption = {
  id: string
  name: string
  /** Its name in each language (`name.pt-BR`; lib/translated.ts). */
  metadata?: Record<string, unknown> | null
  amount: number | string | null
  calculated_price?: { calculated_amount?: number | string | null } | null
}

/** The options for the cart at `place` (its address as now): another place, another read. */
export function useShippingOptions(
  id: string | undefined,
  ready: boolean,
  place = ""
) {
  return useQuery({
    queryKey: shopKeys.shipping(id ?? "", place),
    queryFn: () =>
      api<{ shipping_options: ShippingOption[] }>("/store/shipping-options", {
        headers: auth(),
        query: { cart_id: id },
      }),
    enabled: !!id && ready,
  })
}

export function useSetShipping() {
  return useCartMutation((input: { cartId: string; optionId: string }) =>
    api<{ cart: Cart }>(
      `/store/carts/${encodeURIComponent(input.cartId)}/shipping-methods`,
      {
        method: "POST",
        headers: auth(),
        query: { fields: CART_FIELDS },
        body: { option_id: input.optionId },
      }
    )
  )
}

/** Points as the cart's credit line; the server caps them (`points_exceed_limit`). */
export function useSetPoints() {
  return useCartMutation((input: { cartId: string; points: string }) =>
    api<CartAnswer>(
      `/store/carts/${encodeURIComponent(input.cartId)}/points`,
      // our route answers its own fields (ShopCartView), whatever `fields` asks
      { method: "POST", headers: auth(), body: { points: input.points } }
    )
  )
}

/** Where an order goes (api.md: an order's `shipping_address`): the shop's own view. */
export type {
  OrderStatus as ShopOrderStatus,
  ShippingAddressView as OrderAddress,
  StoreShopOrder as ShopOrder,
}

/**
 * Prepares the cart's payment with Medusa's own routes (payment collection and a
 * wallet session for the cart's total; nothing moves in the ledger) while the
 * member types the secondary password, so that the checkout only completes the
 * cart. The checkout prepares it itself when this failed or the total changed.
 */
export async function preparePayment(id: string): Promise<void> {
  const { payment_collection } = await api<{
    payment_collection: { id: string }
  }>("/store/payment-collections", {
    method: "POST",
    headers: auth(),
    body: { cart_id: id },
  })
  await api(
    `/store/payment-collections/${encodeURIComponent(payment_collection.id)}/payment-sessions`,
    {
      method: "POST",
      headers: auth(),
      // the shop plugin's wallet provider (its WALLET_PROVIDER): a renamed
      // provider fails this type check
      body: { provider_id: "pp_wallet_wallet" satisfies WalletProvider },
    }
  )
}

/** Pays the cart: the secondary password, the action's Idempotency-Key. */
export function useCheckout() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({
      body,
      key,
    }: {
      body: { cartId: string; secondary_password: string }
      key: string
    }) =>
      api<CheckoutAnswer>(
        `/store/carts/${encodeURIComponent(body.cartId)}/checkout`,
        {
          method: "POST",
          headers: { ...auth(), "idempotency-key": key },
          body: { secondary_password: body.secondary_password },
        }
      ),
    // Priced at checkout: a 409 `cart_changed` carries the cart at today's prices;
    // the cart screen shows its new total (and the message) before the member pays again.
    onError: (e, { body }) => {
      const error = e as Partial<CartChangedAnswer>
      if (error.code !== "cart_changed") return
      const key = keyOf(body.cartId === uucCartId.get() ? "uuc" : "usd")
      if (error.cart)
        client.setQueryData(key, (old: Cart | null | undefined) =>
          old ? { ...old, ...error.cart } : error.cart
        )
      void client.invalidateQueries({ queryKey: key, exact: true })
    },
    onSuccess: (_answer, { body }) => {
      const kind: CartKind = body.cartId === uucCartId.get() ? "uuc" : "usd"
      slotOf(kind).clear()
      client.setQueryData(keyOf(kind), null)
      void client.invalidateQueries({ queryKey: ledgerKeys.all })
      void client.invalidateQueries({ queryKey: ["shop", "orders"] })
    },
  })
}

export function useShopOrders(status: OrderStatus) {
  return useQuery({
    queryKey: shopKeys.orders(status),
    queryFn: () =>
      api<StoreOrdersAnswer>("/store/shop/orders", {
        headers: auth(),
        query: { status },
      }),
    staleTime: 0,
  })
}

/** Confirms receipt (shipped orders) or cancels (pending shipment). */
export function useOrderAction() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({
      id,
      action,
      key,
    }: {
      id: string
      action: "receive" | "cancel"
      key: string
    }) =>
      api<OrderAnswer>(
        `/store/shop/orders/${encodeURIComponent(id)}/${action}`,
        {
          method: "POST",
          headers: { ...auth(), "idempotency-key": key },
          body: {},
        }
      ),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ["shop", "orders"] })
      void client.invalidateQueries({ queryKey: ledgerKeys.all })
    },
  })
}

/** The goods in the cart with our fields (their points discounts cap the points). */
export function useCartGoods(
  regionId: string | undefined,
  productIds: string[]
) {
  const ids = [...new Set(productIds)].sort()
  return useQuery({
    queryKey: ["shop", "cart-goods", regionId, ids],
    queryFn: async () => {
      const url = new URLSearchParams()
      for (const id of ids) url.append("id[]", id)
      return catalogue<ProductPage>(`/store/products?${url}`, {
        region_id: regionId,
        limit: 100,
      })
    },
    enabled: !!regionId && ids.length > 0,
  })
}
