import { formatAmount } from "@uuc/admin-kit/format"

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
  return `${m[1]}${formatAmount(text, language)}`
}
