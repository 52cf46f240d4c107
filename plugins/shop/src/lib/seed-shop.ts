import type {
  IFulfillmentModuleService,
  IProductModuleService,
  IRegionModuleService,
  ISalesChannelModuleService,
  IStockLocationService,
  MedusaContainer,
} from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  createProductCategoriesWorkflow,
  createRegionsWorkflow,
  createShippingOptionsWorkflow,
  createShippingProfilesWorkflow,
  createStockLocationsWorkflow,
  linkSalesChannelsToStockLocationWorkflow,
  updateProductCategoriesWorkflow,
  updateProductsWorkflow,
} from "@medusajs/medusa/core-flows"
import { createGoods, type GoodsInput } from "./goods"
import { WALLET_PROVIDER } from "./checkout"
import { syncMemberPrices } from "./member-prices"
import { missingMetadata, textMetadata } from "./translations"
import { ensureShopPricing } from "./pricing-setup"
import { ensureUucShipping, SHOP_REGION, UUC_CURRENCY } from "./uuc-cart"

export { SHOP_REGION }
const LOCATION = "UUC Warehouse"
const SHIPPING = "Standard delivery"
/** The shipping option's name in every language (its metadata, as the goods' texts). */
const SHIPPING_NAMES = textMetadata("name", {
  "en-US": SHIPPING,
  "pt-BR": "Entrega padrão",
  "zh-CN": "标准配送",
})
/** Where members live (rules: Brazil, China, the United States at least). */
const SHOP_COUNTRIES = [
  "br",
  "cn",
  "us",
  "pt",
  "ar",
  "mx",
  "co",
  "pe",
  "cl",
  "in",
  "ph",
  "id",
  "vn",
  "th",
  "my",
  "ng",
  "gh",
  "ke",
  "za",
  "gb",
  "de",
  "fr",
  "es",
  "it",
  "ca",
  "au",
  "jp",
  "kr",
]

export type DemoGoods = GoodsInput & {
  category_handle: string
  seed_key: string
  /** The texts in every language (lib/translations.ts). */
  metadata?: Record<string, string>
}

export type DemoCategory = {
  handle: string
  name: string
  /** The names in every language (lib/translations.ts). */
  metadata?: Record<string, string>
}

export type SeedShopInput = {
  /** The flat delivery price in USD (staff change it on the shipping option). */
  shipping_price?: number
  categories?: DemoCategory[]
  goods?: DemoGoods[]
}

/**
 * What a shop needs, once (every part checks what exists first): the card groups
 * and price lists, a USD region with the members' countries paying through the
 * wallet provider, a stock location in every sales channel with the manual
 * fulfilment provider, a flat shipping option (free by default), categories and
 * demo goods (by title: a rerun adds none twice).
 */
export async function seedShop(
  container: MedusaContainer,
  input: SeedShopInput = {}
) {
  await ensureShopPricing(container)
  const regions = container.resolve<IRegionModuleService>(Modules.REGION)
  let [region] = await regions.listRegions({ name: SHOP_REGION })
  if (!region) {
    // a country belongs to one region: leave out those another region has
    const taken = new Set(
      (await regions.listRegions({}, { relations: ["countries"] })).flatMap(
        (r) => (r.countries ?? []).map((c) => c.iso_2)
      )
    )
    const { result } = await createRegionsWorkflow(container).run({
      input: {
        regions: [
          {
            name: SHOP_REGION,
            currency_code: "usd",
            countries: SHOP_COUNTRIES.filter((c) => !taken.has(c)),
            payment_providers: [WALLET_PROVIDER],
          },
        ],
      },
    })
    region = result[0]
  }

  const fulfillment = container.resolve<IFulfillmentModuleService>(
    Modules.FULFILLMENT
  )
  let [profile] = await fulfillment.listShippingProfiles({ type: "default" })
  if (!profile) {
    const { result } = await createShippingProfilesWorkflow(container).run({
      input: { data: [{ name: "Default Shipping Profile", type: "default" }] },
    })
    profile = result[0]
  }

  const locations = container.resolve<IStockLocationService>(
    Modules.STOCK_LOCATION
  )
  let [location] = await locations.listStockLocations({ name: LOCATION })
  const link = container.resolve(ContainerRegistrationKeys.LINK)
  if (!location) {
    const { result } = await createStockLocationsWorkflow(container).run({
      input: {
        locations: [
          {
            name: LOCATION,
            address: {
              address_1: "Warehouse",
              city: "São Paulo",
              country_code: "BR",
            },
          },
        ],
      },
    })
    location = result[0]
    await link.create({
      [Modules.STOCK_LOCATION]: { stock_location_id: location.id },
      [Modules.FULFILLMENT]: { fulfillment_provider_id: "manual_manual" },
    })
    const set = await fulfillment.createFulfillmentSets({
      name: `${LOCATION} delivery`,
      type: "shipping",
      service_zones: [
        {
          name: SHOP_REGION,
          geo_zones: SHOP_COUNTRIES.map((country_code) => ({
            type: "country" as const,
            country_code,
          })),
        },
      ],
    })
    await link.create({
      [Modules.STOCK_LOCATION]: { stock_location_id: location.id },
      [Modules.FULFILLMENT]: { fulfillment_set_id: set.id },
    })
    await createShippingOptionsWorkflow(container).run({
      input: [
        {
          name: SHIPPING,
          price_type: "flat",
          provider_id: "manual_manual",
          service_zone_id: set.service_zones[0].id,
          shipping_profile_id: profile.id,
          type: { label: SHIPPING, description: "Courier", code: "standard" },
          prices: [
            { currency_code: "usd", amount: input.shipping_price ?? 0 },
            { region_id: region.id, amount: input.shipping_price ?? 0 },
            // UUC carts ship free (the flat price is in USD)
            { currency_code: UUC_CURRENCY, amount: 0 },
          ],
          rules: [
            { attribute: "enabled_in_store", value: "true", operator: "eq" },
            { attribute: "is_return", value: "false", operator: "eq" },
          ],
        },
      ],
    })
  }
  // its name in every language; a rerun fills what a shop seeded before lacks.
  // The module keeps shipping options' metadata (its type omits the field).
  for (const o of await fulfillment.listShippingOptions(
    { name: SHIPPING },
    { select: ["id", "metadata"] }
  )) {
    const metadata = missingMetadata(o.metadata, SHIPPING_NAMES)
    if (metadata)
      await fulfillment.updateShippingOptions(o.id, {
        metadata,
      } as Parameters<IFulfillmentModuleService["updateShippingOptions"]>[1])
  }
  // the storefront's channel (and any other) ships from the location
  const channels = await container
    .resolve<ISalesChannelModuleService>(Modules.SALES_CHANNEL)
    .listSalesChannels({}, { select: ["id"] })
  const { data: linked } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({
      entity: "stock_location",
      fields: ["sales_channels.id"],
      filters: { id: location.id },
    })
  const have = new Set(
    (
      (linked[0] as { sales_channels?: { id: string }[] })?.sales_channels ?? []
    ).map((c) => c.id)
  )
  const add = channels.map((c) => c.id).filter((id) => !have.has(id))
  if (add.length)
    await linkSalesChannelsToStockLocationWorkflow(container).run({
      input: { id: location.id, add },
    })

  const products = container.resolve<IProductModuleService>(Modules.PRODUCT)
  const categoryIds: Record<string, string> = {}
  for (const c of input.categories ?? []) {
    const [found] = await products.listProductCategories(
      { handle: c.handle },
      { select: ["id", "metadata"] }
    )
    if (found) {
      categoryIds[c.handle] = found.id
      // a shop seeded before the translations gets the missing ones, staff's kept
      const metadata = missingMetadata(found.metadata, c.metadata ?? {})
      if (metadata)
        await updateProductCategoriesWorkflow(container).run({
          input: { selector: { id: found.id }, update: { metadata } },
        })
    } else {
      const { result } = await createProductCategoriesWorkflow(container).run({
        input: {
          product_categories: [
            {
              name: c.name,
              handle: c.handle,
              is_active: true,
              metadata: c.metadata,
            },
          ],
        },
      })
      categoryIds[c.handle] = result[0].id
    }
  }
  const created: string[] = []
  for (const g of input.goods ?? []) {
    const handle = `demo-${g.seed_key}`
    const [exists] = await products.listProducts(
      { handle },
      { select: ["id", "metadata", "deleted_at"], withDeleted: true }
    )
    if (exists) {
      const metadata = missingMetadata(exists.metadata, g.metadata ?? {})
      if (metadata && !exists.deleted_at)
        await updateProductsWorkflow(container).run({
          input: { products: [{ id: exists.id, metadata }] },
        })
      continue
    }
    const made = await createGoods(container, {
      title: g.title,
      description: g.description,
      images: g.images,
      points_discount: g.points_discount,
      specs: g.specs,
      category: categoryIds[g.category_handle] ?? null,
      handle,
    })
    // the texts in every language: metadata is not a goods field, so set apart
    if (g.metadata)
      await updateProductsWorkflow(container).run({
        input: { products: [{ id: made.id, metadata: g.metadata }] },
      })
    created.push(made.id)
  }
  await syncMemberPrices(container)
  // a shop seeded before UUC carts: its options get their UUC price
  await ensureUucShipping(container)
  return { region_id: region.id, created }
}
