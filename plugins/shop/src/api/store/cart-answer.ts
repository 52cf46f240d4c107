import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { ShopCartView } from "../answers"

/** The cart as the storefront reads it after a change (totals include the points line). */
export async function cartAnswer(
  container: MedusaContainer,
  id: string
): Promise<ShopCartView> {
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({
      entity: "cart",
      fields: [
        "id",
        "currency_code",
        "region_id",
        "customer_id",
        "total",
        "subtotal",
        "item_total",
        "shipping_total",
        "credit_line_total",
        "items.*",
        "credit_lines.*",
      ],
      filters: { id },
    })
  // Query types the row loosely: these are the fields asked for above
  return data[0] as ShopCartView
}
