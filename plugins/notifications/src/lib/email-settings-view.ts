import type { StoreNotificationEmail } from "../api/answers"
import { resolveLocale } from "./render"

type EmailRow = {
  email?: string | null
  confirmed_at?: Date | string | null
  pending_email?: string | null
  code_expires_at?: Date | string | null
  locale?: string | null
  unsubscribed_at?: Date | string | null
}

const iso = (d: Date | string | null | undefined) =>
  d ? new Date(d).toISOString() : null

/** A member's email row as they read it. */
export function presentEmail(row: EmailRow): StoreNotificationEmail {
  return {
    address: row.confirmed_at ? (row.email ?? null) : null,
    confirmed_at: iso(row.confirmed_at),
    pending_address: row.pending_email ?? null,
    code_expires_at: row.pending_email ? iso(row.code_expires_at) : null,
    locale: resolveLocale(row.locale ?? undefined),
    unsubscribed_at: iso(row.unsubscribed_at),
  }
}

/** An address shown to someone holding only a link: `a***@example.com`. */
export function maskAddress(address: string | null | undefined) {
  if (!address) return null
  const [user, domain] = address.split("@")
  if (!domain) return "***"
  return `${user.slice(0, 1)}***@${domain}`
}
