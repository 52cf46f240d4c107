import { buildPostings, computeActivationBonuses } from ".."
import { bonusPaidUsd } from ".."
import { D } from "../money"
import { earner, gold, input, plan } from "./fixtures"

// A is active and sponsors B; B's gold card pays A a referral and a layer-1 bonus
const A = (over = {}) =>
  earner("A", { star_level: 1, active_direct_count: 1, ...over })

describe("rounding (rules.md §1)", () => {
  it("sends every remainder floored away to platform:rounding: parts + rounding = total to the unit", () => {
    const a = A()
    const B = gold({ member_id: "B", amount: "200.00000009" })
    // 10% × 200.00000009 = 20.000000009 twice: total 40.000000018 → 40.00000001
    // each 20 → 15 USDT + 5 USD → 0.71428571 UUC at 7 (worth 4.99999997)
    const r = computeActivationBonuses(
      input({ activation: B, sponsor: a, path: [a], price: "7" })
    )
    expect(r.total_usd).toBe("40.00000001")
    expect(r.rounding_usd).toBe("0.00000007")
    const paid = r.bonuses.reduce(
      (s, b) => s.plus(bonusPaidUsd(b, "7")),
      new D(0)
    )
    expect(paid.plus(r.rounding_usd).toFixed(8)).toBe(r.total_usd)
    const postings = buildPostings(plan(), B, r.bonuses, r.rounding_usd)
    const at = (account: string) =>
      postings.find((p) => p.account === account)?.amount
    expect(at("platform:rounding")).toBe("0.00000007")
    expect(at("platform:bonus_expense")).toBe("-30.00000007")
  })

  it("posts no rounding when nothing is left over", () => {
    const a = A()
    const r = computeActivationBonuses(
      input({ activation: gold({ member_id: "B" }), sponsor: a, path: [a] })
    )
    expect([r.total_usd, r.rounding_usd]).toEqual(["40.00000000", "0.00000000"])
    const postings = buildPostings(
      plan(),
      gold({ member_id: "B" }),
      r.bonuses,
      r.rounding_usd
    )
    expect(postings.some((p) => p.account === "platform:rounding")).toBe(false)
  })
})

describe("refund debt across an activation's bonuses", () => {
  it("takes the USDT of all the member's bonuses before any of their UUC", () => {
    const a = A({ refund_debt: "25" })
    const r = computeActivationBonuses(
      input({ activation: gold({ member_id: "B" }), sponsor: a, path: [a] })
    )
    // referral: its 15 USDT; layer: 10 of its 15 USDT; every UUC stays paid
    expect(
      r.bonuses.map((b) => [b.type, b.usdt, b.uuc, b.debt_collected?.usdt])
    ).toEqual([
      ["referral", "0.00000000", "250.00000000", "15.00000000"],
      ["layer", "5.00000000", "250.00000000", "10.00000000"],
    ])
    // the collection is still part of the total (it stays with the platform)
    expect(r.rounding_usd).toBe("0.00000000")
  })

  it("then the UUC, after every USDT, never beyond the debt", () => {
    const a = A({ refund_debt: "32" })
    const r = computeActivationBonuses(
      input({ activation: gold({ member_id: "B" }), sponsor: a, path: [a] })
    )
    // 30 USDT, then 2 USD = 200 UUC at 0.01 from the referral's available UUC
    expect(
      r.bonuses.map((b) => [b.usdt, b.uuc, b.uuc_pool, b.debt_collected?.usd])
    ).toEqual([
      ["0.00000000", "50.00000000", "250.00000000", "17.00000000"],
      ["0.00000000", "250.00000000", "250.00000000", "15.00000000"],
    ])
  })
})
