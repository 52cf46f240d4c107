import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { SHOP_MODULE } from "../modules/shop"
import type ShopModuleService from "../modules/shop/service"

import type { ListingStatus } from "../api/answers"

export type { ListingStatus }

/** Our fields of a product, as `additional_data.shop` carries them. */
export type ShopProductFields = {
  points_discount?: string
  video?: string | null
  status?: ListingStatus
  merchant_id?: string | null
}
/** Our fields of a specification, by the variant's title (a product's spec names are unique). */
export type ShopSpecFields = {
  name: string
  member_price?: string | null
  uuc_price?: string | null
}
export type ShopAdditionalData = {
  shop?: ShopProductFields & {
    specs?: ShopSpecFields[]
    /** A staff goods route's audit intent (shop module `openAuditIntent`). */
    audit_intent?: string
  }
}

/**
 * Decimal strings for the module's bigNumber fields: they take strings at run time
 * (exact, NUMERIC), though the generated types name numbers.
 */
export const big = (v: string | null | undefined) =>
  (v ?? null) as unknown as number | null

/**
 * Creates or updates a product's shop row (and its link to the product) with the
 * fields given; fields left out keep their value. With an audit intent (a staff
 * goods route's), the audit row is written in the same transaction.
 */
async function upsertShopProduct(
  container: MedusaContainer,
  productId: string,
  fields: ShopProductFields,
  auditIntent: string | null = null
) {
  const shop = container.resolve<ShopModuleService>(SHOP_MODULE)
  const data = Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== undefined)
  ) as Record<string, unknown>
  const { id, created } = await shop.saveProductFields(
    productId,
    data,
    auditIntent
  )
  if (created)
    await container.resolve(ContainerRegistrationKeys.LINK).create({
      [Modules.PRODUCT]: { product_id: productId },
      [SHOP_MODULE]: { shop_product_id: id },
    })
  return id
}

/** Same for specifications: `variants` maps each variant id to its fields. */
export async function upsertShopVariants(
  container: MedusaContainer,
  productId: string,
  variants: {
    variant_id: string
    member_price?: string | null
    uuc_price?: string | null
  }[]
) {
  if (!variants.length) return
  const shop = container.resolve<ShopModuleService>(SHOP_MODULE)
  const existing = new Map(
    (
      await shop.listShopVariants({
        variant_id: variants.map((v) => v.variant_id),
      })
    ).map((r) => [r.variant_id, r.id])
  )
  const links: Record<string, Record<string, string>>[] = []
  for (const v of variants) {
    const data = {
      member_price: big(v.member_price),
      uuc_price: big(v.uuc_price),
    }
    const id = existing.get(v.variant_id)
    if (id) await shop.updateShopVariants({ id, ...data })
    else {
      const row = await shop.createShopVariants({
        variant_id: v.variant_id,
        product_id: productId,
        ...data,
      })
      links.push({
        [Modules.PRODUCT]: { product_variant_id: v.variant_id },
        [SHOP_MODULE]: { shop_variant_id: row.id },
      })
    }
  }
  if (links.length)
    await container.resolve(ContainerRegistrationKeys.LINK).create(links)
}

/**
 * Applies `additional_data.shop` to products a workflow created or updated, in a
 * few statements whatever the number of products (a batch create of thousands, a
 * CSV import): one read of the existing rows, one create and one link call for the
 * new ones, updates only for rows that exist.
 */
export async function applyShopData(
  container: MedusaContainer,
  products: {
    id: string
    status?: string | null
    variants?: { id: string; title?: string | null }[] | null
  }[],
  additional: unknown
) {
  if (!products.length) return
  const shop = (additional as ShopAdditionalData | undefined)?.shop ?? {}
  const { specs, audit_intent, ...fields } = shop
  const service = container.resolve<ShopModuleService>(SHOP_MODULE)
  const link = container.resolve(ContainerRegistrationKeys.LINK)

  const given = products
    .map((p) => {
      // Listed = published: a status set elsewhere (Medusa's product page) is mirrored.
      const status =
        fields.status ??
        (p.status
          ? p.status === "published"
            ? "listed"
            : "pending_listing"
          : undefined)
      const data = Object.fromEntries(
        Object.entries({ ...fields, status }).filter(([, v]) => v !== undefined)
      ) as Record<string, unknown>
      return { product_id: p.id, data }
    })
    .filter((g) => Object.keys(g.data).length)
  if (audit_intent && products.length === 1)
    // A staff goods route changes one product: its audit row is written in the
    // transaction of its fields (shop module `saveProductFields`).
    await upsertShopProduct(
      container,
      products[0].id,
      (given[0]?.data ?? {}) as ShopProductFields,
      audit_intent
    )
  else if (given.length) {
    const existing = new Map(
      (
        await service.listShopProducts(
          { product_id: given.map((g) => g.product_id) },
          { select: ["id", "product_id"], take: null }
        )
      ).map((r) => [r.product_id, r.id])
    )
    const fresh = given.filter((g) => !existing.has(g.product_id))
    for (const g of given) {
      const id = existing.get(g.product_id)
      if (id) await service.updateShopProducts({ id, ...g.data })
    }
    if (fresh.length) {
      const created = await service.createShopProducts(
        fresh.map((g) => ({ product_id: g.product_id, ...g.data }))
      )
      await link.create(
        created.map((c) => ({
          [Modules.PRODUCT]: { product_id: c.product_id },
          [SHOP_MODULE]: { shop_product_id: c.id },
        }))
      )
    }
  }
  if (!specs?.length) return
  const byName = new Map(specs.map((s) => [s.name, s]))
  const variants = products.flatMap((p) =>
    (p.variants ?? [])
      .filter((v) => v.title && byName.has(v.title))
      .map((v) => ({
        product_id: p.id,
        variant_id: v.id,
        member_price: byName.get(v.title!)!.member_price,
        uuc_price: byName.get(v.title!)!.uuc_price,
      }))
  )
  if (!variants.length) return
  const existing = new Map(
    (
      await service.listShopVariants(
        { variant_id: variants.map((v) => v.variant_id) },
        { select: ["id", "variant_id"], take: null }
      )
    ).map((r) => [r.variant_id, r.id])
  )
  const fresh = variants.filter((v) => !existing.has(v.variant_id))
  for (const v of variants) {
    const id = existing.get(v.variant_id)
    if (id)
      await service.updateShopVariants({
        id,
        member_price: big(v.member_price),
        uuc_price: big(v.uuc_price),
      })
  }
  if (fresh.length) {
    const created = await service.createShopVariants(
      fresh.map((v) => ({
        variant_id: v.variant_id,
        product_id: v.product_id,
        member_price: big(v.member_price),
        uuc_price: big(v.uuc_price),
      }))
    )
    await link.create(
      created.map((c) => ({
        [Modules.PRODUCT]: { product_variant_id: c.variant_id },
        [SHOP_MODULE]: { shop_variant_id: c.id },
      }))
    )
  }
}
