import Decimal from "decimal.js"

/**
 * Decimals for money: far more precision than NUMERIC(38,8) holds, so arithmetic is
 * exact until we round on purpose (8 places, down for member credits).
 */
export const Money = Decimal.clone({
  precision: 80,
  toExpNeg: -60,
  toExpPos: 60,
})
export type Money = Decimal

export const SCALE = 8

/** The largest amount one request may carry: well inside NUMERIC(38,8). */
export const MAX_AMOUNT = new Money("1000000000000000000")

/** Wire format of an amount: a plain decimal string, at most 8 places. */
export const AMOUNT_PATTERN = /^\d{1,30}(\.\d{1,8})?$/

export const money = (v: string | number | Money) => new Money(v)

/** Always 8 places, as PostgreSQL's NUMERIC(38,8) answers. */
export const fmt = (d: Money) => d.toFixed(SCALE)

/** Rounded down to 8 places (a member is never credited a fraction it wasn't owed). */
export const floor8 = (d: Money) => d.toDecimalPlaces(SCALE, Decimal.ROUND_DOWN)

/** Rounded up to 8 places (what the platform keeps, e.g. a fee). */
export const ceil8 = (d: Money) => d.toDecimalPlaces(SCALE, Decimal.ROUND_UP)

export const hasScale = (d: Money) => d.decimalPlaces() <= SCALE

export const ZERO = new Money(0)
