// Plain functions (no React): also what the admin libraries' unit tests import.
// The one door to Intl for the admin: plugins format dates, numbers and country
// names here, never with toLocale*String or Intl and the dashboard's language key
// (Medusa names zh-CN "zhCN", which Intl refuses: scripts/checks/admin-format).

/** The dashboard names its languages "ptBR", "zhCN"; Intl wants "pt-BR", "zh-CN". */
export const bcp47 = (code: string) =>
  code.replace(/^([a-z]{2,3})([A-Z]{2})$/, "$1-$2")

/**
 * The BCP 47 tag of a dashboard language ("pt-BR"), or undefined (the browser's
 * default) when Intl does not know it.
 */
export function localeOf(language: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(bcp47(language))[0]
  } catch {
    return undefined
  }
}

/**
 * A decimal amount (8 places from the server) in the staff's language, digits kept
 * exactly: only the integer part goes through Intl (as a BigInt, never a float),
 * the fraction is kept as written without trailing zeros. "—" when there is none.
 */
export function formatMoney(
  value: string | number | null | undefined,
  language: string
) {
  if (value === null || value === undefined || value === "") return "—"
  const text = typeof value === "number" ? value.toFixed(8) : value
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text)
  if (!m) return text
  const locale = localeOf(language)
  const frac = (m[3] ?? "").replace(/0+$/, "")
  const int = new Intl.NumberFormat(locale).format(BigInt(m[2]))
  const point = new Intl.NumberFormat(locale).format(1.5).charAt(1)
  return `${m[1]}${int}${frac ? point + frac : ""}`
}

/**
 * An amount for reading: `formatMoney` with at least 2 decimals (never the 8
 * stored places' trailing zeros).
 */
export function formatAmount(value: string | number, language: string) {
  const text = formatMoney(String(value), language)
  if (!/^-?\d/.test(text)) return text
  const point = new Intl.NumberFormat(localeOf(language)).format(1.5).charAt(1)
  const [int, frac = ""] = text.split(point)
  return `${int}${point}${frac.padEnd(2, "0")}`
}

type When = string | number | Date | null | undefined

/** A date and time in the staff's language; "—" when there is none. */
export function formatTime(value: When, language: string) {
  return value || value === 0
    ? new Date(value).toLocaleString(localeOf(language))
    : "—"
}

/** A day (no time) in the staff's language; "—" when there is none. */
export function formatDate(value: When, language: string) {
  return value || value === 0
    ? new Date(value).toLocaleDateString(localeOf(language))
    : "—"
}

/** A time of day (no date) in the staff's language; "—" when there is none. */
export function formatClock(value: When, language: string) {
  return value || value === 0
    ? new Date(value).toLocaleTimeString(localeOf(language))
    : "—"
}

/**
 * A number in the staff's language with Intl's options (a percent, fraction
 * digits). A decimal string is formatted exactly: Intl reads numeric strings
 * without a float on the way (the lib typings only name number and bigint).
 */
export function formatNumber(
  value: number | bigint | string,
  language: string,
  options?: Intl.NumberFormatOptions
) {
  return new Intl.NumberFormat(localeOf(language), options).format(
    value as number
  )
}

/** A country's name in the staff's language ("br" → "Brasil"); its code when unknown. */
export function formatCountry(
  code: string | null | undefined,
  language: string
) {
  if (!code) return "—"
  const upper = code.toUpperCase()
  try {
    return (
      new Intl.DisplayNames(localeOf(language), { type: "region" }).of(upper) ??
      upper
    )
  } catch {
    return upper
  }
}
