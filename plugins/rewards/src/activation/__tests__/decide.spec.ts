import { plan } from "@uuc/data"
import { decideActivation } from "../decide"

describe("what buying a card means", () => {
  it("pays the full price for a first card and the difference for an upgrade", () => {
    expect(decideActivation(plan, null, "gold")).toEqual({
      kind: "activation",
      amount: "200.00000000",
    })
    expect(decideActivation(plan, null, "standard")).toEqual({
      kind: "activation",
      amount: "100.00000000",
    })
    expect(decideActivation(plan, "standard", "gold")).toEqual({
      kind: "upgrade",
      amount: "100.00000000",
    })
  })

  it("refuses the card held already, and anything once gold", () => {
    expect(() => decideActivation(plan, "standard", "standard")).toThrow(
      expect.objectContaining({ code: "card_already_active" })
    )
    expect(() => decideActivation(plan, "gold", "standard")).toThrow(
      expect.objectContaining({ code: "card_already_gold" })
    )
  })
})
