import type {
  IFulfillmentModuleService,
  IPricingModuleService,
  ISalesChannelModuleService,
  MedusaContainer,
} from "@medusajs/framework/types"
import {
  ContainerRegistrationKeys,
  MedusaError,
  Modules,
} from "@medusajs/framework/utils"
import {
  createProductsWorkflow,
  updateProductsWorkflow,
} from "@medusajs/medusa/core-flows"
import { AppError } from "@uuc/errors"
import { randomBytes } from "crypto"
import Decimal from "decimal.js"
import { SHOP_MODULE } from "../modules/shop"
import type ShopModuleService from "../modules/shop/service"
import { updateGoodsWorkflow } from "../workflows/update-goods"
import { checkCategory, productStatus, rank, SPEC, usd } from "./goods-product"
import { syncMemberPrices } from "./member-prices"
import type { GoodsView, ListingStatus } from "../api/answers"
import {
  goodsTextMetadata,
  goodsTranslations,
  specNameMetadata,
  specNames,
  type TranslatedLocale,
} from "./translations"

export type GoodsInputTranslations = Partial<
  Record<
    TranslatedLocale,
    { title?: string | null; description?: string | null } | null | undefined
  >
>

/** Goods as the admin routes take them (api.md "Shop and merchants"). */
export type GoodsInput = {
  title: string
  /** The product handle (the seed names its demo goods by it); else the title's and a random suffix. */
  handle?: string
  description?: string | null
  /** The title and description in the other languages (metadata keys, lib/translations.ts). */
  translations?: GoodsInputTranslations | null
  category?: string | null
  images?: string[]
  video?: string | null
  points_discount: string
  specs: {
    id?: string
    name: string
    /** The name in the other languages (the variant's metadata). */
    names?: Partial<Record<TranslatedLocale, string | null | undefined>> | null
    price: string
    member_price?: string | null
    uuc_price?: string | null
  }[]
  merchant_id?: string | null
  status?: ListingStatus
}

/**
 * A handle of the goods' own: the title's words and a random suffix. Medusa's
 * default (the title alone) made a second merchant's "Soap bar" fail with an
 * error naming another merchant's goods.
 */
function uniqueHandle(title: string): string {
  const words = title
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
  return `${words || "goods"}-${randomBytes(4).toString("hex")}`
}

/** Who changes goods, for the audit trail (staff routes; a merchant's own change has none). */
export type GoodsActor = { staff_id: string } | null

/**
 * Runs a goods change whose product workflow hook writes the staff's audit row in
 * the transaction of our fields (shop module `saveProductFields`); the intent of a
 * change that failed before the hook is dropped.
 */
async function withAudit<T>(
  container: MedusaContainer,
  actor: GoodsActor,
  audit: { action: string; before: unknown; requested: unknown },
  change: (intent: string | undefined) => Promise<T>
): Promise<T> {
  if (!actor) return change(undefined)
  const shop = container.resolve<ShopModuleService>(SHOP_MODULE)
  const intent = await shop.openAuditIntent({
    actor_id: actor.staff_id,
    ...audit,
  })
  try {
    return await change(intent)
  } finally {
    await shop.dropAuditIntent(intent)
  }
}

const dec = (v: unknown) =>
  v === null || v === undefined ? null : new Decimal(String(v)).toFixed(2)

async function salesChannelIds(container: MedusaContainer) {
  const channels = await container
    .resolve<ISalesChannelModuleService>(Modules.SALES_CHANNEL)
    .listSalesChannels({}, { select: ["id"] })
  return channels.map((c) => ({ id: c.id }))
}

async function defaultShippingProfile(container: MedusaContainer) {
  const [profile] = await container
    .resolve<IFulfillmentModuleService>(Modules.FULFILLMENT)
    .listShippingProfiles({ type: "default" }, { select: ["id"] })
  return profile?.id
}

/**
 * Creates goods: a Medusa product (published when listed, a draft while pending
 * listing) with one variant per specification priced in USD, in every sales
 * channel; our fields through `additional_data.shop` (the product workflow's hook).
 */
export async function createGoods(
  container: MedusaContainer,
  input: GoodsInput,
  actor: GoodsActor = null
): Promise<GoodsView> {
  const status = input.status ?? "listed"
  await checkCategory(container, input.category)
  const { result } = await withAudit(
    container,
    actor,
    { action: "goods.create", before: null, requested: input },
    async (audit_intent) =>
      createProductsWorkflow(container).run({
        input: {
          products: [
            {
              title: input.title,
              handle: input.handle ?? uniqueHandle(input.title),
              description: input.description ?? undefined,
              metadata: goodsTextMetadata(input),
              status: productStatus(status),
              category_ids: input.category ? [input.category] : undefined,
              images: input.images?.map((url) => ({ url })),
              thumbnail: input.images?.[0],
              shipping_profile_id: await defaultShippingProfile(container),
              sales_channels: await salesChannelIds(container),
              options: [
                { title: SPEC, values: input.specs.map((s) => s.name) },
              ],
              variants: input.specs.map((s, i) => ({
                title: s.name,
                options: { [SPEC]: s.name },
                metadata: specNameMetadata(s.name, s.names),
                manage_inventory: false,
                prices: usd(s.price),
                ...rank(i),
              })),
            },
          ],
          additional_data: {
            shop: {
              points_discount: input.points_discount,
              video: input.video ?? null,
              status,
              merchant_id: input.merchant_id ?? null,
              specs: input.specs.map((s) => ({
                name: s.name,
                member_price: s.member_price ?? null,
                uuc_price: s.uuc_price ?? null,
              })),
              audit_intent,
            },
          },
        },
      })
  )
  await syncMemberPrices(container, [result[0].id])
  return (await presentGoods(container, [result[0].id]))[0]
}

/**
 * Edits goods, whole or not at all: the edit workflow (workflows/update-goods.ts)
 * checks everything first and undoes every change when a later step fails.
 * Specifications by id are updated, those without id created, those not named
 * deleted; `status` is the listing state the goods end in.
 */
export async function updateGoods(
  container: MedusaContainer,
  id: string,
  input: GoodsInput,
  actor: GoodsActor = null
): Promise<GoodsView> {
  const [current] = await presentGoods(container, [id])
  if (!current)
    throw new AppError(MedusaError.Types.NOT_FOUND, "goods_not_found")
  await withAudit(
    container,
    actor,
    { action: "goods.update", before: current, requested: input },
    (audit_intent) =>
      updateGoodsWorkflow(container).run({
        input: {
          current,
          input,
          status: input.status ?? current.status,
          audit_intent,
        },
      })
  )
  return (await presentGoods(container, [id]))[0]
}

/** Lists or unlists goods: our state and the product's status move together. */
export async function setListing(
  container: MedusaContainer,
  id: string,
  status: ListingStatus,
  actor: GoodsActor = null
): Promise<GoodsView> {
  const [current] = await presentGoods(container, [id])
  if (!current)
    throw new AppError(MedusaError.Types.NOT_FOUND, "goods_not_found")
  await withAudit(
    container,
    actor,
    {
      action: status === "listed" ? "goods.list" : "goods.unlist",
      before: { status: current.status },
      requested: { status },
    },
    (audit_intent) =>
      updateProductsWorkflow(container).run({
        input: {
          selector: { id },
          update: { status: productStatus(status) },
          additional_data: { shop: { status, audit_intent } },
        },
      })
  )
  return (await presentGoods(container, [id]))[0]
}

type ProductRow = {
  id: string
  title: string
  description: string | null
  metadata?: Record<string, unknown> | null
  thumbnail: string | null
  created_at: string | Date
  images?: { url: string }[] | null
  categories?: { id: string; name: string }[] | null
  variants?:
    | {
        id: string
        title: string
        metadata?: Record<string, unknown> | null
        variant_rank?: number | null
        created_at?: string | Date
        price_set?: { id: string } | null
      }[]
    | null
}

/** The goods shape of api.md for the given products, in the given order. */
export async function presentGoods(
  container: MedusaContainer,
  ids: string[]
): Promise<GoodsView[]> {
  if (!ids.length) return []
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product",
    fields: [
      "id",
      "title",
      "description",
      "metadata",
      "thumbnail",
      "created_at",
      "images.url",
      "categories.id",
      "categories.name",
      "variants.id",
      "variants.title",
      "variants.metadata",
      "variants.variant_rank",
      "variants.created_at",
      "variants.price_set.id",
    ],
    filters: { id: ids },
  })
  const products = data as ProductRow[]
  // specs in the order staff gave them (rank, then creation)
  for (const p of products)
    p.variants?.sort(
      (a, b) =>
        (a.variant_rank ?? 0) - (b.variant_rank ?? 0) ||
        new Date(a.created_at ?? 0).getTime() -
          new Date(b.created_at ?? 0).getTime() ||
        a.id.localeCompare(b.id)
    )
  const shop = container.resolve<ShopModuleService>(SHOP_MODULE)
  const shopProducts = new Map(
    (await shop.listShopProducts({ product_id: ids })).map((r) => [
      r.product_id,
      r,
    ])
  )
  const variantIds = products.flatMap((p) =>
    (p.variants ?? []).map((v) => v.id)
  )
  const shopVariants = new Map(
    (variantIds.length
      ? await shop.listShopVariants({ variant_id: variantIds })
      : []
    ).map((r) => [r.variant_id, r])
  )
  const setIds = products.flatMap((p) =>
    (p.variants ?? []).flatMap((v) => (v.price_set?.id ? [v.price_set.id] : []))
  )
  const base = new Map<string, unknown>()
  if (setIds.length)
    for (const p of (await container
      .resolve<IPricingModuleService>(Modules.PRICING)
      .listPrices(
        { price_set_id: setIds, currency_code: "usd" },
        {
          select: ["amount", "price_set_id", "price_list_id", "rules_count"],
          take: null,
        }
      )) as {
      amount?: unknown
      price_set_id?: string
      price_list_id?: string | null
      rules_count?: number | null
    }[])
      if (p.price_set_id && !p.price_list_id && !p.rules_count)
        base.set(p.price_set_id, p.amount)
  const byId = new Map(
    products.map((p) => {
      const s = shopProducts.get(p.id)
      const goods: GoodsView = {
        id: p.id,
        title: p.title,
        description: p.description ?? null,
        translations: goodsTranslations(p.metadata),
        category: p.categories?.[0]
          ? { id: p.categories[0].id, name: p.categories[0].name }
          : null,
        images: (p.images ?? []).map((i) => i.url),
        thumbnail: p.thumbnail ?? null,
        video: s?.video ?? null,
        status: (s?.status as ListingStatus) ?? "pending_listing",
        merchant: s?.merchant_id ?? null,
        points_discount: dec(s?.points_discount ?? 0)!,
        specs: (p.variants ?? []).map((v) => {
          const sv = shopVariants.get(v.id)
          return {
            id: v.id,
            name: v.title,
            names: specNames(v.metadata),
            price: dec(v.price_set?.id ? base.get(v.price_set.id) : null),
            member_price: dec(sv?.member_price),
            uuc_price: dec(sv?.uuc_price),
          }
        }),
        created_at: new Date(p.created_at).toISOString(),
      }
      return [p.id, goods]
    })
  )
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []))
}

/** Staff's list: by listing state and merchant (our table), title search, newest first. */
export async function listGoods(
  container: MedusaContainer,
  f: {
    status?: ListingStatus
    merchant?: string
    q?: string
    limit: number
    offset: number
  }
) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const filters: Record<string, unknown> = {}
  if (f.status || f.merchant) {
    const shop = container.resolve<ShopModuleService>(SHOP_MODULE)
    const rows = await shop.listShopProducts(
      {
        ...(f.status ? { status: f.status } : {}),
        ...(f.merchant ? { merchant_id: f.merchant } : {}),
      },
      { select: ["product_id"], take: null }
    )
    filters.id = rows.map((r) => r.product_id)
    if (!rows.length) return { goods: [], count: 0 }
  }
  if (f.q?.trim()) filters.title = { $ilike: `%${f.q.trim()}%` }
  const { data, metadata } = await query.graph({
    entity: "product",
    fields: ["id"],
    filters,
    pagination: {
      skip: f.offset,
      take: f.limit,
      order: { created_at: "DESC", id: "DESC" },
    },
  })
  const goods = await presentGoods(
    container,
    (data as { id: string }[]).map((p) => p.id)
  )
  return { goods, count: metadata?.count ?? goods.length }
}
