import { asPercent, isRatePath, percentText } from "../plan-labels"

describe("plan labels", () => {
  it("knows which fields are rates", () => {
    expect(isRatePath("split.pool_share_of_uuc")).toBe(true)
    expect(isRatePath("bonuses.team.rates.V3")).toBe(true)
    expect(isRatePath("bonuses.layer.rates")).toBe(true)
    expect(isRatePath("withdrawal.fee_rate")).toBe(true)
    expect(isRatePath("cards.gold.price")).toBe(false)
    expect(isRatePath("levels.team_volume.V1")).toBe(false)
  })

  it("shows rates as percentages without floating point", () => {
    expect(asPercent("0.15")).toBe("15")
    expect(asPercent("0.075")).toBe("7.5")
    expect(asPercent("1")).toBe("100")
    expect(asPercent("0.5")).toBe("50")
    expect(asPercent("0.10")).toBe("10")
    expect(asPercent("0.1234")).toBe("12.34")
    expect(asPercent("abc")).toBeNull()
    expect(percentText("0.10, 0.05")).toBe("10%, 5%")
    expect(percentText("0.1, x")).toBe("")
  })
})
