import { D } from "../money"
import { splitBonus } from "../split"
import { plan } from "./fixtures"

const left = (v: string) => ({ left: new D(v) })

describe("refund debt collection (splitBonus)", () => {
  it("collects from the USDT part first, after the loan, and leaves the rest owed", () => {
    const loan = left("5")
    const debt = left("8")
    // B = 20: 15 USDT (5 repay the loan, 8 the refund debt), 500 UUC at 0.01
    const s = splitBonus(new D(20), plan(), "0.01", loan, debt)
    expect(s).toEqual({
      amount_usd: "20.00000000",
      usdt: "2.00000000",
      repaid: "5.00000000",
      uuc: "250.00000000",
      uuc_pool: "250.00000000",
      debt_collected: {
        usd: "8.00000000",
        usdt: "8.00000000",
        uuc: "0.00000000",
        uuc_pool: "0.00000000",
      },
    })
    expect([loan.left.toFixed(8), debt.left.toFixed(8)]).toEqual([
      "0.00000000",
      "0.00000000",
    ])
  })

  it("then from the UUC, then the pool's, at the price, never more than owed", () => {
    const debt = left("19")
    // 15 USDT, then 4 USD = 200 UUC at 0.02: the 125 available, 75 of the pool's 125
    const s = splitBonus(new D(20), plan(), "0.02", left("0"), debt)
    expect(s).toMatchObject({
      usdt: "0.00000000",
      uuc: "0.00000000",
      uuc_pool: "50.00000000",
      debt_collected: {
        usd: "19.00000000",
        usdt: "15.00000000",
        uuc: "125.00000000",
      },
    })
    expect(s.debt_collected?.uuc_pool).toBe("75.00000000")
    expect(debt.left.toFixed(8)).toBe("0.00000000")

    const more = left("100")
    const all = splitBonus(new D(20), plan(), "0.01", left("0"), more)
    expect(all).toMatchObject({ usdt: "0.00000000", uuc: "0.00000000" })
    expect(all.debt_collected?.usd).toBe("20.00000000")
    expect(more.left.toFixed(8)).toBe("80.00000000")
  })

  it("collects nothing and adds no field without a debt", () => {
    expect(splitBonus(new D(20), plan(), "0.01", left("0"))).not.toHaveProperty(
      "debt_collected"
    )
  })
})
