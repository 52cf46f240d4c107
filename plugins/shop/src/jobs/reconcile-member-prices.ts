import type { MedusaContainer } from "@medusajs/framework/types"
import { scheduledJob } from "@uuc/http/jobs"
import { syncMemberPrices } from "../lib/member-prices"

/**
 * Nightly: whatever a missed event left behind, every list price is made right
 * again. `UUC_SCHEDULED_JOBS=off` (the HTTP tests) stops the tick.
 */
async function reconcileMemberPrices(container: MedusaContainer) {
  await syncMemberPrices(container)
}

export const config = {
  name: "shop-reconcile-member-prices",
  schedule: "17 3 * * *",
}

// off under UUC_SCHEDULED_JOBS=off (the HTTP tests call the job themselves)
export default scheduledJob(config.name, reconcileMemberPrices)
