import { describe, expect, it } from "vitest"
import { validateAmount } from "./money"

describe("validateAmount's wording", () => {
  it("calls a negative amount not positive, not 'not a number'", () => {
    expect(validateAmount("-5")).toBe("invalid_amount")
    expect(validateAmount("-0.5")).toBe("invalid_amount")
    expect(validateAmount("abc")).toBe("amount_format")
    expect(validateAmount("")).toBe("amount_required")
  })
})
