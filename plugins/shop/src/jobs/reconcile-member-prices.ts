import type { MedusaContainer } from "@medusajs/framework/types"
import { syncMemberPrices } from "../lib/member-prices"

/** Nightly: whatever a missed event left behind, every list price is made right again. */
export default async function reconcileMemberPrices(
  container: MedusaContainer
) {
  await syncMemberPrices(container)
}

export const config = {
  name: "shop-reconcile-member-prices",
  schedule: "17 3 * * *",
}
