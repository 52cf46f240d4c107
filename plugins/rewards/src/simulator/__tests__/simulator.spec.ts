import { plan as DEFAULTS } from "@uuc/data"
import { D } from "../../engine/money"
import {
  BONUS_TYPES,
  compare,
  generateGrowth,
  GOLD,
  resolveDraft,
  simulate,
  type Scenario,
  type SimulationResult,
} from ".."

const v1 = { label: "v1", version: 1, plan: DEFAULTS }
const opts = { price: "0.01" }
const growth = { members: 3000, days: 30, gold_share: 0.4, skew: 0.6, seed: 7 }
const strip = (r: SimulationResult) => ({ ...r, ms: 0 })

describe("the worked example of rules.md §4 through the simulator", () => {
  // A (the root) holds a card and sponsors B; B buys gold and is placed under A.
  const s: Scenario = {
    source: "growth",
    members: 2,
    sponsor: Int32Array.from([-1, 0]),
    parent: Int32Array.from([-1, 0]),
    events: {
      member: Int32Array.from([0, 1]),
      card: Int8Array.from([GOLD, GOLD]),
      day: Int32Array.from([0, 0]),
    },
    days: ["1"],
    joins: Int32Array.from([1]),
  }

  it("pays A 30 USDT, 500 UUC and 500 UUC_POOL, referral and layer 20 USD each", () => {
    const r = simulate(s, v1, opts)
    const sum = (k: "usdt" | "uuc" | "uuc_pool") =>
      BONUS_TYPES.reduce((a, t) => a.plus(r.by_type[t][k]), new D(0)).toFixed(8)
    expect([sum("usdt"), sum("uuc"), sum("uuc_pool")]).toEqual([
      "30.00000000",
      "500.00000000",
      "500.00000000",
    ])
    expect(r.by_type.referral.amount_usd).toBe("20.00000000")
    expect(r.by_type.layer.amount_usd).toBe("20.00000000")
    expect(r.by_type.team.count + r.by_type.community.count).toBe(0)
    expect(r.by_type.daily_top.count).toBe(0) // one gold referral < first_place_min
    expect(r.revenue).toBe("400.00000000")
    expect(r.paid_usd).toBe("40.00000000")
    expect(r.share_of_revenue).toBe("0.100000")
    expect(r.levels.star[1]).toBe(1) // A
  })
})

describe("growth runs", () => {
  const s = generateGrowth(growth)
  const base = simulate(s, v1, opts)

  it("are deterministic by seed, and differ with another seed", () => {
    const again = simulate(generateGrowth(growth), v1, opts)
    expect(strip(again)).toEqual(strip(base))
    const other = simulate(generateGrowth({ ...growth, seed: 8 }), v1, opts)
    expect(other.paid_usd).not.toBe(base.paid_usd)
  })

  it("buy and pay what the parameters say", () => {
    const a = base.activations
    expect(a.standard + a.gold).toBe(3001) // the root and every member
    expect(a.gold / 3001).toBeGreaterThan(0.35)
    expect(a.gold / 3001).toBeLessThan(0.45)
    for (const t of ["referral", "layer", "team", "community"] as const)
      expect(new D(base.by_type[t].amount_usd).gt(0)).toBe(true)
    // the split: 75% USDT of every network bonus
    const r = base.by_type.referral
    expect(new D(r.usdt).eq(new D(r.amount_usd).times("0.75"))).toBe(true)
  })

  it("sum per day to the totals", () => {
    const total = (f: (d: SimulationResult["per_day"][number]) => string) =>
      base.per_day.reduce((a, d) => a.plus(f(d)), new D(0)).toFixed(8)
    expect(total((d) => d.revenue)).toBe(base.revenue)
    expect(total((d) => d.paid_usd)).toBe(base.paid_usd)
    for (const t of BONUS_TYPES)
      expect(total((d) => d.by_type[t])).toBe(base.by_type[t].amount_usd)
    expect(base.per_day.reduce((a, d) => a + d.joins, 0)).toBe(3000)
    expect(base.per_day).toHaveLength(30)
  })

  it("pay exactly double referral with a doubled referral rate, the rest unchanged", () => {
    const doubled = resolveDraft({ bonuses: { referral: { rate: "0.20" } } })
    const { runs, difference } = compare(
      s,
      [v1, { label: "draft", version: 0, plan: doubled }],
      opts
    )
    const [a, b] = runs
    expect(strip(a)).toEqual(strip(base))
    const ref = (r: SimulationResult) => r.by_type.referral
    expect(ref(b).amount_usd).toBe(new D(ref(a).amount_usd).times(2).toFixed(8))
    expect(ref(b).usdt).toBe(new D(ref(a).usdt).times(2).toFixed(8))
    expect(ref(b).uuc).toBe(new D(ref(a).uuc).times(2).toFixed(8))
    for (const t of ["layer", "team", "community", "daily_top"] as const)
      expect(b.by_type[t]).toEqual(a.by_type[t])
    expect(difference?.paid_usd).toBe(ref(a).amount_usd)
  })

  it("count upgrades as gold activations paying the difference", () => {
    const up = simulate(
      generateGrowth({ ...growth, gold_share: 0, upgrade_share: 0.5 }),
      v1,
      opts
    )
    expect(up.activations.gold).toBe(1) // the root
    expect(up.activations.upgrade).toBeGreaterThan(1200)
    expect(new D(up.revenue).toFixed(0)).toBe(
      String(100 * 3000 + 200 + 100 * up.activations.upgrade)
    )
    expect(new D(up.by_type.layer.amount_usd).gt(0)).toBe(true)
  })

  it("give the same figures with and without reusing path shapes", () => {
    const u = generateGrowth({ ...growth, members: 1500, upgrade_share: 0.3 })
    const memo = simulate(u, v1, opts)
    const plain = simulate(u, v1, { ...opts, memo: false })
    expect(strip(memo)).toEqual(strip(plain))
    // also when team rates fall with the level and layers need other stars
    const odd = {
      label: "odd",
      version: 0,
      plan: resolveDraft({
        levels: {
          team_volume: {
            V1: "300",
            V2: "900",
            V3: "2000",
            V4: "5000",
            V5: "20000",
          },
        },
        bonuses: {
          team: {
            rates: {
              V1: "0.09",
              V2: "0.03",
              V3: "0.12",
              V4: "0.06",
              V5: "0.15",
            },
          },
          layer: { min_star: [0, 1, 1, 2, 0], cards: ["standard", "gold"] },
        },
      }),
    }
    const skewed = generateGrowth({
      ...growth,
      members: 2500,
      skew: 1,
      upgrade_share: 0.3,
    })
    const a = simulate(skewed, odd, opts)
    expect(strip(a)).toEqual(
      strip(simulate(skewed, odd, { ...opts, memo: false }))
    )
    expect(a.by_type.community.count).toBeGreaterThan(0)
  })

  it("refuse an invalid draft with the plan's field", () => {
    expect(() =>
      resolveDraft({ bonuses: { referral: { rate: "2" } } })
    ).toThrow(expect.objectContaining({ code: "invalid_rate" }))
  })
})
