import type { MedusaContainer } from "@medusajs/framework/types"
import { syncMemberPrices } from "../lib/member-prices"

/**
 * Fills the goods' sortable prices (Migration20261123224317's columns) once for
 * the goods that existed before them; from then on every member-price sync keeps
 * them. `medusa db:migrate` runs this once, after shop-pricing.
 */
export default async function shopSortPrices({
  container,
}: {
  container: MedusaContainer
}) {
  await syncMemberPrices(container)
}
