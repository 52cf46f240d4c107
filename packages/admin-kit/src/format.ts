// Plain functions (no React): also what the admin libraries' unit tests import.

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

/** A time in the staff's language; "—" when there is none. */
export function formatTime(value: string | null | undefined, language: string) {
  return value ? new Date(value).toLocaleString(localeOf(language)) : "—"
}
