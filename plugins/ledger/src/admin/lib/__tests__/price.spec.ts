import { priceProblem } from "../price"

describe("priceProblem", () => {
  it("names what is wrong with a new token price", () => {
    expect(priceProblem("")).toBe("empty")
    expect(priceProblem("abc")).toBe("format")
    expect(priceProblem("-1")).toBe("format")
    expect(priceProblem("1,5")).toBe("format")
    expect(priceProblem("0.123456789")).toBe("decimals")
    expect(priceProblem("0")).toBe("zero")
    expect(priceProblem("0.00000000")).toBe("zero")
    expect(priceProblem("1".repeat(21))).toBe("tooLarge")
    expect(priceProblem("0.0100", "0.01000000")).toBe("same")
    expect(priceProblem("0.0125", "0.01000000")).toBeNull()
    expect(priceProblem(" 2 ")).toBeNull()
  })
})
