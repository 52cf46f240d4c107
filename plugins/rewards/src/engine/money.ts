import Decimal from "decimal.js"

export const D = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_DOWN })
export type Dec = InstanceType<typeof D>
export const ZERO = new D(0)

/** Rounds down to 8 places, as every member credit is (rules.md §1). */
export const floor8 = (v: Dec) => v.toDecimalPlaces(8, D.ROUND_DOWN)

/** Rounds up to 8 places, as what a member owes is (rules.md §1). */
export const ceil8 = (v: Dec) => v.toDecimalPlaces(8, D.ROUND_UP)

/** What a loan of `principal` owes: P × (1 + interest), rounded up (rules.md §1, §6). */
export const loanOwed = (principal: string, interest: string) =>
  fmt(ceil8(new D(principal).times(new D(1).plus(interest))))

/**
 * An amount in exact units of 1e-8 (BigInt): for the hot loops that add and compare
 * volumes along whole paths. An 8-place string (as PostgreSQL's numeric(38,8)
 * answers) is read without decimal.js.
 */
export const units = (v: string | Dec): bigint =>
  typeof v === "string" && /^\d+\.\d{8}$/.test(v)
    ? BigInt(v.replace(".", ""))
    : BigInt(new D(v).times(1e8).toFixed(0))

/** The canonical 8-place string of an amount. */
export const fmt = (v: Dec) => v.toFixed(8)

/** A rate as a percentage for explanations ("0.10" → "10"). */
export const percent = (rate: string) => new D(rate).times(100).toString()
