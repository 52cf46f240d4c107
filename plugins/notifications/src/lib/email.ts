import type {
  ConfigModule,
  INotificationModuleService,
  MedusaContainer,
} from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { NOTIFICATIONS_MODULE } from "../modules/notifications"
import type NotificationsModuleService from "../modules/notifications/service"
import { type EmailContent, notificationEmail } from "./email-render"
import { KINDS, type NotificationData } from "./kinds"
import { resolveLocale } from "./render"

/** The email channel of the Notification Module (the SMTP provider, providers/smtp). */
export const EMAIL = "email"

/** Attempts of one delivery before it is abandoned, and the wait after each failure. */
export const MAX_ATTEMPTS = 6
const BACKOFF_MINUTES = [1, 5, 15, 60, 240]

/** When a delivery that failed its `attempts`-th send is tried again. */
export function retryAt(attempts: number, now = new Date()) {
  const minutes =
    BACKOFF_MINUTES[Math.min(attempts, BACKOFF_MINUTES.length) - 1] ?? 1
  return new Date(now.getTime() + minutes * 60_000)
}

/** The email channel's settings, from the SMTP provider's options in medusa-config. */
export type EmailSettings = { storefront_url: string }

type ProviderEntry = {
  resolve?: unknown
  options?: { channels?: string[]; storefront_url?: string }
}

/**
 * The email channel as the app registered it: the Notification Module's provider
 * for `email` (medusa-config adds it only with SMTP_URL and MAIL_FROM), else null
 * (members get in-app notifications only).
 */
export function emailSettings(
  container: MedusaContainer
): EmailSettings | null {
  const config = container.resolve<ConfigModule>(
    ContainerRegistrationKeys.CONFIG_MODULE
  )
  const modules = (config.modules ?? {}) as Record<string, unknown> | unknown[]
  const entries = Array.isArray(modules) ? modules : Object.entries(modules)
  for (const entry of entries) {
    const [key, value] = Array.isArray(entry) ? entry : [undefined, entry]
    const mod = value as
      | { key?: string; options?: { providers?: ProviderEntry[] } }
      | boolean
      | undefined
    if (!mod || typeof mod !== "object") continue
    if ((key ?? mod.key) !== Modules.NOTIFICATION) continue
    const provider = mod.options?.providers?.find((p) =>
      p.options?.channels?.includes(EMAIL)
    )
    if (!provider) return null
    return {
      storefront_url: (
        provider.options?.storefront_url || "http://127.0.0.1:8000"
      ).replace(/\/+$/, ""),
    }
  }
  return null
}

/** Sends one email through the Notification Module; answers the provider's id. */
export async function sendEmail(
  container: MedusaContainer,
  email: {
    to: string
    receiver_id: string
    template: string
    content: EmailContent
    key: string
    resource_id?: string
    trigger_type?: string
    headers?: Record<string, string>
  }
) {
  const module = container.resolve<INotificationModuleService>(
    Modules.NOTIFICATION
  )
  const [sent] = await module.createNotifications([
    {
      to: email.to,
      receiver_id: email.receiver_id,
      channel: EMAIL,
      template: email.template,
      content: email.content,
      data: { headers: email.headers ?? {} },
      resource_id: email.resource_id,
      trigger_type: email.trigger_type,
      idempotency_key: email.key,
    },
  ])
  return (
    (sent as { external_id?: string | null } | undefined)?.external_id ?? null
  )
}

type InApp = { id: string; receiver_id?: string | null; data?: unknown }

/**
 * Queues an email delivery for each in-app notification whose member confirmed
 * an address and chose email for its kind, then sends the new ones. Keyed by
 * notification and channel: a replayed event queues and sends nothing.
 */
export async function queueEmails(
  container: MedusaContainer,
  notifications: InApp[],
  memberOf: Map<string, string>
) {
  const settings = emailSettings(container)
  if (!settings || !notifications.length) return
  const store =
    container.resolve<NotificationsModuleService>(NOTIFICATIONS_MODULE)
  const receivers = [
    ...new Set(notifications.map((n) => n.receiver_id ?? "").filter(Boolean)),
  ]
  const [emails, prefs] = await Promise.all([
    store.listNotificationEmails({ receiver_id: receivers }),
    store.listNotificationPreferences({ receiver_id: receivers, email: true }),
  ])
  const address = new Map(
    emails
      .filter((e) => e.email && e.confirmed_at)
      .map((e) => [e.receiver_id, e.email as string])
  )
  const wants = new Set(prefs.map((p) => `${p.receiver_id}:${p.kind}`))
  const rows = notifications.flatMap((n) => {
    const receiver = n.receiver_id ?? ""
    const kind = (n.data as NotificationData | undefined)?.kind
    const to = address.get(receiver)
    const member = memberOf.get(receiver)
    if (!kind || !to || !member || !wants.has(`${receiver}:${kind}`)) return []
    return [
      {
        notification_id: n.id,
        channel: EMAIL,
        receiver_id: receiver,
        member_id: member,
        kind,
        address: to,
      },
    ]
  })
  const ids = await store.queueDeliveries(rows)
  for (const id of ids) await deliver(container, id)
}

/**
 * Sends one delivery if it is due and this caller claims it: in the member's
 * language and to their confirmed address as they are now (cancelled when they
 * turned the email off meanwhile). A failure waits for the retry job, with
 * backoff, until the last attempt.
 */
export async function deliver(container: MedusaContainer, id: string) {
  const settings = emailSettings(container)
  if (!settings) return "off" as const
  const store =
    container.resolve<NotificationsModuleService>(NOTIFICATIONS_MODULE)
  const claimed = await store.claimDelivery(id)
  if (!claimed) return "skipped" as const
  const [email, kinds] = await Promise.all([
    store.emailOf(claimed.receiver_id),
    store.emailKinds(claimed.receiver_id),
  ])
  if (
    !email?.email ||
    !email.confirmed_at ||
    !email.unsubscribe_token ||
    !kinds.has(claimed.kind)
  ) {
    await store.finishDelivery(id, { status: "cancelled" })
    return "cancelled" as const
  }
  try {
    const module = container.resolve<INotificationModuleService>(
      Modules.NOTIFICATION
    )
    const notification = await module.retrieveNotification(
      claimed.notification_id
    )
    const data = (notification.data ?? {}) as NotificationData
    const locale = resolveLocale(email.locale)
    const link = data.link ?? KINDS[data.kind]?.link ?? "/"
    const unsubscribe = `${settings.storefront_url}/unsubscribe?token=${encodeURIComponent(email.unsubscribe_token)}`
    const externalId = await sendEmail(container, {
      to: email.email,
      receiver_id: claimed.receiver_id,
      template: claimed.kind,
      content: notificationEmail(data, locale, {
        open: `${settings.storefront_url}${link}`,
        unsubscribe,
      }),
      key: `${claimed.id}:${claimed.attempts}`,
      resource_id: claimed.notification_id,
      trigger_type: "notification.email",
      headers: {
        "List-Unsubscribe": `<${unsubscribe}>`,
      },
    })
    await store.finishDelivery(id, { status: "sent", external_id: externalId })
    return "sent" as const
  } catch (e) {
    const last = claimed.attempts >= MAX_ATTEMPTS
    await store.finishDelivery(id, {
      status: last ? "abandoned" : "failed",
      error: e instanceof Error ? e.message : String(e),
      retry_at: retryAt(claimed.attempts),
    })
    return "failed" as const
  }
}

/** The retry job's pass: each due delivery once (oldest first, `batch` at most). */
export async function retryDeliveries(container: MedusaContainer, batch = 50) {
  if (!emailSettings(container)) return { tried: 0, sent: 0 }
  const store =
    container.resolve<NotificationsModuleService>(NOTIFICATIONS_MODULE)
  const ids = await store.dueDeliveries(batch)
  let sent = 0
  for (const id of ids) if ((await deliver(container, id)) === "sent") sent++
  return { tried: ids.length, sent }
}
