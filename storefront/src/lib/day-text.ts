/**
 * A day typed as text in the member's own order (dd/mm/aaaa in pt-BR, yyyy/mm/dd
 * in zh-CN, mm/dd/yyyy in en-US): a browser's date field shows its own locale's
 * order, not the page's. The order comes from Intl for the language; the value
 * kept is the ISO day (YYYY-MM-DD).
 */
type Part = "day" | "month" | "year"

export function dayOrder(locale: string): Part[] {
  const parts = new Intl.DateTimeFormat(locale, {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(new Date(2026, 11, 31))
  const order = parts
    .map((p) => p.type)
    .filter((t): t is Part => t === "day" || t === "month" || t === "year")
  return order.length === 3 ? order : ["year", "month", "day"]
}

/** An ISO day (YYYY-MM-DD) written in the locale's order with slashes, Latin digits. */
export function formatDayText(iso: string, locale: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (!m) return ""
  const parts = { year: m[1], month: m[2], day: m[3] }
  return dayOrder(locale)
    .map((p) => parts[p])
    .join("/")
}

// Arabic-Indic and Persian digits typed on an Arabic keyboard
const digits = (s: string) =>
  s
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))

/**
 * The ISO day of a typed date in the locale's order (any separator: / . - or
 * spaces); "" for an empty field; null when it is no real day.
 */
export function parseDayText(text: string, locale: string): string | null {
  const trimmed = digits(text).trim()
  if (!trimmed) return ""
  const numbers = trimmed.split(/\D+/).filter(Boolean)
  if (numbers.length !== 3) return null
  const order = dayOrder(locale)
  const at: Record<Part, string> = { day: "", month: "", year: "" }
  order.forEach((p, i) => (at[p] = numbers[i]))
  if (!/^\d{4}$/.test(at.year) || !/^\d{1,2}$/.test(at.month)) return null
  if (!/^\d{1,2}$/.test(at.day)) return null
  const [y, mo, d] = [Number(at.year), Number(at.month), Number(at.day)]
  const date = new Date(Date.UTC(y, mo - 1, d))
  if (
    date.getUTCFullYear() !== y ||
    date.getUTCMonth() !== mo - 1 ||
    date.getUTCDate() !== d
  )
    return null
  const pad = (n: number) => String(n).padStart(2, "0")
  return `${at.year}-${pad(mo)}-${pad(d)}`
}
