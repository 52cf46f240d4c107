import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { AppError } from "@uuc/errors"
import { MedusaError } from "@medusajs/framework/utils"
import { inboxOf, receiverFilter, receiverOf } from "../../../../lib/inbox"
import type { NotificationsRead } from "../../../answers"
import type { StoreReadNotificationsType } from "../validators"

/** Unread notifications marked by one `{ all: true }` (the rest by the next call). */
const ALL_BATCH = 1000

/**
 * Marks the member's notifications read: `{ ids }` (each must be theirs, else
 * 404 `notification_not_found` and nothing is marked) or `{ all: true }`. A
 * notification read before keeps its first read time.
 */
export async function POST(
  req: AuthenticatedMedusaRequest<StoreReadNotificationsType>,
  res: MedusaResponse
) {
  const body = req.validatedBody
  const receiver = receiverOf(req)
  const { module, reads } = inboxOf(req)
  let ids: string[]
  if ("ids" in body) {
    ids = [...new Set(body.ids)]
    const own = await module.listNotifications(
      receiverFilter(receiver, { only: ids }),
      { select: ["id"], take: ids.length }
    )
    if (own.length !== ids.length)
      throw new AppError(
        MedusaError.Types.NOT_FOUND,
        "notification_not_found",
        "ids"
      )
  } else {
    const unread = await module.listNotifications(
      receiverFilter(receiver, { except: await reads.allReadIds(receiver) }),
      { select: ["id"], take: ALL_BATCH }
    )
    ids = unread.map((n) => n.id)
  }
  const marked = await reads.markRead(receiver, ids)
  const [, unreadCount] = await module.listAndCountNotifications(
    receiverFilter(receiver, { except: await reads.allReadIds(receiver) }),
    { select: ["id"], take: 1 }
  )
  res.json({ marked, unread_count: unreadCount } satisfies NotificationsRead)
}
