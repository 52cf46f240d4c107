import type {
  IPricingModuleService,
  IProductModuleService,
  MedusaContainer,
} from "@medusajs/framework/types"
import {
  ContainerRegistrationKeys,
  MedusaError,
  Modules,
  ProductStatus,
} from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { SHOP_MODULE } from "../modules/shop"
import type ShopModuleService from "../modules/shop/service"
import type { GoodsView } from "../api/answers"
import type { GoodsInput } from "./goods"
import { checkCategory, SPEC, usd } from "./goods-product"
import { big, upsertShopVariants, type ShopSpecFields } from "./shop-fields"

// What the goods edit workflow (workflows/update-goods.ts) does in its steps, each
// with its undo: every check first, then the changes, any failure undoing them all.

/** An edit's plan: which specs are kept (by id), added and removed. */
export type EditPlan = {
  id: string
  kept: (GoodsInput["specs"][number] & { id: string; rank: number })[]
  added: (GoodsInput["specs"][number] & { rank: number })[]
  gone: string[]
}

/** Every check of an edit, before anything changes: unknown specs, an unknown category. */
export async function checkEdit(
  container: MedusaContainer,
  current: GoodsView,
  input: GoodsInput
): Promise<EditPlan> {
  const known = new Set(current.specs.map((s) => s.id))
  for (const s of input.specs)
    if (s.id && !known.has(s.id))
      throw new AppError(
        MedusaError.Types.INVALID_DATA,
        "spec_not_found",
        "specs"
      )
  await checkCategory(container, input.category)
  const ranked = input.specs.map((s, rank) => ({ ...s, rank }))
  const kept = ranked.flatMap((s) => (s.id ? [{ ...s, id: s.id }] : []))
  const named = new Set(kept.map((s) => s.id))
  return {
    id: current.id,
    kept,
    added: ranked.filter((s) => !s.id),
    gone: current.specs.filter((s) => !named.has(s.id)).map((s) => s.id),
  }
}

/** Product status and our listing state together, in that order. */
export async function setListed(
  container: MedusaContainer,
  id: string,
  listed: boolean
) {
  await container
    .resolve<IProductModuleService>(Modules.PRODUCT)
    .updateProducts(id, {
      status: listed ? ProductStatus.PUBLISHED : ProductStatus.DRAFT,
    })
  await container
    .resolve<ShopModuleService>(SHOP_MODULE)
    .saveProductFields(
      id,
      { status: listed ? "listed" : "pending_listing" },
      null
    )
}

/** Makes the product's spec option offer every name given; answers the values added. */
export async function addSpecValues(
  container: MedusaContainer,
  productId: string,
  names: string[]
): Promise<{ option_id: string; value_ids: string[] } | null> {
  const products = container.resolve<IProductModuleService>(Modules.PRODUCT)
  const optionOf = async () =>
    (
      await products.retrieveProduct(productId, {
        relations: ["options", "options.values"],
      })
    ).options?.find((o) => o.title === SPEC)
  const option = await optionOf()
  if (!option) return null
  const have = new Set((option.values ?? []).map((v) => v.value))
  const missing = names.filter((n) => !have.has(n))
  if (!missing.length) return null
  // values are assigned per product (2.21): create and link the new ones
  await products.updateProductOptionValuesOnProduct({
    product_option_id: option.id,
    product_id: productId,
    add: missing.map((value) => ({ value })),
  })
  const added = ((await optionOf())?.values ?? []).filter((v) =>
    missing.includes(v.value)
  )
  return { option_id: option.id, value_ids: added.map((v) => v.id) }
}

export async function removeSpecValues(
  container: MedusaContainer,
  productId: string,
  added: { option_id: string; value_ids: string[] }
) {
  await container
    .resolve<IProductModuleService>(Modules.PRODUCT)
    .updateProductOptionValuesOnProduct({
      product_option_id: added.option_id,
      product_id: productId,
      remove: added.value_ids,
    })
}

/** Our rows of some specs as they were: exact decimals, or none yet. */
export type ShopVariantsBefore = {
  product_id: string
  variant_ids: string[]
  rows: {
    id: string
    variant_id: string
    member_price: string | null
    uuc_price: string | null
  }[]
}

type RawRow = {
  id: string
  variant_id: string
  member_price?: unknown
  uuc_price?: unknown
  raw_member_price?: { value?: string } | null
  raw_uuc_price?: { value?: string } | null
}
const exact = (v: unknown, raw?: { value?: string } | null) =>
  v === null || v === undefined ? null : String(raw?.value ?? v)

/** Writes the given specs' shop fields; answers them as they were (for the undo). */
export async function saveShopVariants(
  container: MedusaContainer,
  productId: string,
  specs: (ShopSpecFields & { variant_id: string })[]
): Promise<ShopVariantsBefore> {
  const shop = container.resolve<ShopModuleService>(SHOP_MODULE)
  const variant_ids = specs.map((s) => s.variant_id)
  const rows = variant_ids.length
    ? ((await shop.listShopVariants({ variant_id: variant_ids })) as RawRow[])
    : []
  const before: ShopVariantsBefore = {
    product_id: productId,
    variant_ids,
    rows: rows.map((r) => ({
      id: r.id,
      variant_id: r.variant_id,
      member_price: exact(r.member_price, r.raw_member_price),
      uuc_price: exact(r.uuc_price, r.raw_uuc_price),
    })),
  }
  await upsertShopVariants(
    container,
    productId,
    specs.map((s) => ({
      variant_id: s.variant_id,
      member_price: s.member_price ?? null,
      uuc_price: s.uuc_price ?? null,
    }))
  )
  return before
}

/** Puts the rows back as they were; rows made since (and their links) go. */
export async function restoreShopVariants(
  container: MedusaContainer,
  before: ShopVariantsBefore
) {
  if (!before.variant_ids.length) return
  const shop = container.resolve<ShopModuleService>(SHOP_MODULE)
  for (const r of before.rows)
    await shop.updateShopVariants({
      id: r.id,
      member_price: big(r.member_price),
      uuc_price: big(r.uuc_price),
    })
  const had = new Set(before.rows.map((r) => r.variant_id))
  const made = (
    await shop.listShopVariants({ variant_id: before.variant_ids })
  ).filter((r) => !had.has(r.variant_id))
  if (!made.length) return
  await container.resolve(ContainerRegistrationKeys.LINK).dismiss(
    made.map((r) => ({
      [Modules.PRODUCT]: { product_variant_id: r.variant_id },
      [SHOP_MODULE]: { shop_variant_id: r.id },
    }))
  )
  await shop.deleteShopVariants(made.map((r) => r.id))
}

/** A price set's base prices (no price list) as they were: exact amounts and rules. */
export type BasePricesBefore = {
  price_set_id: string
  prices: {
    currency_code: string
    amount: string
    min_quantity?: number | null
    max_quantity?: number | null
    rules?: Record<string, string>
  }[]
}[]

type PriceRow = {
  price_set_id?: string
  price_list_id?: string | null
  currency_code?: string
  amount?: unknown
  raw_amount?: { value?: string } | null
  min_quantity?: unknown
  max_quantity?: unknown
  price_rules?: { attribute: string; value: string }[] | null
}

/**
 * Sets the kept specs' base USD prices (their price sets' prices outside price
 * lists, as Medusa's variant workflow does); answers them as they were. Our own
 * step: the compensation of Medusa's batch price update restores price sets
 * without their prices (2.21.2 lists them without the relation), which left
 * the goods with no price at all.
 */
export async function setBasePrices(
  container: MedusaContainer,
  specs: { variant_id: string; price: string }[]
): Promise<BasePricesBefore> {
  if (!specs.length) return []
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({
      entity: "product_variant",
      fields: ["id", "price_set.id"],
      filters: { id: specs.map((s) => s.variant_id) },
    })
  const setOf = new Map(
    (data as { id: string; price_set?: { id: string } | null }[]).map((v) => [
      v.id,
      v.price_set?.id,
    ])
  )
  const pricing = container.resolve<IPricingModuleService>(Modules.PRICING)
  const sets = specs.flatMap((s) => {
    const set = setOf.get(s.variant_id)
    return set ? [{ set, price: s.price }] : []
  })
  const rows = (await pricing.listPrices(
    { price_set_id: sets.map((s) => s.set) },
    {
      select: [
        "price_set_id",
        "price_list_id",
        "currency_code",
        "amount",
        "raw_amount",
        "min_quantity",
        "max_quantity",
      ],
      relations: ["price_rules"],
      take: null,
    }
  )) as PriceRow[]
  const before: BasePricesBefore = sets.map(({ set }) => ({
    price_set_id: set,
    prices: rows
      .filter((r) => r.price_set_id === set && !r.price_list_id)
      .map((r) => ({
        currency_code: r.currency_code!,
        amount: String(r.raw_amount?.value ?? r.amount),
        min_quantity: (r.min_quantity as number | null) ?? null,
        max_quantity: (r.max_quantity as number | null) ?? null,
        rules: Object.fromEntries(
          (r.price_rules ?? []).map((x) => [x.attribute, x.value])
        ),
      })),
  }))
  for (const { set, price } of sets)
    await pricing.updatePriceSets(set, { prices: usd(price) })
  return before
}

/** Puts the base prices back, amounts exact (decimal strings). */
export async function restoreBasePrices(
  container: MedusaContainer,
  before: BasePricesBefore
) {
  const pricing = container.resolve<IPricingModuleService>(Modules.PRICING)
  for (const { price_set_id, prices } of before)
    await pricing.updatePriceSets(price_set_id, {
      prices: prices.map((p) => ({
        ...p,
        amount: p.amount as unknown as number,
      })),
    })
}
