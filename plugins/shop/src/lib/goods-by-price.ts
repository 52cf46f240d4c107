import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { SHOP_MODULE } from "../modules/shop"
import type ShopModuleService from "../modules/shop/service"
import type { PriceColumn } from "../modules/shop/service"
import { findShopPricing } from "./pricing-setup"
import { matchingProductIds } from "./search-text"

/**
 * The sortable price a customer pays: gold's member price, else standard's, else
 * (a guest, or no card) the base price, as Medusa's pricing picks the lowest
 * price of the lists whose group the customer is in.
 */
async function priceColumn(
  container: MedusaContainer,
  customerId: string | null
): Promise<PriceColumn> {
  if (!customerId) return "min_price"
  const setup = await findShopPricing(container)
  if (!setup) return "min_price"
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({
      entity: "customer",
      fields: ["id", "groups.id"],
      filters: { id: customerId },
    })
  const groups = new Set(
    ((data[0] as { groups?: { id: string }[] } | undefined)?.groups ?? []).map(
      (g) => g.id
    )
  )
  if (groups.has(setup.groups.gold)) return "min_price_gold"
  if (groups.has(setup.groups.standard)) return "min_price_standard"
  return "min_price"
}

/**
 * One page of listed goods by price, across all pages (our shop rows keep each
 * product's lowest prices, see syncMemberPrices): a search (our search texts in
 * every language, lib/search-text.ts, and Medusa's own `q`) and a category first
 * narrow the goods.
 */
export async function goodsByPrice(
  container: MedusaContainer,
  input: {
    customer_id: string | null
    descending: boolean
    min: string | null
    max: string | null
    category_id: string | null
    q: string | null
    limit: number
    offset: number
  }
): Promise<{ product_ids: string[]; count: number }> {
  let productIds: string[] | null = null
  if (input.q) {
    // the words in any of the members' languages (our search texts), or what
    // Medusa's own `q` finds (handles, SKUs)
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const [ours, { data }] = await Promise.all([
      matchingProductIds(container, input.q),
      query.graph({
        entity: "product",
        fields: ["id"],
        filters: { q: input.q },
      }),
    ])
    productIds = [
      ...new Set([...ours, ...(data as { id: string }[]).map((p) => p.id)]),
    ]
    if (!productIds.length) return { product_ids: [], count: 0 }
  }
  if (input.category_id) {
    const filters: Record<string, unknown> = {
      categories: { id: [input.category_id] },
    }
    if (productIds) filters.id = productIds
    const { data } = await container
      .resolve(ContainerRegistrationKeys.QUERY)
      .graph({ entity: "product", fields: ["id"], filters })
    productIds = (data as { id: string }[]).map((p) => p.id)
    if (!productIds.length) return { product_ids: [], count: 0 }
  }
  return container.resolve<ShopModuleService>(SHOP_MODULE).listByPrice({
    column: await priceColumn(container, input.customer_id),
    descending: input.descending,
    min: input.min,
    max: input.max,
    productIds,
    limit: input.limit,
    offset: input.offset,
  })
}
