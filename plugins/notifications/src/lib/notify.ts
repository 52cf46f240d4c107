import type {
  CreateNotificationDTO,
  INotificationModuleService,
  MedusaContainer,
  NotificationDTO,
} from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { MEMBERS_MODULE } from "@uuc/members/members-api"
import type { MembersModuleService } from "@uuc/members/members-api"
import { emailSettings, queueEmails } from "./email"
import { KINDS, type Notice, type NotificationData } from "./kinds"

/** The members' in-app channel (our provider, providers/in-app). */
export const IN_APP = "in-app"

/**
 * The key that makes a replayed event add nothing: the Notification Module keeps
 * `idempotency_key` unique and skips a key it has sent already.
 */
export const keyOf = (n: Notice, customerId: string) =>
  `${n.event}:${n.resource_id}:${customerId}`

/**
 * Sends each notice once to its member, in-app: the receiver is the member's
 * customer id (what a store request's token names). A notice for a member that
 * is gone is dropped; two deliveries of one event racing each other meet the
 * unique key, and the loser's error is the replay it is.
 */
export async function notify(container: MedusaContainer, notices: Notice[]) {
  if (!notices.length) return []
  const members = container.resolve<MembersModuleService>(MEMBERS_MODULE)
  const ids = [...new Set(notices.map((n) => n.member_id))]
  const rows = await members.listMembers(
    { id: ids },
    { select: ["id", "customer_id"] }
  )
  const customerOf = new Map(rows.map((m) => [m.id, m.customer_id]))
  const seen = new Set<string>()
  const create: CreateNotificationDTO[] = []
  for (const n of notices) {
    const customerId = customerOf.get(n.member_id)
    if (!customerId) continue
    const key = keyOf(n, customerId)
    if (seen.has(key)) continue
    seen.add(key)
    const data: NotificationData = {
      kind: n.kind,
      params: n.params,
      link: n.link ?? KINDS[n.kind].link,
    }
    create.push({
      to: customerId,
      receiver_id: customerId,
      channel: IN_APP,
      template: n.kind,
      data,
      trigger_type: n.event,
      resource_id: n.resource_id,
      idempotency_key: key,
    })
  }
  if (!create.length) return []
  const notifications = container.resolve<INotificationModuleService>(
    Modules.NOTIFICATION
  )
  let created: NotificationDTO[] = []
  try {
    created = await notifications.createNotifications(create)
  } catch (e) {
    if (!isDuplicate(e)) throw e
  }
  if (!emailSettings(container)) return created
  // The email channel follows the in-app rows as they are now, new or sent by an
  // earlier delivery of this event (its deliveries are keyed per notification, so
  // a replay sends nothing; one that was lost before its email is queued now).
  const sent = await notifications.listNotifications(
    { idempotency_key: create.map((c) => c.idempotency_key) } as Parameters<
      INotificationModuleService["listNotifications"]
    >[0],
    { select: ["id", "receiver_id", "data"] }
  )
  const memberOf = new Map(
    [...customerOf].map(([member, customer]) => [customer, member])
  )
  await queueEmails(container, sent, memberOf)
  return created
}

function isDuplicate(e: unknown) {
  const text = e instanceof Error ? e.message : String(e)
  return /duplicate key|already exists|unique/i.test(text)
}
