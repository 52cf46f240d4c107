import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { syncMemberPrices } from "../lib/member-prices"

/** A new plan version (rewards' `plan.published`): every list price follows its ratios. */
export default async function planPrices({
  container,
}: SubscriberArgs<unknown>) {
  await syncMemberPrices(container)
}

export const config: SubscriberConfig = { event: "plan.published" }
