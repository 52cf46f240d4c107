import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { indexSearchText } from "../lib/search-text"

/**
 * Any product change (our routes, the dashboard, a module call, an import) brings
 * its search text in line; the product hooks already did for our own workflows,
 * so this mostly writes nothing. A deleted product loses its row.
 */
export default async function productSearch({
  event,
  container,
}: SubscriberArgs<{ id: string }>) {
  await indexSearchText(container, [event.data.id])
}

export const config: SubscriberConfig = {
  event: ["product.created", "product.updated", "product.deleted"],
}
