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

export function formatTime(value: string | null | undefined, language: string) {
  if (!value) return "—"
  return new Date(value).toLocaleString(localeOf(language))
}

/**
 * A decimal amount in the staff's language, digits kept exactly: only the integer
 * part goes through Intl (as a BigInt), the fraction is kept as written.
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
