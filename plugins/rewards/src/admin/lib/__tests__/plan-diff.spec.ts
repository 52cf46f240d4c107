import { diffPlans } from "../plan-diff"

describe("diffPlans", () => {
  it("lists changed, added and removed leaves with old and new values", () => {
    const before = {
      split: { usdt: "0.75", uuc: "0.25" },
      bonuses: { layer: { rates: ["0.10", "0.10"] } },
      loan: { interest: "0.10" },
    }
    const after = {
      split: { usdt: "0.70", uuc: "0.30" },
      bonuses: { layer: { rates: ["0.10", "0.10"], cards: ["gold"] } },
    }
    expect(diffPlans(before, after)).toEqual([
      { path: "split.usdt", kind: "changed", before: "0.75", after: "0.70" },
      { path: "split.uuc", kind: "changed", before: "0.25", after: "0.30" },
      {
        path: "bonuses.layer.cards",
        kind: "added",
        before: null,
        after: "gold",
      },
      {
        path: "loan.interest",
        kind: "removed",
        before: "0.10",
        after: null,
      },
    ])
  })

  it("finds nothing between equal documents", () => {
    const doc = { timezone: "UTC", levels: { star_max: 5 } }
    expect(diffPlans(doc, structuredClone(doc))).toEqual([])
  })
})
