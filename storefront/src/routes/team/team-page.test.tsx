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
    expect(lineVolume({ volume: "0.00000000" })).toBe("0")
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
})
