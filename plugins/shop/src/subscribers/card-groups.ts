import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { syncMemberGroup } from "../lib/card-groups"

/**
 * A card bought, upgraded (rewards' `card.activated`) or refunded
 * (`card.refunded`) moves the member's customer between the card groups, so
 * Medusa's pricing answers the card's member prices.
 */
export default async function cardGroups({
  event,
  container,
}: SubscriberArgs<{ member_id: string }>) {
  await syncMemberGroup(container, event.data.member_id)
}

export const config: SubscriberConfig = {
  event: ["card.activated", "card.refunded"],
}
