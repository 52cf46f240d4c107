import { loanOwed } from "../money"

describe("what a loan owes (rules.md §1, §6)", () => {
  it("is P × (1 + interest), rounded up to 8 places", () => {
    expect(loanOwed("200", "0.10")).toBe("220.00000000")
    // 100.33333333 × 1.1 = 110.366666663: rounded up, never down
    expect(loanOwed("100.33333333", "0.10")).toBe("110.36666667")
    expect(loanOwed("0.00000001", "0.10")).toBe("0.00000002")
  })
})
