import { buildPostings, computeBonuses } from ".."
import { splitBonus } from "../split"
import { D } from "../money"
import { earner, gold, input, plan } from "./fixtures"

const pick = (bs: ReturnType<typeof computeBonuses>) =>
  bs.map((b) => [b.type, b.beneficiary_id, b.amount_usd])

describe("the worked example of rules.md §4", () => {
  // A is active and sponsors B; B buys a gold card (P = 200) under A; A's star
  // level becomes 1 (levels after the activation), A is V0.
  const A = earner("A", {
    username: "alice",
    star_level: 1,
    active_direct_count: 1,
  })
  const B = gold({ member_id: "B", username: "bob" })
  const bonuses = computeBonuses(
    input({ activation: B, sponsor: A, path: [A] })
  )

  it("pays A a referral and a layer-1 bonus of 20 USD each, no team bonus", () => {
    expect(pick(bonuses)).toEqual([
      ["referral", "A", "20.00000000"],
      ["layer", "A", "20.00000000"],
    ])
    for (const b of bonuses)
      expect(b).toMatchObject({
        usdt: "15.00000000",
        uuc: "250.00000000",
        uuc_pool: "250.00000000",
        repaid: "0.00000000",
        status: "settled",
        plan_version: 1,
      })
  })

  it("posts 30 USDT, 500 UUC, 500 UUC_POOL to A and 200 points to B", () => {
    const postings = buildPostings(plan(), B, bonuses)
    const at = (account: string, asset: string) =>
      postings.find((p) => p.account === account && p.asset === asset)?.amount
    expect(at("member:A:USDT", "USDT")).toBe("30.00000000")
    expect(at("member:A:UUC", "UUC")).toBe("500.00000000")
    expect(at("member:A:UUC_POOL", "UUC_POOL")).toBe("500.00000000")
    expect(at("member:B:POINTS", "POINTS")).toBe("200.00000000")
    expect(at("member:B:USDT", "USDT")).toBe("-200.00000000")
    expect(at("platform:revenue", "USDT")).toBe("200.00000000")
    expect(at("platform:bonus_expense", "USDT")).toBe("-30.00000000")
    expect(at("platform:uuc_reserve", "UUC")).toBe("-1000.00000000")
    // zero-sum per unit (UUC_POOL is pooled UUC)
    const unit = (asset: string) => (asset === "UUC_POOL" ? "UUC" : asset)
    const sums = new Map<string, InstanceType<typeof D>>()
    for (const p of postings)
      sums.set(
        unit(p.asset),
        (sums.get(unit(p.asset)) ?? new D(0)).plus(p.amount)
      )
    for (const s of sums.values()) expect(s.isZero()).toBe(true)
  })

  it("explains each bonus with a key and parameters", () => {
    expect(bonuses[1].explanation).toEqual({
      key: "rewards.bonus.layer",
      params: expect.objectContaining({
        layer: 1,
        rate_percent: "10",
        buyer: "bob",
        card: "gold",
        activation_amount: "200.00000000",
      }),
    })
  })
})

describe("layer bonuses", () => {
  const path = [1, 2, 3, 4, 5, 6].map((k) => earner(`U${k}`, { star_level: k }))

  it("pay layers 1..5 when each upline's star level reaches its layer, and no sixth", () => {
    const bs = computeBonuses(input({ path })).filter((b) => b.type === "layer")
    expect(
      bs.map((b) => [b.beneficiary_id, b.explanation.params.layer])
    ).toEqual([
      ["U1", 1],
      ["U2", 2],
      ["U3", 3],
      ["U4", 4],
      ["U5", 5],
    ])
  })

  it("lapse (no compression) where the star level is short, inactive or missing", () => {
    const gated = [
      earner("U1", { star_level: 5 }),
      earner("U2", { star_level: 1 }), // needs 2
      earner("U3", { star_level: 5, active: false }),
      earner("U4", { star_level: 4 }),
    ]
    const bs = computeBonuses(input({ path: gated })).filter(
      (b) => b.type === "layer"
    )
    expect(bs.map((b) => b.beneficiary_id)).toEqual(["U1", "U4"])
  })

  it("are paid on gold activations only (an upgrade counts as gold)", () => {
    const std = computeBonuses(
      input({ path, activation: gold({ card: "standard", amount: "100" }) })
    )
    expect(std.filter((b) => b.type === "layer")).toEqual([])
    const upgrade = computeBonuses(
      input({ path, activation: gold({ kind: "upgrade", amount: "100" }) })
    ).filter((b) => b.type === "layer")
    expect(upgrade).toHaveLength(5)
    expect(upgrade[0].amount_usd).toBe("10.00000000")
  })

  it("pay a borrower half, and only with an active direct; USDT repays the loan first", () => {
    const owing = [
      earner("U1", { star_level: 1, owes: "110", active_direct_count: 1 }),
    ]
    const [b] = computeBonuses(input({ path: owing }))
    expect(b).toMatchObject({
      amount_usd: "10.00000000",
      usdt: "0.00000000",
      repaid: "7.50000000",
    })
    const noDirect = [earner("U1", { star_level: 1, owes: "110" })]
    expect(computeBonuses(input({ path: noDirect }))).toEqual([])
  })
})

describe("team differential and community", () => {
  it("pays each upline its rate minus the highest already paid, nearest first", () => {
    const path = [
      earner("U1", { team_level: 1 }), // 3%
      earner("U2", { team_level: 1 }), // nothing more (3 − 3)
      earner("U3", { team_level: 3, active: false }), // passed over
      earner("U4", { team_level: 2 }), // 6 − 3
      earner("U5", { team_level: 5 }), // 15 − 6
      earner("U6", { team_level: 4 }), // below 15: nothing
    ]
    const bs = computeBonuses(
      input({ path, activation: gold({ card: "standard", amount: "100" }) })
    )
    expect(
      bs
        .filter((b) => b.type === "team")
        .map((b) => [b.beneficiary_id, b.amount_usd])
    ).toEqual([
      ["U1", "3.00000000"],
      ["U4", "3.00000000"],
      ["U5", "9.00000000"],
    ])
  })

  it("gives the nearest upline of the same team level 10% of each team bonus, one generation", () => {
    const path = [
      earner("U1", { team_level: 1 }), // team 3
      earner("U2", { team_level: 2 }), // team 3 (6 − 3)
      earner("U3", { team_level: 1 }), // community from U1: 0.3
      earner("U4", { team_level: 1 }), // not the nearest V1: nothing
      earner("U5", { team_level: 2 }), // community from U2: 0.3
    ]
    const bs = computeBonuses(
      input({ path, activation: gold({ card: "standard", amount: "100" }) })
    )
    expect(
      bs
        .filter((b) => b.type === "community")
        .map((b) => [
          b.beneficiary_id,
          b.amount_usd,
          b.explanation.params.from_username,
        ])
    ).toEqual([
      ["U3", "0.30000000", "U1"],
      ["U5", "0.30000000", "U2"],
    ])
  })
})

describe("frozen and inactive earners", () => {
  it("records a frozen sponsor's bonus as pending elimination and posts nothing for it", () => {
    const A = earner("A", { frozen: true, star_level: 1 })
    const bs = computeBonuses(input({ sponsor: A, path: [A] }))
    expect(bs.map((b) => b.status)).toEqual([
      "pending_elimination",
      "pending_elimination",
    ])
    const postings = buildPostings(plan(), gold(), bs)
    expect(postings.some((p) => p.account.startsWith("member:A"))).toBe(false)
  })

  it("pays an inactive sponsor nothing", () => {
    const A = earner("A", { active: false })
    expect(computeBonuses(input({ sponsor: A, path: [A] }))).toEqual([])
  })
})

describe("the split", () => {
  it("rounds every credit down to 8 places and moves what USDT rounding leaves into UUC", () => {
    const s = splitBonus(new D("1.000000013"), plan(), "0.03", {
      left: new D(0),
    })
    // B = 1.00000001; USDT 0.7500000075 → 0.75000000; the UUC side gets 0.25000001
    // → 8.33333366… UUC → 8.33333366, half of it rounded down to the pool.
    expect(s).toEqual({
      amount_usd: "1.00000001",
      usdt: "0.75000000",
      repaid: "0.00000000",
      uuc: "4.16666683",
      uuc_pool: "4.16666683",
    })
    const odd = splitBonus(new D("0.00000003"), plan(), "1", { left: new D(0) })
    expect(odd).toEqual({
      amount_usd: "0.00000003",
      usdt: "0.00000002",
      repaid: "0.00000000",
      uuc: "0.00000001",
      uuc_pool: "0.00000000",
    })
  })

  it("records no bonus below the smallest unit", () => {
    const tiny = plan((d) => {
      d.bonuses.referral.rate = "0.00000001"
    })
    const bs = computeBonuses(
      input({
        plan: tiny,
        sponsor: earner("A"),
        activation: gold({ amount: "0.5" }),
      })
    )
    expect(bs.filter((b) => b.type === "referral")).toEqual([])
  })

  it("uses the plan's rates (a version with another referral rate pays it)", () => {
    const p = plan((d) => {
      d.bonuses.referral.rate = "0.15"
    })
    const [b] = computeBonuses(
      input({ plan: p, plan_version: 7, sponsor: earner("A"), path: [] })
    )
    expect(b).toMatchObject({ amount_usd: "30.00000000", plan_version: 7 })
  })
})
