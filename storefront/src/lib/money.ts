/**
 * Money on the client: amounts stay decimal strings (8 places, as the API), compared
 * and computed as integers of 1e-8 units (BigInt), never as JS floats.
 */
// The ledger's chains, type-only (the build erases it): one declaration.
import type { Chain } from "@uuc/ledger/ledger-api"

export const SCALE = 8
const ONE = 10n ** BigInt(SCALE)
const DECIMAL = /^\d+(\.\d+)?$/

/** "12.5" → 1250000000n; undefined when the text is not a plain decimal. */
export function toUnits(value: string): bigint | undefined {
  const v = value.trim()
  const negative = v.startsWith("-")
  const body = negative ? v.slice(1) : v
  if (!DECIMAL.test(body)) return undefined
  const [int, frac = ""] = body.split(".")
  if (frac.length > SCALE) return undefined
  const units = BigInt(int) * ONE + BigInt(frac.padEnd(SCALE, "0"))
  return negative ? -units : units
}

/** 1250000000n → "12.5" (trailing zeros dropped). */
export function fromUnits(units: bigint): string {
  const negative = units < 0n
  const abs = negative ? -units : units
  const int = abs / ONE
  const frac = (abs % ONE).toString().padStart(SCALE, "0").replace(/0+$/, "")
  return `${negative ? "-" : ""}${int}${frac ? `.${frac}` : ""}`
}

/** The ledger's codes for what a member typed, in the order the server checks them. */
export type AmountCode =
  | "amount_required"
  | "amount_format"
  | "too_many_decimals"
  | "invalid_amount"
  | "amount_too_large"
  | "insufficient_balance"
  | "withdrawal_minimum"

const MAX_UNITS = 10n ** 30n * ONE

/**
 * Checks an amount before it is sent: present, a plain decimal, at most 8 places,
 * positive, at least `min` (withdrawals) and at most `available`. The server checks
 * all of it again; its message is shown when it refuses.
 */
export function validateAmount(
  raw: string,
  limits: { available?: string; min?: string } = {}
): AmountCode | null {
  const value = raw.trim()
  // An empty amount field: "Please enter an amount" (the server's quantity_required
  // speaks of quantities, which the shop's quantity field uses).
  if (!value) return "amount_required"
  // "-5" is a number, just not an amount one can move: say so, not "enter a number".
  if (value.startsWith("-") && DECIMAL.test(value.slice(1)))
    return "invalid_amount"
  if (!DECIMAL.test(value)) return "amount_format"
  if ((value.split(".")[1] ?? "").length > SCALE) return "too_many_decimals"
  const units = toUnits(value)!
  if (units <= 0n) return "invalid_amount"
  if (units > MAX_UNITS) return "amount_too_large"
  if (limits.min !== undefined && units < toUnits(limits.min)!)
    return "withdrawal_minimum"
  if (limits.available !== undefined && units > toUnits(limits.available)!)
    return "insufficient_balance"
  return null
}

/**
 * amount × rate, rounded up to 8 places (the withdrawal fee, as the server rounds it);
 * where the chain's USDT carries fewer places (Polygon's 6), the net is rounded down
 * to them and the fee takes the rest, as the server does. A preview never shows a
 * negative amount: nothing typed yet, a negative amount or a fee above the amount
 * gives 0 (the form's validation says what is wrong).
 */
export function feeOf(amount: string, rate: string, tokenDecimals = SCALE) {
  const typed = toUnits(amount) ?? 0n
  const a = typed > 0n ? typed : 0n
  const r = toUnits(rate) ?? 0n
  const product = a * r
  const step =
    10n ** BigInt(SCALE - Math.min(SCALE, Math.max(0, tokenDecimals)))
  const exact = a - (product + ONE - 1n) / ONE
  const net = exact > 0n ? exact - (exact % step) : 0n
  return { fee: fromUnits(a - net), net: fromUnits(net) }
}

/** What an exchange gives at a price, rounded down: USDT → UUC divides, UUC → USDT multiplies. */
export function exchangeOut(
  from: "USDT" | "UUC",
  amount: string,
  price: string
) {
  const a = toUnits(amount)
  const p = toUnits(price)
  // "-5" previews nothing, not a negative "You receive".
  if (a === undefined || a <= 0n || p === undefined || p <= 0n) return "0"
  return fromUnits(from === "USDT" ? (a * ONE) / p : (a * p) / ONE)
}

/** A decimal string in the member's locale, up to 8 places, without float rounding. */
export function formatAmount(
  amount: string | number,
  locale: string,
  symbol?: string,
  { signed = false }: { signed?: boolean } = {}
) {
  const nf = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: SCALE,
    signDisplay: signed ? "exceptZero" : "auto",
  })
  // Intl formats a decimal string exactly (ES2023); typed as number in older libs.
  const text = nf.format(String(amount) as unknown as number)
  return symbol ? `${text} ${symbol}` : text
}

/** The symbol members read for an asset (USDT_HELD is USDT, the pool is UUC). */
export function symbolOf(asset: string, pointsLabel: string) {
  if (asset === "USDT" || asset === "USDT_HELD") return "USDT"
  if (asset === "UUC" || asset === "UUC_POOL") return "UUC"
  if (asset === "POINTS") return pointsLabel
  return asset
}

/** The chains a member picks from, in order (keyed by the ledger's `Chain`). */
const CHAIN_ORDER: Record<Chain, number> = { BEP20: 0, POLYGON: 1 }
export const CHAINS = (Object.keys(CHAIN_ORDER) as Chain[]).sort(
  (a, b) => CHAIN_ORDER[a] - CHAIN_ORDER[b]
)
export type { Chain }
export const ADDRESS = /^0x[0-9a-fA-F]{40}$/
export const TX_HASH = /^0x[0-9a-fA-F]{64}$/

/**
 * What a member typed, as the API's decimal string: where the locale writes decimals
 * with a comma (pt-BR, whose phone keypads offer no dot), a lone comma is the
 * decimal point ("12,5" → "12.5"). Anything else is left for validation to judge;
 * the confirmation shows the amount as read before anything is sent.
 */
export function normalizeAmount(raw: string, locale: string): string {
  const value = raw.trim()
  const decimal = new Intl.NumberFormat(locale)
    .formatToParts(1.5)
    .find((p) => p.type === "decimal")?.value
  if (decimal === "," && !value.includes(".") && value.split(",").length === 2)
    return value.replace(",", ".")
  return value
}
