import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import {
  inboxOf,
  present,
  readerLocale,
  receiverFilter,
  receiverOf,
} from "../../../lib/inbox"
import type { StoreNotificationList } from "../../answers"
import type { StoreNotificationsQueryType } from "./validators"

/**
 * The member's in-app notifications, newest first, in their language
 * (`?locale=`, else Accept-Language); `unread=true` only the unread ones
 * (`false`, as without it, every one).
 */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const { unread, limit, offset } =
    req.validatedQuery as StoreNotificationsQueryType
  const receiver = receiverOf(req)
  const { module, reads } = inboxOf(req)
  const readIds = await reads.allReadIds(receiver)
  const [[rows, count], [, unreadCount]] = await Promise.all([
    module.listAndCountNotifications(
      receiverFilter(receiver, unread === "true" ? { except: readIds } : {}),
      { order: { created_at: "DESC", id: "DESC" }, skip: offset, take: limit }
    ),
    module.listAndCountNotifications(
      receiverFilter(receiver, { except: readIds }),
      {
        select: ["id"],
        take: 1,
      }
    ),
  ])
  const marks = await reads.listNotificationReads(
    { receiver_id: receiver, notification_id: rows.map((r) => r.id) },
    { select: ["notification_id", "read_at"] }
  )
  const readAt = new Map(marks.map((m) => [m.notification_id, m.read_at]))
  const locale = readerLocale(req)
  res.json({
    notifications: rows.map((r) =>
      present(r, readAt.get(r.id) ?? null, locale)
    ),
    unread_count: unreadCount,
    count,
    limit,
    offset,
  } satisfies StoreNotificationList)
}
