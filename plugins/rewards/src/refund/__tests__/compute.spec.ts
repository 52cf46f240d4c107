import Decimal from "decimal.js"
import { computeClawbacks, refundPostings } from "../compute"

const bonus = (id: string, member_id: string) => ({
  id,
  member_id,
  usdt: "15",
  repaid: "0",
  uuc: "250",
  uuc_pool: "250",
})

describe("computeClawbacks", () => {
  it("takes back what an earner still holds, in order; the rest is debt", () => {
    const c = computeClawbacks(
      [bonus("b1", "A"), bonus("b2", "A"), bonus("b3", "C")],
      {
        A: { USDT: "20", UUC: "600", UUC_POOL: "300" },
        C: { USDT: "100", UUC: "1000", UUC_POOL: "1000" },
      }
    )
    expect(
      c.map((x) => [x.usdt, x.debt_usdt, x.uuc, x.uuc_pool, x.debt_uuc_pool])
    ).toEqual([
      [
        "15.00000000",
        "0.00000000",
        "250.00000000",
        "250.00000000",
        "0.00000000",
      ],
      [
        "5.00000000",
        "10.00000000",
        "250.00000000",
        "50.00000000",
        "200.00000000",
      ],
      [
        "15.00000000",
        "0.00000000",
        "250.00000000",
        "250.00000000",
        "0.00000000",
      ],
    ])
  })

  it("counts a loan repayment as debt (the loan is not reopened)", () => {
    const [c] = computeClawbacks(
      [{ ...bonus("b", "A"), repaid: "5", usdt: "10" }],
      {
        A: { USDT: "100", UUC: "1000", UUC_POOL: "1000" },
      }
    )
    expect([c.usdt, c.debt_usdt]).toEqual(["10.00000000", "5.00000000"])
  })
})

describe("refundPostings", () => {
  it("sums to zero per unit (UUC_POOL counts as UUC)", () => {
    const postings = refundPostings("B", {
      amount: "200",
      points: "200",
      clawbacks: computeClawbacks([bonus("b1", "A")], {
        A: { USDT: "15", UUC: "250", UUC_POOL: "250" },
      }),
    })
    const unit = (a: string) => (a === "UUC_POOL" ? "UUC" : a)
    const exact: Record<string, Decimal> = {}
    for (const p of postings)
      exact[unit(p.asset)] = (exact[unit(p.asset)] ?? new Decimal(0)).plus(
        p.amount
      )
    const sums = Object.fromEntries(
      Object.entries(exact).map(([u, d]) => [u, d.toNumber()])
    )
    expect(sums).toEqual({ USDT: 0, POINTS: 0, UUC: 0 })
    expect(postings).toContainEqual({
      account: "member:B:USDT",
      asset: "USDT",
      amount: "200.00000000",
    })
  })
})
