/**
 * The dashboard names languages "ptBR", "zhCN", which Intl refuses: the BCP 47 tag
 * ("pt-BR"), or undefined (the browser's default) when Intl does not know it.
 */
export function localeOf(language: string): string | undefined {
  const tag = language.replace(/^([a-z]{2})([A-Z]{2})$/, "$1-$2")
  try {
    return Intl.getCanonicalLocales(tag)[0]
  } catch {
    return undefined
  }
}

/** A time in the staff's language. */
export function formatTime(value: string | null | undefined, language: string) {
  if (!value) return "—"
  return new Date(value).toLocaleString(localeOf(language))
}

/** A day (no time) in the staff's language. */
export function formatDay(value: string | null | undefined, language: string) {
  if (!value) return "—"
  return new Date(value).toLocaleDateString(localeOf(language))
}

/**
 * A decimal string (8 places from the server) in the staff's language, digits kept
 * exactly: only the integer part goes through Intl (as a BigInt, never a float).
 */
export function formatMoney(
  value: string | null | undefined,
  language: string
) {
  if (value === null || value === undefined) return "—"
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value)
  if (!m) return value
  const locale = localeOf(language)
  const frac = (m[3] ?? "").replace(/0+$/, "")
  const int = new Intl.NumberFormat(locale).format(BigInt(m[2]))
  const point = new Intl.NumberFormat(locale).format(1.5).charAt(1)
  return `${m[1]}${int}${frac ? point + frac : ""}`
}

/**
 * A USD figure of a report (a mean of 8-place amounts is "13.26666667") at the
 * currency's 2 places, rounded half up on the digits (BigInt, never a float).
 */
export function formatUsd(value: string | null | undefined, language: string) {
  if (value === null || value === undefined) return "—"
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value)
  if (!m) return value
  const digits = BigInt(m[2] + (m[3] ?? "").padEnd(3, "0").slice(0, 3))
  const cents = (digits + 5n) / 10n
  const text = `${cents / 100n}.${String(cents % 100n).padStart(2, "0")}`
  const locale = localeOf(language)
  const point = new Intl.NumberFormat(locale).format(1.5).charAt(1)
  const [int, frac] = formatMoney(text, language).split(point)
  return `${m[1]}${int}${point}${(frac ?? "").padEnd(2, "0")}`
}
