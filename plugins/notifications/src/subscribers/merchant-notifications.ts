import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { notify } from "../lib/notify"

type Decided = {
  id: string
  member_id: string
  decision: "passed" | "rejected"
  reason: string | null
}

/** A merchant application decided by staff: the applicant is told which way. */
export default async function merchantNotifications({
  event,
  container,
}: SubscriberArgs<Decided>) {
  const d = event.data
  await notify(container, [
    {
      event: event.name,
      resource_id: d.id,
      member_id: d.member_id,
      kind: d.decision === "passed" ? "merchant_approved" : "merchant_rejected",
      params: d.decision === "passed" ? {} : { reason: d.reason ?? "" },
    },
  ])
}

export const config: SubscriberConfig = {
  event: "merchant.application.decided",
  context: { subscriberId: "notifications-merchants" },
}
