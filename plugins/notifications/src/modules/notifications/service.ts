import type { Context } from "@medusajs/framework/types"
import {
  generateEntityId,
  InjectManager,
  MedusaContext,
  MedusaService,
} from "@medusajs/framework/utils"
import { knexOf } from "@uuc/http"
import { NotificationRead } from "./models/notification-read"

/** Read marks of in-app notifications; the notifications are the Notification Module's. */
export default class NotificationsModuleService extends MedusaService({
  NotificationRead,
}) {
  /** Which of `ids` the receiver has read. */
  async readIds(receiverId: string, ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set()
    const rows = await this.listNotificationReads(
      { receiver_id: receiverId, notification_id: ids },
      { select: ["notification_id"] }
    )
    return new Set(rows.map((r) => r.notification_id))
  }

  /** Every notification id the receiver has read (the unread filter excludes them). */
  async allReadIds(receiverId: string): Promise<string[]> {
    const rows = await this.listNotificationReads(
      { receiver_id: receiverId },
      { select: ["notification_id"] }
    )
    return rows.map((r) => r.notification_id)
  }

  /**
   * Marks `ids` (already checked to be the receiver's) read once: a mark that
   * exists keeps its first time, so marking twice changes nothing.
   */
  @InjectManager()
  async markRead(
    receiverId: string,
    ids: string[],
    @MedusaContext() ctx: Context = {}
  ): Promise<number> {
    if (!ids.length) return 0
    const knex = knexOf(ctx)
    const { rows } = await knex.raw(
      `insert into notification_read (id, notification_id, receiver_id, read_at)
       select m.id, m.n, ?, now()
         from unnest(?::text[], ?::text[]) as m (id, n)
       on conflict do nothing
       returning id`,
      [receiverId, ids.map(() => generateEntityId(undefined, "nrd")), ids]
    )
    return rows.length
  }
}
