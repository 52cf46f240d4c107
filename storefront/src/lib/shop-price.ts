import { fromUnits, toUnits, SCALE } from "./money"

/**
 * Shop prices on the client. Medusa answers amounts as JSON numbers (its BigNumber
 * serialised); they are read once into 8-place decimal strings and compared as
 * integers of 1e-8 (see money.ts), never computed as floats.
 */
export type CalculatedPrice = {
  calculated_amount?: number | string | null
  original_amount?: number | string | null
  currency_code?: string | null
}

/** A JSON number or decimal string as an 8-place decimal string ("85" → "85"). */
export function decimalOf(value: number | string | null | undefined) {
  if (value === null || value === undefined || value === "") return undefined
  const text =
    typeof value === "number"
      ? value.toFixed(SCALE)
      : /^-?\d+(\.\d+)?$/.test(value)
        ? value
        : undefined
  if (text === undefined) return undefined
  const [int, frac = ""] = text.split(".")
  const units = toUnits(`${int}.${frac.slice(0, SCALE) || "0"}`)
  return units === undefined ? undefined : fromUnits(units)
}

export type PriceView = {
  /** What the member pays for one unit. */
  pay: string
  /** The original price, shown struck through when the member pays less. */
  original: string
  /** Whether a member price (a card holder's sale price) applies. */
  member: boolean
}

/**
 * The price to show for a specification: Medusa's calculated price (the member's
 * price list when the customer is in a card's group) against the original.
 */
export function priceView(
  price: CalculatedPrice | null | undefined
): PriceView | null {
  const pay = decimalOf(price?.calculated_amount)
  if (pay === undefined) return null
  const original = decimalOf(price?.original_amount) ?? pay
  return {
    pay,
    original,
    member: toUnits(pay)! < toUnits(original)!,
  }
}

const min = (...xs: bigint[]) => xs.reduce((a, b) => (b < a ? b : a))

/**
 * The points one unit may use: its points discount, but never more than the unit's
 * price in points (1 point = `pointValue` USD).
 */
export function unitPointsCap(
  pointsDiscount: string | null | undefined,
  unitPrice: string,
  pointValue = "1"
): string {
  const discount = toUnits(pointsDiscount ?? "0") ?? 0n
  const price = toUnits(unitPrice) ?? 0n
  const value = toUnits(pointValue) ?? 0n
  if (discount <= 0n || value <= 0n) return "0"
  const priceInPoints = (price * 10n ** BigInt(SCALE)) / value
  return fromUnits(min(discount, priceInPoints))
}

/**
 * The most points a cart may use, as the server caps them: the member's points
 * balance, the sum of each line's points discount × quantity, and the cart's total
 * in points.
 */
export function cartPointsCap(input: {
  balance: string | undefined
  /** A line's points discount: null when unknown (then only the server knows the cap). */
  lines: { points_discount: string | null | undefined; quantity: number }[]
  total: string
  pointValue?: string
}): string | null {
  if (input.lines.some((l) => l.points_discount === null)) return null
  const value = toUnits(input.pointValue ?? "1") ?? 0n
  if (value <= 0n) return "0"
  const balance = toUnits(input.balance ?? "0") ?? 0n
  const goods = input.lines.reduce(
    (sum, l) =>
      sum + (toUnits(l.points_discount ?? "0") ?? 0n) * BigInt(l.quantity),
    0n
  )
  const total = ((toUnits(input.total) ?? 0n) * 10n ** BigInt(SCALE)) / value
  const cap = min(balance, goods, total)
  return fromUnits(cap > 0n ? cap : 0n)
}

/** What a member typed as points: "points_exceed_limit" above the cap, else a format code. */
export function validatePoints(
  raw: string,
  cap: string | null
): "amount_format" | "too_many_decimals" | "points_exceed_limit" | null {
  const value = raw.trim() || "0"
  if (!/^\d+(\.\d+)?$/.test(value)) return "amount_format"
  if ((value.split(".")[1] ?? "").length > SCALE) return "too_many_decimals"
  if (cap === null) return null
  return toUnits(value)! > (toUnits(cap) ?? 0n) ? "points_exceed_limit" : null
}

/** a × n for a unit price and a quantity, as a decimal string. */
export function lineTotal(unitPrice: string, quantity: number) {
  return fromUnits((toUnits(unitPrice) ?? 0n) * BigInt(quantity))
}

/** Whether a decimal string lies within an optional [min, max] range (a price filter). */
export function inRange(value: string, range: { min?: string; max?: string }) {
  const v = toUnits(value)
  if (v === undefined) return false
  const lo = range.min ? toUnits(range.min) : undefined
  const hi = range.max ? toUnits(range.max) : undefined
  return (lo === undefined || v >= lo) && (hi === undefined || v <= hi)
}

/** Compares two decimal strings (for sorting by price). */
export function compareDecimal(a: string, b: string) {
  const x = toUnits(a) ?? 0n
  const y = toUnits(b) ?? 0n
  return x < y ? -1 : x > y ? 1 : 0
}
