import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import type { Notice } from "../lib/kinds"
import { notify } from "../lib/notify"
import { shopOrder } from "../lib/sources"

/**
 * The shop's order moves, told to the buyer and (for a merchant's goods) to the
 * merchant: shipped, received (the merchant's settlement with it), cancelled.
 */
export default async function orderNotifications({
  event,
  container,
}: SubscriberArgs<{ id: string }>) {
  const found = await shopOrder(container, event.data.id)
  if (!found) return
  const { row, number } = found
  const base = { event: event.name, resource_id: row.order_id }
  const notices: Notice[] = []
  const merchant = row.merchant_member_id
  if (event.name === "shop.order.shipped")
    notices.push({
      ...base,
      member_id: row.member_id,
      kind: "order_shipped",
      params: {
        order: number,
        courier: row.courier_name ?? "",
        tracking: row.courier_number ?? "",
      },
    })
  if (event.name === "shop.order.received") {
    notices.push({
      ...base,
      member_id: row.member_id,
      kind: "order_received",
      params: { order: number },
    })
    if (merchant && merchant !== row.member_id)
      notices.push({
        ...base,
        member_id: merchant,
        kind: "order_sale_received",
        params: {
          order: number,
          amount: String(row.settlement_amount ?? "0"),
        },
      })
  }
  if (event.name === "shop.order.cancelled") {
    notices.push({
      ...base,
      member_id: row.member_id,
      kind: "order_cancelled",
      params: { order: number },
    })
    if (merchant && merchant !== row.member_id)
      notices.push({
        ...base,
        member_id: merchant,
        kind: "order_sale_cancelled",
        params: { order: number },
      })
  }
  await notify(container, notices)
}

export const config: SubscriberConfig = {
  event: ["shop.order.shipped", "shop.order.received", "shop.order.cancelled"],
  context: { subscriberId: "notifications-orders" },
}
