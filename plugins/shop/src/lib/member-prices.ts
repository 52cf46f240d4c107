import type {
  IPricingModuleService,
  MedusaContainer,
} from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { batchPriceListPricesWorkflow } from "@medusajs/medusa/core-flows"
import Decimal from "decimal.js"
import { SHOP_MODULE } from "../modules/shop"
import type ShopModuleService from "../modules/shop/service"
import { CARDS, readShopPlan, type Card } from "./plan"
import { findShopPricing } from "./pricing-setup"

/** Member prices are in cents, rounded half up (the storefront shows two places). */
export function memberPrice(
  base: Decimal.Value,
  ratio: Decimal.Value,
  explicit?: Decimal.Value | null
): Decimal {
  if (explicit !== null && explicit !== undefined && explicit !== "")
    return new Decimal(explicit)
  return new Decimal(base)
    .times(ratio)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
}

type VariantRow = {
  id: string
  product_id: string
  price_set?: { id: string } | null
}
type ProductRow = {
  id: string
  variants?: { id: string; price_set?: { id: string } | null }[] | null
}
type PriceRow = {
  id: string
  amount?: unknown
  price_set_id?: string
  price_list_id?: string | null
  rules_count?: number | null
  created_at?: string | Date | null
}

/** Products per page of a sync (their variants come along). */
const PAGE = 200

/** The advisory lock every member-price sync takes around a page (one writer at a time). */
const SYNC_LOCK = 7_115_021

type Pg = {
  transaction<T>(fn: (trx: Pg) => Promise<T>): Promise<T>
  raw(sql: string, b?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>
}

/**
 * Runs `fn` while this process holds the sync lock, a transaction-scoped PostgreSQL
 * advisory lock (so all processes share it). Syncs run at once for one product (our
 * route, then the product and each variant event): without the lock each saw no list
 * price yet and created one, and an edit then moved one of the copies only. A waiter
 * polls with `pg_try_…` instead of blocking, so it holds no pool connection while the
 * holder's workflows need some.
 */
async function underSyncLock<T>(
  container: MedusaContainer,
  fn: () => Promise<T>
): Promise<T> {
  const pg = container.resolve<Pg>(ContainerRegistrationKeys.PG_CONNECTION)
  for (let wait = 10; ; wait = Math.min(wait * 2, 250)) {
    const done = await pg.transaction(async (trx) => {
      const { rows } = await trx.raw(
        "select pg_try_advisory_xact_lock(?) as ok",
        [SYNC_LOCK]
      )
      return rows[0]?.ok ? { value: await fn() } : null
    })
    if (done) return done.value
    await new Promise((r) => setTimeout(r, wait + Math.random() * wait))
  }
}

/**
 * Makes each card's price list name, for every variant of the given products
 * (all products when none are given), `explicit member price ?? base × the
 * card's plan ratio` in USD: creates missing list prices, updates wrong ones and
 * deletes those of variants without a base price, and any second price of one
 * variant in one list. Then keeps each product's sortable prices (its lowest base
 * price and each card's lowest member price, on our shop row) for /shop-list.
 * Idempotent; a page of products at a time under the sync lock; answers how many
 * list prices it changed. Nothing to do until the price lists exist.
 */
export async function syncMemberPrices(
  container: MedusaContainer,
  productIds?: string[]
): Promise<number> {
  const setup = await findShopPricing(container)
  if (!setup) return 0
  const { ratios } = await readShopPlan(container)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  let changed = 0
  // The given products in pages, or every product after a cursor.
  let rest = productIds ? [...new Set(productIds)].sort() : null
  for (let after = ""; ;) {
    let filters: Record<string, unknown>
    if (rest) {
      if (!rest.length) break
      filters = { id: rest.slice(0, PAGE) }
      rest = rest.slice(PAGE)
    } else filters = after ? { id: { $gt: after } } : {}
    const n = await underSyncLock(container, async () => {
      const { data } = await query.graph({
        entity: "product",
        fields: ["id", "variants.id", "variants.price_set.id"],
        filters,
        pagination: { take: PAGE, order: { id: "ASC" } },
      })
      const products = data as ProductRow[]
      if (products.length)
        changed += await syncPage(container, setup.lists, ratios, products)
      after = products.at(-1)?.id ?? ""
      return products.length
    })
    if (!rest && n < PAGE) break
  }
  return changed
}

async function syncPage(
  container: MedusaContainer,
  lists: Record<Card, string>,
  ratios: Record<Card, Decimal>,
  products: ProductRow[]
) {
  const pricing = container.resolve<IPricingModuleService>(Modules.PRICING)
  const shop = container.resolve<ShopModuleService>(SHOP_MODULE)
  const variants: VariantRow[] = products.flatMap((p) =>
    (p.variants ?? []).map((v) => ({ ...v, product_id: p.id }))
  )
  const withSet = variants.filter((v) => v.price_set?.id)
  // Each product's lowest base price and lowest price of each card (for sorting).
  const lowest = new Map<string, Partial<Record<Card | "base", Decimal>>>(
    products.map((p) => [p.id, {}])
  )
  const lower = (productId: string, key: Card | "base", d: Decimal) => {
    const row = lowest.get(productId)!
    if (!row[key] || d.lt(row[key]!)) row[key] = d
  }
  if (!withSet.length) {
    await shop.setSortPrices(sortRows(lowest))
    return 0
  }
  const explicit = new Map(
    (await shop.listShopVariants({ variant_id: withSet.map((v) => v.id) })).map(
      (s) => [s.variant_id, s.member_price as unknown as string | null]
    )
  )
  const prices = (await pricing.listPrices(
    {
      price_set_id: withSet.map((v) => v.price_set!.id),
      currency_code: "usd",
    },
    {
      select: [
        "id",
        "amount",
        "price_set_id",
        "price_list_id",
        "rules_count",
        "created_at",
      ],
      take: null,
    }
  )) as PriceRow[]
  const base = new Map<string, Decimal>()
  const baseAt = new Map<string, number>()
  const inList = new Map<string, PriceRow[]>()
  for (const p of prices) {
    if (!p.price_set_id) continue
    if (!p.price_list_id && !p.rules_count) {
      // A variant edit may leave the replaced base price beside the new one for a
      // while: the newest is the price in force.
      const at = new Date(p.created_at ?? 0).getTime()
      if (at < (baseAt.get(p.price_set_id) ?? -Infinity)) continue
      baseAt.set(p.price_set_id, at)
      base.set(p.price_set_id, new Decimal(String(p.amount)))
    } else if (p.price_list_id) {
      const key = `${p.price_list_id}:${p.price_set_id}`
      inList.set(key, [...(inList.get(key) ?? []), p])
    }
  }
  // One price per variant and list: the oldest is kept, copies are deleted.
  const createdAt = (p: PriceRow) => new Date(p.created_at ?? 0).getTime()
  for (const rows of inList.values())
    rows.sort((a, b) => createdAt(a) - createdAt(b) || a.id.localeCompare(b.id))
  for (const v of withSet) {
    const b = base.get(v.price_set!.id)
    if (b) lower(v.product_id, "base", b)
  }
  let changed = 0
  for (const card of CARDS) {
    const batch = {
      id: lists[card],
      create: [] as {
        amount: number
        currency_code: string
        variant_id: string
      }[],
      update: [] as {
        id: string
        amount: number
        currency_code: string
        variant_id: string
      }[],
      delete: [] as string[],
    }
    for (const v of withSet) {
      const set = v.price_set!.id
      const [current, ...copies] = inList.get(`${lists[card]}:${set}`) ?? []
      batch.delete.push(...copies.map((c) => c.id))
      const b = base.get(set)
      if (!b) {
        if (current) batch.delete.push(current.id)
        continue
      }
      const want = memberPrice(b, ratios[card], explicit.get(v.id))
      lower(v.product_id, card, want)
      // batchPriceListPricesWorkflow types amounts as numbers (its pricing module
      // takes BigNumberInput, the workflow does not); cents survive the conversion
      const amount = want.toNumber()
      if (!current)
        batch.create.push({ amount, currency_code: "usd", variant_id: v.id })
      else if (!new Decimal(String(current.amount)).eq(want))
        batch.update.push({
          id: current.id,
          amount,
          currency_code: "usd",
          variant_id: v.id,
        })
    }
    const n = batch.create.length + batch.update.length + batch.delete.length
    if (!n) continue
    await batchPriceListPricesWorkflow(container).run({
      input: { data: batch },
    })
    changed += n
  }
  await shop.setSortPrices(sortRows(lowest))
  return changed
}

const sortRows = (
  lowest: Map<string, Partial<Record<Card | "base", Decimal>>>
) =>
  [...lowest].map(([product_id, m]) => ({
    product_id,
    min_price: m.base?.toFixed() ?? null,
    min_price_standard: m.standard?.toFixed() ?? null,
    min_price_gold: m.gold?.toFixed() ?? null,
  }))
