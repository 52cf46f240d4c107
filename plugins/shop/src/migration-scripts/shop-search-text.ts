import type { MedusaContainer } from "@medusajs/framework/types"
import { indexAllSearchTexts } from "../lib/search-text"

/**
 * Fills the search texts (Migration20261216090000's table) once for the goods
 * that existed before it; from then on the product hooks and subscriber keep
 * them. `medusa db:migrate` runs this once.
 */
export default async function shopSearchText({
  container,
}: {
  container: MedusaContainer
}) {
  await indexAllSearchTexts(container)
}
