import Decimal from "decimal.js"

export const D = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_DOWN })
export type Dec = InstanceType<typeof D>
export const ZERO = new D(0)

/** Rounds down to 8 places, as every member credit is (rules.md §1). */
export const floor8 = (v: Dec) => v.toDecimalPlaces(8, D.ROUND_DOWN)

/** The canonical 8-place string of an amount. */
export const fmt = (v: Dec) => v.toFixed(8)

/** A rate as a percentage for explanations ("0.10" → "10"). */
export const percent = (rate: string) => new D(rate).times(100).toString()
