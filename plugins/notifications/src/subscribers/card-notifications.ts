import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { MEMBERS_MODULE } from "@uuc/members/members-api"
import type { MembersModuleService } from "@uuc/members/members-api"
import { REWARDS_MODULE } from "@uuc/rewards/rewards-api"
import type { RewardsModuleService } from "@uuc/rewards/rewards-api"
import Decimal from "decimal.js"
import type { Notice } from "../lib/kinds"
import { notify } from "../lib/notify"

type CardEvent = {
  id: string
  member_id: string
  card: string
  amount?: string
}

/** The bonus records of one activation are a few (the plan's generations). */
const BONUS_PAGE = { limit: 500, offset: 0 }

/**
 * A card activated: the member is told the card is active, and every member the
 * activation paid a bonus (its bonus records) is told their amount, one notice
 * per member however many bonuses. A card refunded: the member is told.
 */
export default async function cardNotifications({
  event,
  container,
}: SubscriberArgs<CardEvent>) {
  const a = event.data
  const base = { event: event.name, resource_id: a.id }
  if (event.name === "card.refunded") {
    await notify(container, [
      {
        ...base,
        member_id: a.member_id,
        kind: "card_refunded",
        params: { card: a.card },
      },
    ])
    return
  }
  const notices: Notice[] = [
    {
      ...base,
      member_id: a.member_id,
      kind: "card_activated",
      params: { card: a.card, amount: String(a.amount ?? "0") },
    },
  ]
  const rewards = container.resolve<RewardsModuleService>(REWARDS_MODULE)
  const { bonus_records } = await rewards.listBonusRecords(
    { activation_id: a.id },
    BONUS_PAGE
  )
  const earned = new Map<string, Decimal>()
  for (const b of bonus_records)
    if (b.member_id !== a.member_id)
      earned.set(
        b.member_id,
        (earned.get(b.member_id) ?? new Decimal(0)).plus(b.amount_usd)
      )
  if (earned.size) {
    const members = container.resolve<MembersModuleService>(MEMBERS_MODULE)
    const from = (await members.getMember(a.member_id)).username
    for (const [memberId, amount] of earned)
      notices.push({
        event: "card.activated.bonus",
        resource_id: a.id,
        member_id: memberId,
        kind: "bonus_earned",
        params: { amount: amount.toFixed(8), from },
      })
  }
  await notify(container, notices)
}

export const config: SubscriberConfig = {
  event: ["card.activated", "card.refunded"],
  context: { subscriberId: "notifications-cards" },
}
