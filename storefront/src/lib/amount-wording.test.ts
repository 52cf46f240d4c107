import { describe, expect, it } from "vitest"
import { exchangeOut, feeOf, validateAmount } from "./money"

describe("validateAmount's wording", () => {
  it("calls a negative amount not positive, not 'not a number'", () => {
    expect(validateAmount("-5")).toBe("invalid_amount")
    expect(validateAmount("-0.5")).toBe("invalid_amount")
    expect(validateAmount("abc")).toBe("amount_format")
    expect(validateAmount("")).toBe("amount_required")
  })
})

describe("previews never show a negative 'You receive'", () => {
  it("exchanges nothing for a negative or zero amount", () => {
    expect(exchangeOut("USDT", "-5", "0.01")).toBe("0")
    expect(exchangeOut("UUC", "-1000", "0.01")).toBe("0")
    expect(exchangeOut("USDT", "0", "0.01")).toBe("0")
  })

  it("gives a cash-out of a negative amount, or one below its fee, nothing to receive", () => {
    expect(feeOf("-100", "0.10")).toEqual({ fee: "0", net: "0" })
    expect(feeOf("0.00000001", "0.10")).toEqual({
      fee: "0.00000001",
      net: "0",
    })
    expect(feeOf("100", "1.5").net).toBe("0")
  })
})
