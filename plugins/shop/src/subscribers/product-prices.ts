import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import type { IProductModuleService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { syncMemberPrices } from "../lib/member-prices"

/**
 * Any product or variant change (our routes, the dashboard, batch edits, CSV
 * imports) brings that product's member prices in line with its base prices.
 * `UUC_MEMBER_PRICE_EVENTS=off` (a bulk seed such as `npm run bench:shop`, which
 * syncs every price once at the end) skips the per-product syncs; the nightly
 * reconcile job repairs anything a process run with it left behind.
 */
export default async function productPrices({
  event,
  container,
}: SubscriberArgs<{ id: string }>) {
  if (process.env.UUC_MEMBER_PRICE_EVENTS === "off") return
  let productId = event.data.id
  if (event.name.startsWith("product-variant.")) {
    const [variant] = await container
      .resolve<IProductModuleService>(Modules.PRODUCT)
      .listProductVariants({ id: event.data.id }, { select: ["product_id"] })
    if (!variant?.product_id) return
    productId = variant.product_id
  }
  await syncMemberPrices(container, [productId])
}

export const config: SubscriberConfig = {
  event: [
    "product.created",
    "product.updated",
    "product-variant.created",
    "product-variant.updated",
  ],
}
