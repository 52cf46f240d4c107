import {
  DEFAULT_FORM,
  money,
  percent,
  polylines,
  requestOf,
} from "../simulator"

describe("the simulator form", () => {
  it("sends versions, drafts and growth parameters, shares as fractions", () => {
    const r = requestOf({
      ...DEFAULT_FORM,
      a: { kind: "version", version: "2", draft: "" },
      b: {
        kind: "draft",
        version: "",
        draft: '{"bonuses":{"referral":{"rate":"0.2"}}}',
      },
      gold_percent: "40",
      upgrade_percent: "10",
    })
    expect(r).toEqual({
      body: {
        source: "growth",
        plan_versions: [2],
        plan_drafts: [{ bonuses: { referral: { rate: "0.2" } } }],
        members: 10000,
        days: 30,
        gold_share: 0.4,
        skew: 0.5,
        seed: 1,
        upgrade_share: 0.1,
      },
    })
  })

  it("names the slot whose draft is not JSON, and leaves growth out for today's network", () => {
    expect(
      requestOf({
        ...DEFAULT_FORM,
        b: { kind: "draft", version: "", draft: "{" },
      })
    ).toEqual({ bad: "b" })
    const r = requestOf({ ...DEFAULT_FORM, source: "current", price: "0.02" })
    expect(r).toEqual({
      body: {
        source: "current",
        plan_versions: [],
        plan_drafts: [],
        price: "0.02",
      },
    })
  })
})

describe("figures", () => {
  it("formats money and shares from decimal strings", () => {
    expect(money("1234567.5", "en")).toBe("1,234,567.50")
    expect(money("-20.00000000", "en")).toBe("-20.00")
    expect(percent("0.412345")).toBe("41.23%")
    expect(percent("0.000000")).toBe("0.00%")
    expect(percent("1.500000")).toBe("150.00%")
    expect(percent("-0.050000")).toBe("-5.00%")
  })

  it("scales every series to the largest value", () => {
    const { points, max } = polylines(
      [
        ["0", "10"],
        ["5", "5"],
      ],
      100,
      50
    )
    expect(max).toBe(10)
    expect(points).toBe("0.0,50.0 100.0,0.0|0.0,25.0 100.0,25.0")
  })
})
