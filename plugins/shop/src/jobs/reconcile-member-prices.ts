import type { MedusaContainer } from "@medusajs/framework/types"
import { syncMemberPrices } from "../lib/member-prices"

/**
 * Nightly: whatever a missed event left behind, every list price is made right
 * again. `UUC_SCHEDULED_JOBS=off` (the HTTP tests) stops the tick.
 */
export default async function reconcileMemberPrices(
  container: MedusaContainer
) {
  if (process.env.UUC_SCHEDULED_JOBS === "off") return
  await syncMemberPrices(container)
}

export const config = {
  name: "shop-reconcile-member-prices",
  schedule: "17 3 * * *",
}
