import { bcp47 } from "./locale"

/** Amounts arrive as decimal strings with 8 places; shown in the staff's locale. */
export function formatAmount(
  value: string | null | undefined,
  language: string
) {
  const locale = bcp47(language)
  if (value === null || value === undefined) return "—"
  if (!/^-?\d+(\.\d+)?$/.test(value)) return value
  const [int, frac = ""] = value.split(".")
  const trimmed = frac.replace(/0+$/, "")
  // Intl would round through a float: format the integer part only, keep the digits.
  const negative = int.startsWith("-")
  const grouped = new Intl.NumberFormat(locale).format(
    BigInt(negative ? int.slice(1) : int)
  )
  const decimal = new Intl.NumberFormat(locale).format(1.5).charAt(1)
  return `${negative ? "-" : ""}${grouped}${trimmed ? decimal + trimmed : ""}`
}

export function formatTime(value: string | null | undefined, language: string) {
  return value ? new Date(value).toLocaleString(bcp47(language)) : "—"
}

/** `0x12ab…cdef` for tables; full value in a title tooltip. */
export const shortHash = (value: string | null | undefined) =>
  value ? `${value.slice(0, 8)}…${value.slice(-6)}` : "—"
