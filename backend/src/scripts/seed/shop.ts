import { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { DEMO_CATEGORIES, DEMO_GOODS } from "@uuc/shop/seed"
import { seedShop as seed } from "@uuc/shop/seed"

/**
 * The shop, once: card price lists, the USD region, stock location, free
 * shipping option, categories and demo goods (run after the storefront key, so
 * its sales channel ships and sells them).
 */
export async function seedShop(container: MedusaContainer) {
  const { created } = await seed(container, {
    shipping_price: 0,
    categories: DEMO_CATEGORIES,
    goods: DEMO_GOODS,
  })
  if (created.length)
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .info(`Seeded ${created.length} demo goods`)
}
