import type {
  AuthenticatedMedusaRequest,
  MedusaRequest,
} from "@medusajs/framework/http"
import type {
  FilterableNotificationProps,
  INotificationModuleService,
} from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { memberIdOf } from "@uuc/http"
import type { StoreNotification } from "../api/answers"
import { NOTIFICATIONS_MODULE } from "../modules/notifications"
import type NotificationsModuleService from "../modules/notifications/service"
import type { NotificationData } from "./kinds"
import { IN_APP } from "./notify"
import { type Locale, render, resolveLocale } from "./render"

/**
 * The member's receiver id: their customer id, which their notifications carry
 * (memberIdOf refuses a token that names no member).
 */
export function receiverOf(req: AuthenticatedMedusaRequest) {
  memberIdOf(req)
  return req.auth_context.actor_id
}

/**
 * The reader's language: the profile holds none, so `?locale=` (Medusa moves it,
 * or x-medusa-locale, onto `req.locale`), else Accept-Language, else en-US.
 */
export function readerLocale(req: MedusaRequest): Locale {
  const asked =
    req.locale ??
    (req.validatedQuery as { locale?: string } | undefined)?.locale
  return resolveLocale(asked ?? req.headers["accept-language"])
}

export function inboxOf(req: MedusaRequest) {
  return {
    module: req.scope.resolve<INotificationModuleService>(Modules.NOTIFICATION),
    reads: req.scope.resolve<NotificationsModuleService>(NOTIFICATIONS_MODULE),
  }
}

type Row = {
  id: string
  data?: Record<string, unknown> | null
  created_at: Date | string
}

/** A row as its member reads it. */
export function present(
  row: Row,
  readAt: Date | null,
  locale: Locale
): StoreNotification {
  const data = (row.data ?? {}) as NotificationData
  const { title, body } = render(data, locale)
  return {
    id: row.id,
    kind: data.kind,
    title,
    body,
    link: data.link ?? "/",
    read_at: readAt ? new Date(readAt).toISOString() : null,
    created_at: new Date(row.created_at).toISOString(),
  }
}

/**
 * The filter of a member's in-app notifications: `only` these ids, or all but
 * `except` (the read ones, for the unread). The module's list filters take `id`
 * as every MedusaService does; its filter type omits it.
 */
export function receiverFilter(
  receiver: string,
  ids: { only?: string[]; except?: string[] } = {}
): FilterableNotificationProps {
  const id = ids.only
    ? { id: ids.only }
    : ids.except?.length
      ? { id: { $nin: ids.except } }
      : {}
  return { receiver_id: receiver, channel: IN_APP, ...id }
}
