import { EMAIL_TEXTS } from "./email-texts"
import type { NotificationData } from "./kinds"
import { type Locale, render } from "./render"

/** What the SMTP provider sends: the Notification Module's `content`. */
export type EmailContent = { subject: string; text: string; html: string }

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;")

const fill = (s: string, values: Record<string, string>) =>
  s.replace(/\{(\w+)\}/g, (_, n: string) => values[n] ?? "")

/** A page of the email: the language's direction and a readable width. */
function page(locale: Locale, inner: string) {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head><body style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#0f172a"><div style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;border:1px solid #e2e8f0">${inner}</div></body></html>`
}

/**
 * A notification as an email in `locale`: the catalogue's title as subject and
 * heading, its body, a link to its screen and the unsubscribe link, in HTML and
 * plain text (every value escaped in the HTML).
 */
export function notificationEmail(
  data: NotificationData,
  locale: Locale,
  links: { open: string; unsubscribe: string }
): EmailContent {
  const { title, body } = render(data, locale)
  const t = EMAIL_TEXTS[locale]
  const text = [
    title,
    "",
    body,
    "",
    `${t.open}: ${links.open}`,
    "",
    "--",
    t.footer,
    `${t.unsubscribe}: ${links.unsubscribe}`,
    "",
  ].join("\n")
  const html = page(
    locale,
    `<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(title)}</h1>` +
      `<p style="font-size:16px;line-height:1.5;margin:0 0 20px">${escapeHtml(body)}</p>` +
      `<p style="margin:0 0 24px"><a href="${escapeHtml(links.open)}" style="display:inline-block;background:#1d4ed8;color:#fff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:600">${escapeHtml(t.open)}</a></p>` +
      `<p style="font-size:13px;color:#475569;margin:0 0 8px">${escapeHtml(t.footer)}</p>` +
      `<p style="font-size:13px;margin:0"><a href="${escapeHtml(links.unsubscribe)}" style="color:#475569">${escapeHtml(t.unsubscribe)}</a></p>`
  )
  return { subject: title, text, html }
}

/** The confirmation code's email in `locale`. */
export function codeEmail(
  code: string,
  minutes: number,
  locale: Locale
): EmailContent {
  const t = EMAIL_TEXTS[locale]
  const values = { code, minutes: String(minutes) }
  const subject = fill(t.codeSubject, values)
  const body = fill(t.codeBody, values)
  const text = [body, "", t.codeIgnore, ""].join("\n")
  const html = page(
    locale,
    `<p style="font-size:16px;line-height:1.5;margin:0 0 16px">${escapeHtml(body)}</p>` +
      `<p style="font-size:32px;letter-spacing:8px;font-weight:700;margin:0 0 16px;font-family:ui-monospace,monospace">${escapeHtml(code)}</p>` +
      `<p style="font-size:13px;color:#475569;margin:0">${escapeHtml(t.codeIgnore)}</p>`
  )
  return { subject, text, html }
}
