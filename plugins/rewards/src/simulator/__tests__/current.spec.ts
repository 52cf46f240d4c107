import { plan as DEFAULTS } from "@uuc/data"
import { scenarioFromRows, simulate } from ".."

const node = (
  member_id: string,
  parent_id: string | null,
  sponsor_id: string | null,
  created_at: string
) => ({
  member_id,
  parent_id,
  sponsor_id,
  star_level_pinned: null,
  team_level_pinned: null,
  created_at,
})

describe("a copy of today's network", () => {
  const nodes = [
    node("root", null, null, "2026-11-01T08:00:00Z"),
    node("alice", "root", "root", "2026-11-01T09:00:00Z"),
    node("bob", "alice", "alice", "2026-11-03T09:00:00Z"),
  ]
  const acts = [
    {
      member_id: "alice",
      card: "standard" as const,
      created_at: "2026-11-01T10:00:00Z",
    },
    {
      member_id: "bob",
      card: "gold" as const,
      created_at: "2026-11-03T10:00:00Z",
    },
    {
      member_id: "alice",
      card: "gold" as const,
      created_at: "2026-11-03T11:00:00Z",
    },
  ]
  const s = scenarioFromRows(nodes, acts)

  it("keeps the stored tree and the activations' order, one day per date", () => {
    expect(Array.from(s.parent)).toEqual([-1, 0, 1])
    expect(Array.from(s.events.member)).toEqual([1, 2, 1])
    expect(Array.from(s.events.day)).toEqual([0, 2, 2])
    expect(s.days).toEqual(["2026-11-01", "2026-11-02", "2026-11-03"])
    expect(Array.from(s.joins)).toEqual([2, 0, 1])
  })

  it("replays them under a plan: the worked example, then alice's upgrade", () => {
    const r = simulate(
      s,
      { label: "v1", version: 1, plan: DEFAULTS },
      { price: "0.01" }
    )
    // root holds no card: nothing for alice's card; bob's gold pays alice 20 + 20;
    // alice's upgrade (P = 100) pays nobody (root is inactive)
    expect(r.activations).toEqual({
      standard: 1,
      gold: 1,
      upgrade: 1,
      skipped: 0,
    })
    expect(r.revenue).toBe("400.00000000")
    expect(r.by_type.referral.usdt).toBe("15.00000000")
    expect(r.by_type.layer.uuc_pool).toBe("250.00000000")
    expect(r.paid_usd).toBe("40.00000000")
    expect(r.per_day.map((d) => d.paid_usd)).toEqual([
      "0.00000000",
      "0.00000000",
      "40.00000000",
    ])
  })

  it("refuses nodes listed before their parent", () => {
    expect(() => scenarioFromRows([nodes[1], nodes[0]], [])).toThrow()
  })
})
