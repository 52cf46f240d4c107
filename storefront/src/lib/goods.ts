// The shop plugin's linked fields, type-only (the build erases it): one declaration.
import type { StoreShopProduct, StoreShopVariant } from "@uuc/shop/shop-api"
import { decimalOf, type CalculatedPrice } from "./shop-price"

/** A specification (a Medusa variant) as the store answers it. */
export type StoreVariant = {
  id: string
  title: string | null
  /** Medusa's own: the spec's name in each language (`title.pt-BR`; lib/translated.ts). */
  metadata?: Record<string, unknown> | null
  calculated_price?: (CalculatedPrice & { id?: string }) | null
  /** Ours, linked to the variant (`variant-shop-variant`): its UUC price. */
  shop_variant?: StoreShopVariant | null
}

/** A product as `GET /store/products` answers it, with our linked goods fields. */
export type StoreProduct = {
  id: string
  title: string
  description: string | null
  thumbnail: string | null
  created_at?: string
  images?: { id: string; url: string }[] | null
  categories?:
    | { id: string; name: string; metadata?: Record<string, unknown> | null }[]
    | null
  variants?: StoreVariant[] | null
  /** Medusa's own: the title and description in each language (lib/translated.ts). */
  metadata?: Record<string, unknown> | null
  /** Ours, linked to the product (`product-shop-product`). */
  shop_product?: StoreShopProduct | null
}

/**
 * Our fields of a product, read from the store's answer. `pointsDiscount` is null
 * when the answer does not carry our fields at all (the server did not allow them):
 * unknown, not zero.
 */
export function goodsOf(product: StoreProduct) {
  const g = product.shop_product
  return {
    pointsDiscount:
      g === undefined ? null : (decimalOf(g?.points_discount) ?? "0"),
    video: g?.video || null,
  }
}

/** A specification's UUC price, when it may be bought in UUC. */
export function uucPriceOf(variant: StoreVariant): string | null {
  return decimalOf(variant.shop_variant?.uuc_price) ?? null
}

/** The pictures of a product: its images, else its thumbnail. */
export function imagesOf(product: StoreProduct): string[] {
  const urls = (product.images ?? []).map((i) => i.url).filter(Boolean)
  if (urls.length) return urls
  return product.thumbnail ? [product.thumbnail] : []
}
