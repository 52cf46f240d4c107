import { CHAINS, type Chain } from "./accounts"
import { invalid } from "./errors"
import { AMOUNT_PATTERN, MAX_AMOUNT, money, type Money } from "./money"

export const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/
export const TX_HASH_PATTERN = /^0x[0-9a-fA-F]{64}$/

/**
 * Why an amount string is refused, or null when it is a valid positive amount:
 * text only (no JSON numbers: they lose precision), at most 8 places, > 0, bounded.
 */
export function amountProblem(value: unknown): string | null {
  if (typeof value !== "string") return "amount_format"
  const s = value.trim()
  if (/^\d+\.\d{9,}$/.test(s)) return "too_many_decimals"
  if (!AMOUNT_PATTERN.test(s))
    return /^-/.test(s) ? "invalid_amount" : "amount_format"
  const d = money(s)
  if (d.lte(0)) return "invalid_amount"
  if (d.gt(MAX_AMOUNT)) return "amount_too_large"
  return null
}

/** A valid positive amount, or a 400 with the reason's code. */
export function positiveAmount(value: unknown, field = "amount"): Money {
  const problem = amountProblem(value)
  if (problem) throw invalid(problem, field)
  return money(String(value).trim())
}

export function chainOf(value: unknown, field = "chain"): Chain {
  if (!CHAINS.includes(value as Chain)) throw invalid("invalid_chain", field)
  return value as Chain
}

export function addressOf(value: unknown, field = "address"): string {
  if (typeof value !== "string" || !ADDRESS_PATTERN.test(value))
    throw invalid("invalid_address", field)
  return value
}

export function txHashOf(value: unknown, field = "tx_hash"): string {
  if (typeof value !== "string" || !TX_HASH_PATTERN.test(value))
    throw invalid("invalid_tx_hash", field)
  return value.toLowerCase()
}
