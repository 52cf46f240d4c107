import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { SHOP_MODULE, type ShopModuleService } from "@uuc/shop/shop-api"

/** The shop's row of an order, and the number members know it by (`#12`). */
export async function shopOrder(container: MedusaContainer, orderId: string) {
  const shop = container.resolve<ShopModuleService>(SHOP_MODULE)
  const [row] = await shop.listShopOrders({ order_id: orderId })
  if (!row) return null
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ["id", "display_id"],
    filters: { id: orderId },
  })
  const display = (data[0] as { display_id?: number } | undefined)?.display_id
  return { row, number: display ? `#${display}` : orderId }
}
