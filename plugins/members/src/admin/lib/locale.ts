import { bcp47, formatMoney } from "@uuc/admin-kit/format"

export { bcp47, formatMoney }

/** An amount for reading: the staff's locale, at least 2 decimals, no trailing 8-place zeros. */
export function formatAmount(value: string | number, language: string) {
  const text = formatMoney(String(value), language)
  const point = new Intl.NumberFormat(bcp47(language)).format(1.5).charAt(1)
  const [int, frac = ""] = text.split(point)
  if (!/^-?\d/.test(text)) return text
  return `${int}${point}${frac.padEnd(2, "0")}`
}
