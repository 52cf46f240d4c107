/**
 * What the notification routes answer, declared once: the routes build their
 * bodies against these types (`satisfies`) and the notifications-api entry
 * exports them to the storefront's hooks (type-only).
 */
import type { NotificationKind } from "../lib/kinds"

export type { NotificationKind }

/** One in-app notification as its member reads it, in their language. */
export type StoreNotification = {
  id: string
  kind: NotificationKind
  title: string
  body: string
  /** The storefront screen it is about. */
  link: string
  read_at: string | null
  created_at: string
}

/** GET /store/notifications: newest first, with the member's unread count. */
export type StoreNotificationList = {
  notifications: StoreNotification[]
  unread_count: number
  count: number
  limit: number
  offset: number
}

/** POST /store/notifications/read: how many were marked now, and what is left. */
export type NotificationsRead = { marked: number; unread_count: number }

/** A member's notification email as they see it (addresses are their own). */
export type StoreNotificationEmail = {
  /** The confirmed address emails go to (null: none yet). */
  address: string | null
  confirmed_at: string | null
  /** An address waiting for its code (null: none). */
  pending_address: string | null
  code_expires_at: string | null
  /** The language the emails are written in. */
  locale: "en-US" | "pt-BR" | "zh-CN"
  /** When the member last used an email's unsubscribe link (null: never). */
  unsubscribed_at: string | null
}

/** POST /store/notification-email and …/confirm: the address's state now. */
export type NotificationEmailAnswer = { email: StoreNotificationEmail }

/** One kind's channels: in-app always, email too when `email`. */
export type NotificationKindChoice = { kind: NotificationKind; email: boolean }

/** GET and POST /store/notification-preferences. */
export type NotificationPreferencesAnswer = {
  /** Whether the platform sends email at all (SMTP configured). */
  available: boolean
  email: StoreNotificationEmail | null
  kinds: NotificationKindChoice[]
}

/** GET /store/notification-email/unsubscribe: done, and for which address (masked). */
export type UnsubscribeAnswer = { unsubscribed: true; address: string | null }

/** One email delivery as staff see it. */
export type AdminNotificationDelivery = {
  id: string
  notification_id: string
  channel: string
  kind: string
  member_id: string
  username: string | null
  address: string
  status: "pending" | "sending" | "sent" | "failed" | "abandoned" | "cancelled"
  attempts: number
  next_attempt_at: string | null
  sent_at: string | null
  last_error: string | null
  created_at: string
}

/** GET /admin/notification-deliveries: newest first. */
export type AdminNotificationDeliveries = {
  deliveries: AdminNotificationDelivery[]
  count: number
  limit: number
  offset: number
}
