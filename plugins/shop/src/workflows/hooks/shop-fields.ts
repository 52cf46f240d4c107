import {
  createProductsWorkflow,
  createProductVariantsWorkflow,
  updateProductsWorkflow,
} from "@medusajs/medusa/core-flows"
import {
  applyShopData,
  upsertShopVariants,
  type ShopAdditionalData,
} from "../../lib/shop-fields"
import { indexSearchText } from "../../lib/search-text"

// Our fields ride along Medusa's own product workflows as `additional_data.shop`,
// so the admin routes, the dashboard and imports all write them the same way.
createProductsWorkflow.hooks.productsCreated(
  async ({ products, additional_data }, { container }) => {
    await applyShopData(container, products, additional_data)
    // searches in every language find the goods as soon as the request answers
    await indexSearchText(
      container,
      products.map((p) => p.id)
    )
  }
)

updateProductsWorkflow.hooks.productsUpdated(
  async ({ products, additional_data }, { container }) => {
    await applyShopData(container, products, additional_data)
    // searches in every language find the goods as soon as the request answers
    await indexSearchText(
      container,
      products.map((p) => p.id)
    )
  }
)

createProductVariantsWorkflow.hooks.productVariantsCreated(
  async ({ product_variants, additional_data }, { container }) => {
    const specs = (additional_data as ShopAdditionalData | undefined)?.shop
      ?.specs
    if (!specs?.length) return
    const byName = new Map(specs.map((s) => [s.name, s]))
    for (const v of product_variants) {
      const s = byName.get(v.title)
      if (!s || !v.product_id) continue
      await upsertShopVariants(container, v.product_id, [
        {
          variant_id: v.id,
          member_price: s.member_price,
          uuc_price: s.uuc_price,
        },
      ])
    }
  }
)
