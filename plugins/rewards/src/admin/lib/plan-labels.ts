/**
 * How /app/system shows a plan field: its rates as percentages next to the value.
 * Pure string arithmetic (a rate is a decimal string), so it is unit-tested.
 */

const RATE_NAMES = new Set([
  "rate",
  "rates",
  "price_ratio",
  "usdt",
  "uuc",
  "pool_share_of_uuc",
  "loan_factor",
  "fee_rate",
  "reduced_fee_rate",
  "sell_share_of_bought",
  "uuc_burn_share",
  "merchant_commission",
  "interest",
])

/** Whether a plan path holds a rate (or a list of rates). */
export function isRatePath(path: string) {
  const parts = path.split(".")
  return (
    RATE_NAMES.has(parts[parts.length - 1]) ||
    path.startsWith("bonuses.team.rates.")
  )
}

/** "0.15" → "15", "0.075" → "7.5", "1" → "100"; null when not a plain decimal. */
export function asPercent(rate: string): string | null {
  const m = /^(\d+)(?:\.(\d*))?$/.exec(rate.trim())
  if (!m) return null
  const frac = (m[2] ?? "").padEnd(2, "0")
  const whole = (m[1] + frac.slice(0, 2)).replace(/^0+(?=\d)/, "")
  const rest = frac.slice(2).replace(/0+$/, "")
  return rest ? `${whole}.${rest}` : whole
}

/** A rate field's text ("0.10, 0.05") as percentages ("10%, 5%"); "" if any part is not a number. */
export function percentText(text: string): string {
  const parts = text.split(",").map((s) => s.trim())
  const shown = parts.map(asPercent)
  return shown.every((p) => p !== null) && parts.some(Boolean)
    ? shown.map((p) => `${p}%`).join(", ")
    : ""
}
