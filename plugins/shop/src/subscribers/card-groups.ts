import type {
  MedusaContainer,
  SubscriberArgs,
  SubscriberConfig,
} from "@medusajs/framework"
import { syncMemberGroups } from "../lib/card-groups"
import { coalesce } from "../lib/coalesce"

// One batcher per container (one per process; test runners make new ones).
const batchers = new WeakMap<MedusaContainer, (id: string) => Promise<void>>()

/**
 * A card bought, upgraded (rewards' `card.activated`) or refunded
 * (`card.refunded`) moves the member's customer between the card groups, so
 * Medusa's pricing answers the card's member prices. Events of a burst (many
 * activations ending together) are synced together.
 */
export default async function cardGroups({
  event,
  container,
}: SubscriberArgs<{ member_id: string }>) {
  let sync = batchers.get(container)
  if (!sync) {
    sync = coalesce((ids: string[]) => syncMemberGroups(container, ids))
    batchers.set(container, sync)
  }
  await sync(event.data.member_id)
}

export const config: SubscriberConfig = {
  event: ["card.activated", "card.refunded"],
}
