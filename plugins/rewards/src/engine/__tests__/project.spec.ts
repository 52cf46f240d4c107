import { D, units } from "../money"
import { projectLevels } from "../project"
import { plan } from "./fixtures"

const node = (id: string, over: Record<string, unknown> = {}) => ({
  member_id: id,
  volume: "0",
  star_level: 0,
  team_level: 0,
  star_level_pinned: false,
  team_level_pinned: false,
  active_direct_count: 0,
  ...over,
})

describe("levels after an activation", () => {
  it("raise team levels with the new volume and the sponsor's star on a first activation", () => {
    const { after, changed } = projectLevels({
      plan: plan(),
      amount: "200",
      first_activation: true,
      sponsor_id: "A",
      nodes: [
        node("A"),
        node("R", { volume: "1900", active_direct_count: 5, star_level: 5 }),
      ],
    })
    expect(after.get("A")).toEqual({
      star_level: 1,
      team_level: 0,
      active_direct_count: 1,
    })
    expect(after.get("R")).toEqual({
      star_level: 5,
      team_level: 1,
      active_direct_count: 5,
    })
    // what the network must report: A's star and R's team level moved
    expect(changed).toEqual(["A", "R"])
  })

  it("keeps pinned levels and leaves the sponsor's star alone on an upgrade", () => {
    const { after, changed } = projectLevels({
      plan: plan(),
      amount: "100",
      first_activation: false,
      sponsor_id: "A",
      nodes: [
        node("A", {
          volume: "5000",
          team_level: 0,
          team_level_pinned: true,
          star_level: 2,
          active_direct_count: 2,
        }),
      ],
    })
    expect(after.get("A")).toEqual({
      star_level: 2,
      team_level: 0,
      active_direct_count: 2,
    })
    expect(changed).toEqual([])
  })
})

describe("exact units of 1e-8", () => {
  it("read 8-place strings, other decimals and decimal.js values the same", () => {
    expect(units("200.00000000")).toBe(20_000_000_000n)
    expect(units("200")).toBe(20_000_000_000n)
    expect(units("0.00000001")).toBe(1n)
    expect(units("1999.99999999")).toBe(199_999_999_999n)
    expect(units(new D("1.5"))).toBe(150_000_000n)
  })
})
