import { screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { stubApi } from "../../test/api-stub"
import { renderAt } from "../../test/render"
import { lineVolume } from "./team-page"
import { signedInMember } from "../../test/describe-hooks"

const node = (username: string, line: number, over: object = {}) => ({
  username,
  line,
  card: null,
  star_level: 0,
  team_level: 0,
  size: 1,
  volume: "0.00000000",
  own_volume: "0.00000000",
  children: [],
  ...over,
})

describe("/team", () => {
  signedInMember("en-US")

  it("adds a line root's own purchases to the team volume below it", () => {
    expect(lineVolume({ volume: "100.5", own_volume: "50.25" })).toBe("150.75")
    expect(lineVolume({ volume: "0.00000000", own_volume: "0.00000000" })).toBe(
      "0"
    )
  })

  it("shows a line's volume right after its root bought a card, with '1 member'", async () => {
    stubApi((call) => {
      if (call.url.pathname === "/store/network/team")
        return {
          body: {
            member: {
              username: "root",
              size: 4,
              volume: "1100.00000000",
              direct_count: 3,
            },
            lines: [
              node("ann", 1, { own_volume: "100.00000000", card: "standard" }),
              node("bob", 2, {
                size: 3,
                volume: "1000.00000000",
              }),
            ],
            directs: [],
            directs_count: 0,
            limit: 20,
            offset: 0,
          },
        }
    })
    renderAt("/team")
    const [ann, bob] = await screen.findAllByTestId("team-node")
    // Not "$0": ann's own card is the line's volume.
    expect(ann.textContent).toContain("1 member · $100")
    expect(bob.textContent).toContain("3 members · $1,000")
  })

  const teamWith = (lines: object[]) =>
    stubApi((call) =>
      call.url.pathname === "/store/network/team"
        ? {
            body: {
              member: {
                username: "root",
                size: 2,
                volume: "0",
                direct_count: 1,
              },
              lines,
              directs: [],
              directs_count: 0,
              limit: 20,
              offset: 0,
            },
          }
        : undefined
    )

  it("shows the three lines when only line 1 is filled, the empty ones as such", async () => {
    teamWith([node("ann", 1)])
    renderAt("/team")
    const [ann] = await screen.findAllByTestId("team-node")
    expect(ann.textContent).toContain("Line 1")
    expect(ann.textContent).toContain("ann")
    // a member with nobody below has no stray bullet before the name
    expect(ann.querySelector('[aria-hidden="true"]')!.textContent).toBe("")
    const empty = screen.getAllByTestId("team-line-empty")
    expect(empty.map((e) => e.textContent)).toEqual([
      "Line 2Nobody is placed in this line yet",
      "Line 3Nobody is placed in this line yet",
    ])
    expect(screen.queryByText(/Share your referral link/)).toBeNull()
  })

  it("shows line 2 in its own place when line 1 is empty", async () => {
    teamWith([node("bob", 2)])
    renderAt("/team")
    const rows = (await screen.findByTestId("team")).querySelectorAll(
      "section:first-child li"
    )
    expect([...rows].map((r) => r.textContent)).toEqual([
      "Line 1Nobody is placed in this line yet",
      expect.stringContaining("Line 2bob"),
      "Line 3Nobody is placed in this line yet",
    ])
  })

  it("shows three empty lines and how to start a team when nobody is placed", async () => {
    teamWith([])
    renderAt("/team")
    expect(await screen.findAllByTestId("team-line-empty")).toHaveLength(3)
    expect(screen.getByText(/Share your referral link/)).toBeTruthy()
  })
})
