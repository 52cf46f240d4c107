import { describe, expect, it } from "vitest"
import { isLive } from "./session"

const token = (payload: object) =>
  `x.${btoa(JSON.stringify(payload)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_")}.y`

describe("isLive", () => {
  it("accepts a token whose exp is ahead and refuses an expired, junk or missing one", () => {
    const now = Date.UTC(2026, 10, 22)
    expect(isLive(token({ exp: now / 1000 + 60 }), now)).toBe(true)
    expect(isLive(token({ exp: now / 1000 - 1 }), now)).toBe(false)
    expect(isLive("junk", now)).toBe(false)
    expect(isLive(null, now)).toBe(false)
  })
})
