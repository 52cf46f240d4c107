import { allowFields } from "@medusajs/framework/http"
import type { MiddlewareRoute } from "@medusajs/framework/http"

/**
 * Our linked goods fields the catalogue may ask for in the same request as Medusa's
 * (`fields=*shop_product,*variants.shop_variant`): the store routes answer only the
 * fields they allow and silently drop the rest.
 */
const STORE_GOODS_FIELDS = [
  "shop_product",
  "shop_product.id",
  "shop_product.points_discount",
  "shop_product.video",
  "shop_product.status",
  "shop_product.merchant_id",
  "variants.shop_variant",
  "variants.shop_variant.id",
  "variants.shop_variant.member_price",
  "variants.shop_variant.uuc_price",
]

/** Medusa's own /store/products routes, which answer our linked goods fields too. */
export const storeProductRoutesMiddlewares: MiddlewareRoute[] = [
  // No method: fields are validated before method-scoped middlewares run. A
  // method-less matcher is a prefix, so /store/products/:id is covered too.
  {
    matcher: "/store/products",
    middlewares: [allowFields(STORE_GOODS_FIELDS)],
  },
]
