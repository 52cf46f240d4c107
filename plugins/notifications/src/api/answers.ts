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
