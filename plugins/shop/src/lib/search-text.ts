import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { SHOP_MODULE } from "../modules/shop"
import type ShopModuleService from "../modules/shop/service"

/**
 * A text as searches compare it: lower-cased, accents taken off (NFD, then the
 * combining marks dropped), spaces collapsed. Both the stored text and the query
 * go through it, so "Café", "cafe" and "CAFÉ" match; Chinese is left as it is.
 */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim()
}

/** The product fields the search text is made of. */
export type SearchableProduct = {
  id: string
  title?: string | null
  description?: string | null
  metadata?: Record<string, unknown> | null
  variants?:
    | { title?: string | null; metadata?: Record<string, unknown> | null }[]
    | null
}

const TEXT_KEY = /^(title|description|name)\.[A-Za-z-]+$/

/** What one product is found by: its texts in every language and its spec names. */
export function searchText(p: SearchableProduct): string {
  const parts: string[] = [p.title ?? "", p.description ?? ""]
  const fromMetadata = (m: Record<string, unknown> | null | undefined) => {
    for (const [k, v] of Object.entries(m ?? {}))
      if (TEXT_KEY.test(k) && typeof v === "string") parts.push(v)
  }
  fromMetadata(p.metadata)
  for (const v of p.variants ?? []) {
    parts.push(v.title ?? "")
    fromMetadata(v.metadata)
  }
  return foldText([...new Set(parts.filter((t) => t.trim()))].join(" \n "))
}

/**
 * Brings the search texts of these products in line with the products (read
 * through Query): a product that is gone loses its row.
 */
export async function indexSearchText(
  container: MedusaContainer,
  productIds: string[]
): Promise<void> {
  const ids = [...new Set(productIds)]
  if (!ids.length) return
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({
      entity: "product",
      fields: [
        "id",
        "title",
        "description",
        "metadata",
        "variants.title",
        "variants.metadata",
      ],
      filters: { id: ids },
    })
  const products = data as SearchableProduct[]
  const found = new Set(products.map((p) => p.id))
  const shop = container.resolve<ShopModuleService>(SHOP_MODULE)
  await shop.saveSearchTexts(
    products.map((p) => ({ product_id: p.id, text: searchText(p) })),
    ids.filter((id) => !found.has(id))
  )
}

/** Every product's search text (the migration script's backfill), a page at a time. */
export async function indexAllSearchTexts(
  container: MedusaContainer
): Promise<void> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const take = 200
  for (let skip = 0; ; skip += take) {
    const { data } = await query.graph({
      entity: "product",
      fields: ["id"],
      pagination: { skip, take, order: { id: "ASC" } },
    })
    const ids = (data as { id: string }[]).map((p) => p.id)
    await indexSearchText(container, ids)
    if (ids.length < take) return
  }
}

/** The most candidates one search narrows down (a page is cut from them). */
const SEARCH_CAP = 1000

/**
 * One page of the goods a shopper may see (published, in one of the
 * publishable key's sales channels) whose search text holds every word of
 * `q` (and in the category, when given), newest first or by title: the ids from our table,
 * narrowed and ordered through Query.
 */
export async function searchGoods(
  container: MedusaContainer,
  input: {
    q: string
    category_id?: string | null
    /** By the English title instead of newest first. */
    by_title?: boolean
    sales_channel_ids: string[]
    limit: number
    offset: number
  }
): Promise<{ product_ids: string[]; count: number }> {
  const ids = await matchingProductIds(container, input.q)
  if (!ids.length) return { product_ids: [], count: 0 }
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({
      entity: "product",
      fields: ["id", "title", "created_at", "sales_channels.id"],
      filters: {
        id: ids,
        status: "published",
        ...(input.category_id
          ? { categories: { id: [input.category_id] } }
          : {}),
      },
    })
  const channels = new Set(input.sales_channel_ids)
  const seen = (
    data as {
      id: string
      title: string
      created_at: string | Date
      sales_channels?: { id: string }[] | null
    }[]
  )
    .filter(
      (p) =>
        !channels.size ||
        (p.sales_channels ?? []).some((c) => channels.has(c.id))
    )
    .sort(
      (a, b) =>
        (input.by_title ? a.title.localeCompare(b.title) : 0) ||
        new Date(b.created_at).getTime() - new Date(a.created_at).getTime() ||
        a.id.localeCompare(b.id)
    )
  return {
    product_ids: seen
      .slice(input.offset, input.offset + input.limit)
      .map((p) => p.id),
    count: seen.length,
  }
}

/** The ids of the products whose search text holds every word of `q`. */
export function matchingProductIds(
  container: MedusaContainer,
  q: string
): Promise<string[]> {
  return container
    .resolve<ShopModuleService>(SHOP_MODULE)
    .searchProductIds(foldText(q), SEARCH_CAP)
}
