import { addDays, dayIn, isDay } from "../day"
import { rankDay, type Earner } from "../rank"

const REWARDS = [
  "2000",
  "1500",
  "1200",
  "1000",
  "800",
  "600",
  "500",
  "400",
  "300",
  "200",
]
const earner = (over: Partial<Earner> = {}): Earner => ({
  username: "u",
  active: true,
  frozen: false,
  ...over,
})
const s = (member_id: string, count: number, minute: number) => ({
  member_id,
  count,
  reached_at: `2026-11-20T10:${String(minute).padStart(2, "0")}:00.000Z`,
})

describe("rankDay", () => {
  it("keeps the given order (count, then who reached it first) and pays ranks 1..10", () => {
    const standings = Array.from({ length: 12 }, (_, i) =>
      s(`m${i}`, 12 - i, i)
    )
    const earners = new Map(standings.map((x) => [x.member_id, earner()]))
    const ranked = rankDay({
      standings,
      earners,
      rewards: REWARDS,
      first_place_min: 3,
    })
    expect(ranked.map((r) => [r.rank, r.member_id, r.uuc])).toEqual(
      REWARDS.map((uuc, i) => [i + 1, `m${i}`, uuc])
    )
  })

  it("leaves rank 1 unpaid below the minimum; the others keep their ranks", () => {
    const standings = [s("a", 2, 1), s("b", 2, 2), s("c", 1, 0)]
    const earners = new Map(standings.map((x) => [x.member_id, earner()]))
    const ranked = rankDay({
      standings,
      earners,
      rewards: REWARDS,
      first_place_min: 3,
    })
    expect(ranked.map((r) => [r.rank, r.member_id, r.uuc, r.status])).toEqual([
      [1, "a", "0", null],
      [2, "b", "1500", "settled"],
      [3, "c", "1200", "settled"],
    ])
  })

  it("skips inactive members and holds a frozen member's reward", () => {
    const standings = [s("a", 3, 0), s("b", 3, 1), s("c", 1, 2)]
    const earners = new Map([
      ["a", earner({ active: false })],
      ["b", earner({ frozen: true })],
      ["c", earner()],
    ])
    const ranked = rankDay({
      standings,
      earners,
      rewards: REWARDS,
      first_place_min: 3,
    })
    expect(ranked.map((r) => [r.rank, r.member_id, r.status])).toEqual([
      [1, "b", "pending_elimination"],
      [2, "c", "settled"],
    ])
  })
})

describe("days", () => {
  it("validates, moves and localizes days", () => {
    expect(isDay("2026-02-29")).toBe(false)
    expect(isDay("2028-02-29")).toBe(true)
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01")
    const at = new Date("2026-11-20T23:30:00Z")
    expect(dayIn("UTC", at)).toBe("2026-11-20")
    expect(dayIn("Asia/Shanghai", at)).toBe("2026-11-21")
  })
})
