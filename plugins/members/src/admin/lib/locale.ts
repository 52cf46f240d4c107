/** The dashboard names its languages "ptBR", "zhCN"; Intl wants "pt-BR", "zh-CN". */
export const bcp47 = (code: string) =>
  code.replace(/^([a-z]{2,3})([A-Z]{2})$/, "$1-$2")

/**
 * A decimal string (8 places from the server) in the staff's language, digits kept
 * exactly: only the integer part goes through Intl (as a BigInt, never a float).
 */
export function formatMoney(value: string, language: string) {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value)
  if (!m) return value
  const locale = bcp47(language)
  const frac = (m[3] ?? "").replace(/0+$/, "")
  const int = new Intl.NumberFormat(locale).format(BigInt(m[2]))
  const point = new Intl.NumberFormat(locale).format(1.5).charAt(1)
  return `${m[1]}${int}${frac ? point + frac : ""}`
}

/** An amount for reading: the staff's locale, at least 2 decimals, no trailing 8-place zeros. */
export function formatAmount(value: string | number, language: string) {
  const text = formatMoney(String(value), language)
  const point = new Intl.NumberFormat(bcp47(language)).format(1.5).charAt(1)
  const [int, frac = ""] = text.split(point)
  if (!/^-?\d/.test(text)) return text
  return `${int}${point}${frac.padEnd(2, "0")}`
}
