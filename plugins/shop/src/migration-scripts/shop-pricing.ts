import type { MedusaContainer } from "@medusajs/framework/types"
import { ensureShopPricing } from "../lib/pricing-setup"

/**
 * The card groups and their price lists exist before any server serves a price
 * (`medusa db:migrate` runs this once): pricing caches rule attributes per
 * process, so creating them lazily would leave other processes blind to them.
 */
export default async function shopPricing({
  container,
}: {
  container: MedusaContainer
}) {
  await ensureShopPricing(container)
}
