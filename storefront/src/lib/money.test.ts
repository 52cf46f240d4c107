import { describe, expect, it } from "vitest"
import {
  exchangeOut,
  feeOf,
  formatAmount,
  fromUnits,
  normalizeAmount,
  toUnits,
  validateAmount,
} from "./money"

describe("validateAmount", () => {
  it("asks for a quantity when empty (the spec's message code)", () => {
    expect(validateAmount("")).toBe("amount_required")
    expect(validateAmount("   ")).toBe("amount_required")
  })
  it("refuses what is not a plain positive decimal", () => {
    for (const bad of ["abc", "1e3", "1,5", "1.", ".5", "NaN", "0x10"])
      expect(validateAmount(bad), bad).toBe("amount_format")
    // A negative number is a number: it is refused as not positive.
    expect(validateAmount("-5")).toBe("invalid_amount")
    expect(validateAmount("0")).toBe("invalid_amount")
    expect(validateAmount("0.00000000")).toBe("invalid_amount")
  })
  it("takes at most 8 decimals", () => {
    expect(validateAmount("1.12345678")).toBeNull()
    expect(validateAmount("1.123456789")).toBe("too_many_decimals")
    expect(validateAmount("0.00000001")).toBeNull()
  })
  it("checks the balance and a minimum exactly, without floats", () => {
    expect(validateAmount("10", { available: "10.00000000" })).toBeNull()
    expect(validateAmount("10.00000001", { available: "10" })).toBe(
      "insufficient_balance"
    )
    expect(validateAmount("49.99999999", { min: "50" })).toBe(
      "withdrawal_minimum"
    )
    expect(validateAmount("50", { min: "50", available: "49" })).toBe(
      "insufficient_balance"
    )
    // 0.1 + 0.2 style float errors must not matter.
    expect(validateAmount("0.3", { available: "0.30000000" })).toBeNull()
  })
  it("refuses absurdly large amounts", () => {
    expect(validateAmount("1" + "0".repeat(40))).toBe("amount_too_large")
  })
})

describe("units", () => {
  it("round-trips 8-place decimals", () => {
    expect(toUnits("12.5")).toBe(1250000000n)
    expect(fromUnits(1250000000n)).toBe("12.5")
    expect(fromUnits(-1n)).toBe("-0.00000001")
    expect(toUnits("-3.00000001")).toBe(-300000001n)
    expect(toUnits("1.123456789")).toBeUndefined()
  })
})

describe("feeOf", () => {
  it("rounds the fee up and sends the rest", () => {
    expect(feeOf("100", "0.10")).toEqual({ fee: "10", net: "90" })
    expect(feeOf("50.00000001", "0.05")).toEqual({
      fee: "2.50000001",
      net: "47.5",
    })
  })
  it("rounds the net down to the chain token's places, the fee takes the rest", () => {
    expect(feeOf("100.1234567", "0.10", 6)).toEqual({
      fee: "10.0123457",
      net: "90.111111",
    })
    expect(feeOf("100", "0.10", 6)).toEqual({ fee: "10", net: "90" })
  })
})

describe("exchangeOut", () => {
  it("divides by the price buying UUC and multiplies selling, rounded down", () => {
    expect(exchangeOut("USDT", "10", "0.01")).toBe("1000")
    expect(exchangeOut("UUC", "1000", "0.01")).toBe("10")
    expect(exchangeOut("USDT", "1", "0.03")).toBe("33.33333333")
    expect(exchangeOut("USDT", "abc", "0.01")).toBe("0")
  })
})

describe("formatAmount", () => {
  it("uses the member's locale and keeps every decimal", () => {
    expect(formatAmount("1234.5", "en-US", "USDT")).toBe("1,234.50 USDT")
    expect(formatAmount("1234.5", "pt-BR", "USDT")).toBe("1.234,50 USDT")
    expect(formatAmount("0.12345678", "en-US")).toBe("0.12345678")
    expect(formatAmount("12345678901.12345678", "en-US")).toBe(
      "12,345,678,901.12345678"
    )
    expect(formatAmount("5", "en-US", "UUC", { signed: true })).toBe(
      "+5.00 UUC"
    )
    expect(formatAmount("-5", "en-US", "UUC", { signed: true })).toBe(
      "-5.00 UUC"
    )
  })
})

describe("normalizeAmount", () => {
  it("reads a lone decimal comma where the locale writes one", () => {
    expect(normalizeAmount(" 12,5 ", "pt-BR")).toBe("12.5")
    expect(normalizeAmount("12.5", "pt-BR")).toBe("12.5")
    expect(validateAmount(normalizeAmount("0,00000001", "pt-BR"))).toBeNull()
    // Ambiguous text stays as typed and is refused by validation.
    expect(validateAmount(normalizeAmount("1.000,5", "pt-BR"))).toBe(
      "amount_format"
    )
  })
  it("never reads a comma as a decimal point where it groups thousands", () => {
    expect(normalizeAmount("1,000", "en-US")).toBe("1,000")
    expect(validateAmount(normalizeAmount("1,000", "en-US"))).toBe(
      "amount_format"
    )
    expect(normalizeAmount("1,5", "zh-CN")).toBe("1,5")
  })
})
