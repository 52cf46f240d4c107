import type { Context } from "@medusajs/framework/types"
import {
  generateEntityId,
  InjectManager,
  InjectTransactionManager,
  MedusaContext,
  MedusaService,
} from "@medusajs/framework/utils"
import { knexOf } from "@uuc/http"
import { NotificationDelivery } from "./models/notification-delivery"
import { NotificationEmail } from "./models/notification-email"
import { NotificationPreference } from "./models/notification-preference"
import { NotificationRead } from "./models/notification-read"

/** A new confirmation code as stored: its salted hash, salt and expiry. */
export type StoredCode = {
  member_id: string
  pending_email: string
  code_hash: string
  code_salt: string
  expires_at: Date
  locale: string
}

/** A code's row after one more try was counted (null: no code pending). */
export type CodeTry = {
  pending_email: string
  code_hash: string
  code_salt: string
  code_expires_at: Date
  code_attempts: number
}

/** A delivery to queue: one notification on one channel to one address. */
export type DeliveryInput = {
  notification_id: string
  channel: string
  receiver_id: string
  member_id: string
  kind: string
  address: string
}

export type DeliveryRow = DeliveryInput & {
  id: string
  status: string
  attempts: number
  next_attempt_at: Date
}

/** How long a claimed send may run before the retry job takes it again (a crash). */
const STALE_CLAIM = "10 minutes"

/**
 * Read marks of in-app notifications (the notifications are the Notification
 * Module's), members' email addresses and channel choices, and the email
 * deliveries with their retries.
 */
export default class NotificationsModuleService extends MedusaService({
  NotificationRead,
  NotificationEmail,
  NotificationPreference,
  NotificationDelivery,
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

  /** The receiver's email row, if any. */
  async emailOf(receiverId: string) {
    const [row] = await this.listNotificationEmails({ receiver_id: receiverId })
    return row ?? null
  }

  /**
   * Stores a new code for `pending_email` (the confirmed address, if any, stays
   * until the code is entered), unless one was sent less than `gapSeconds` ago:
   * then false. One statement, so parallel requests send one code.
   */
  @InjectManager()
  async storeCode(
    receiverId: string,
    code: StoredCode,
    gapSeconds: number,
    @MedusaContext() ctx: Context = {}
  ): Promise<boolean> {
    const { rows } = await knexOf(ctx).raw(
      `insert into notification_email
         (id, receiver_id, member_id, pending_email, code_hash, code_salt,
          code_expires_at, code_attempts, code_sent_at, locale)
       values (?, ?, ?, ?, ?, ?, ?, 0, now(), ?)
       on conflict (receiver_id) where deleted_at is null do update
         set pending_email = excluded.pending_email,
             code_hash = excluded.code_hash,
             code_salt = excluded.code_salt,
             code_expires_at = excluded.code_expires_at,
             code_attempts = 0,
             code_sent_at = now(),
             locale = excluded.locale,
             updated_at = now()
         where notification_email.code_sent_at is null
            or notification_email.code_sent_at < now() - make_interval(secs => ?)
       returning id`,
      [
        generateEntityId(undefined, "nem"),
        receiverId,
        code.member_id,
        code.pending_email,
        code.code_hash,
        code.code_salt,
        code.expires_at,
        code.locale,
        gapSeconds,
      ]
    )
    return rows.length > 0
  }

  /** A code that could not be sent: the member may ask again at once. */
  @InjectManager()
  async dropCode(
    receiverId: string,
    codeHash: string,
    @MedusaContext() ctx: Context = {}
  ) {
    await knexOf(ctx).raw(
      `update notification_email
          set code_hash = null, code_salt = null, code_expires_at = null,
              code_sent_at = null, pending_email = null, updated_at = now()
        where receiver_id = ? and code_hash = ? and deleted_at is null`,
      [receiverId, codeHash]
    )
  }

  /**
   * Counts one more try of the receiver's pending code before it is checked
   * (parallel tries cannot pass the limit) and answers the code's row.
   */
  @InjectManager()
  async countCodeTry(
    receiverId: string,
    @MedusaContext() ctx: Context = {}
  ): Promise<CodeTry | null> {
    const { rows } = await knexOf(ctx).raw(
      `update notification_email
          set code_attempts = code_attempts + 1, updated_at = now()
        where receiver_id = ? and deleted_at is null and code_hash is not null
        returning pending_email, code_hash, code_salt, code_expires_at, code_attempts`,
      [receiverId]
    )
    return (rows[0] as CodeTry | undefined) ?? null
  }

  /**
   * The pending address becomes the confirmed one (once: the code's hash must
   * still be the one checked), with a new unsubscribe token.
   */
  @InjectManager()
  async confirmCode(
    receiverId: string,
    codeHash: string,
    unsubscribeToken: string,
    @MedusaContext() ctx: Context = {}
  ): Promise<boolean> {
    const { rows } = await knexOf(ctx).raw(
      `update notification_email
          set email = pending_email, confirmed_at = now(), pending_email = null,
              code_hash = null, code_salt = null, code_expires_at = null,
              code_attempts = 0, unsubscribe_token = ?, unsubscribed_at = null,
              updated_at = now()
        where receiver_id = ? and code_hash = ? and deleted_at is null
        returning id`,
      [unsubscribeToken, receiverId, codeHash]
    )
    return rows.length > 0
  }

  /** The kinds the receiver gets by email too. */
  async emailKinds(receiverId: string): Promise<Set<string>> {
    const rows = await this.listNotificationPreferences(
      { receiver_id: receiverId, email: true },
      { select: ["kind"] }
    )
    return new Set(rows.map((r) => r.kind))
  }

  /** Sets the receiver's choice for each kind named (the others stay). */
  @InjectManager()
  async setEmailKinds(
    receiverId: string,
    choices: Record<string, boolean>,
    @MedusaContext() ctx: Context = {}
  ) {
    const kinds = Object.keys(choices)
    if (!kinds.length) return
    await knexOf(ctx).raw(
      `insert into notification_preference (id, receiver_id, kind, email)
       select m.id, ?, m.kind, m.email
         from unnest(?::text[], ?::text[], ?::boolean[]) as m (id, kind, email)
       on conflict (receiver_id, kind) where deleted_at is null do update
         set email = excluded.email, updated_at = now()`,
      [
        receiverId,
        kinds.map(() => generateEntityId(undefined, "npf")),
        kinds,
        kinds.map((k) => choices[k]),
      ]
    )
  }

  /**
   * The unsubscribe link: every kind of the token's member back to in-app only,
   * in one transaction. Answers the address (null: no such token).
   */
  @InjectTransactionManager()
  async unsubscribe(
    token: string,
    kinds: string[],
    @MedusaContext() ctx: Context = {}
  ): Promise<{ receiver_id: string; email: string | null } | null> {
    const knex = knexOf(ctx)
    const { rows } = await knex.raw(
      `update notification_email
          set unsubscribed_at = coalesce(unsubscribed_at, now()), updated_at = now()
        where unsubscribe_token = ? and deleted_at is null
        returning receiver_id, email`,
      [token]
    )
    const row = rows[0] as { receiver_id: string; email: string | null }
    if (!row) return null
    await knex.raw(
      `insert into notification_preference (id, receiver_id, kind, email)
       select m.id, ?, m.kind, false
         from unnest(?::text[], ?::text[]) as m (id, kind)
       on conflict (receiver_id, kind) where deleted_at is null do update
         set email = false, updated_at = now()`,
      [
        row.receiver_id,
        kinds.map(() => generateEntityId(undefined, "npf")),
        kinds,
      ]
    )
    return row
  }

  /** Queues deliveries; answers the ids of those new (a replay queues none). */
  @InjectManager()
  async queueDeliveries(
    rows: DeliveryInput[],
    @MedusaContext() ctx: Context = {}
  ): Promise<string[]> {
    if (!rows.length) return []
    const { rows: made } = await knexOf(ctx).raw(
      `insert into notification_delivery
         (id, notification_id, channel, receiver_id, member_id, kind, address,
          status, attempts, next_attempt_at)
       select m.id, m.notification_id, m.channel, m.receiver_id, m.member_id,
              m.kind, m.address, 'pending', 0, now()
         from unnest(?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[])
           as m (id, notification_id, channel, receiver_id, member_id, kind, address)
       on conflict (notification_id, channel) where deleted_at is null do nothing
       returning id`,
      [
        rows.map(() => generateEntityId(undefined, "ndl")),
        rows.map((r) => r.notification_id),
        rows.map((r) => r.channel),
        rows.map((r) => r.receiver_id),
        rows.map((r) => r.member_id),
        rows.map((r) => r.kind),
        rows.map((r) => r.address),
      ]
    )
    return made.map((r) => r.id as string)
  }

  /**
   * Takes a delivery to send it: one that is due (pending, or failed and past
   * its backoff) or whose earlier claim went stale. Only one caller wins it.
   */
  @InjectManager()
  async claimDelivery(
    id: string,
    @MedusaContext() ctx: Context = {}
  ): Promise<DeliveryRow | null> {
    const { rows } = await knexOf(ctx).raw(
      `update notification_delivery
          set status = 'sending', attempts = attempts + 1, claimed_at = now(),
              updated_at = now()
        where id = ? and deleted_at is null
          and ((status in ('pending', 'failed') and next_attempt_at <= now())
               or (status = 'sending' and claimed_at < now() - interval '${STALE_CLAIM}'))
        returning id, notification_id, channel, receiver_id, member_id, kind,
                  address, status, attempts, next_attempt_at`,
      [id]
    )
    return (rows[0] as DeliveryRow | undefined) ?? null
  }

  /** What a claimed send came to. */
  @InjectManager()
  async finishDelivery(
    id: string,
    outcome:
      | { status: "sent"; external_id: string | null }
      | { status: "failed" | "abandoned"; error: string; retry_at: Date }
      | { status: "cancelled" },
    @MedusaContext() ctx: Context = {}
  ) {
    const knex = knexOf(ctx)
    if (outcome.status === "sent")
      await knex.raw(
        `update notification_delivery
            set status = 'sent', sent_at = now(), external_id = ?, last_error = null,
                updated_at = now()
          where id = ?`,
        [outcome.external_id, id]
      )
    else if (outcome.status === "cancelled")
      await knex.raw(
        `update notification_delivery set status = 'cancelled', updated_at = now()
          where id = ?`,
        [id]
      )
    else
      await knex.raw(
        `update notification_delivery
            set status = ?, last_error = ?, next_attempt_at = ?, updated_at = now()
          where id = ?`,
        [outcome.status, outcome.error.slice(0, 1000), outcome.retry_at, id]
      )
  }

  /** Deliveries the retry job should try now, oldest first. */
  @InjectManager()
  async dueDeliveries(
    limit: number,
    @MedusaContext() ctx: Context = {}
  ): Promise<string[]> {
    const { rows } = await knexOf(ctx).raw(
      `select id from notification_delivery
        where deleted_at is null
          and ((status in ('pending', 'failed') and next_attempt_at <= now())
               or (status = 'sending' and claimed_at < now() - interval '${STALE_CLAIM}'))
        order by next_attempt_at, id
        limit ?`,
      [limit]
    )
    return rows.map((r) => r.id as string)
  }
}
