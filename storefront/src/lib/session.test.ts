import { afterEach, describe, expect, it, vi } from "vitest"
import { api, initSdk } from "./sdk"
import {
  clearToken,
  endSession,
  getToken,
  isLive,
  safeNext,
  setToken,
  wasEndedByServer,
} from "./session"

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

describe("safeNext", () => {
  it("keeps a path of this site and refuses anything else", () => {
    expect(safeNext("/info#password")).toBe("/info#password")
    expect(safeNext("/team?x=1")).toBe("/team?x=1")
    expect(safeNext(null)).toBe("/")
    expect(safeNext("https://evil.example")).toBe("/")
    expect(safeNext("//evil.example")).toBe("/")
    expect(safeNext("/\\evil.example")).toBe("/")
  })
})

describe("endSession", () => {
  it("clears the token, tells subscribers and remembers the server ended it", () => {
    setToken("a.b.c")
    expect(wasEndedByServer()).toBe(false)
    endSession()
    expect(getToken()).toBeNull()
    expect(wasEndedByServer()).toBe(true)
    setToken("d.e.f")
    expect(wasEndedByServer()).toBe(false)
    clearToken()
    endSession()
    expect(wasEndedByServer()).toBe(false)
  })
})

describe("api and the session", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it("ends the session on a 401 to the current token, not to a replaced one", async () => {
    initSdk({ backendUrl: "http://api.test", publishableKey: "pk" })
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: "session_expired" }), {
            status: 401,
          })
      )
    )
    setToken("new.token.x")
    await expect(
      api("/store/members/me", {
        headers: { authorization: "Bearer old.token.x" },
      })
    ).rejects.toMatchObject({ status: 401, code: "session_expired" })
    expect(getToken()).toBe("new.token.x")
    await expect(
      api("/store/members/me", {
        headers: { authorization: "Bearer new.token.x" },
      })
    ).rejects.toMatchObject({ status: 401 })
    expect(getToken()).toBeNull()
    expect(wasEndedByServer()).toBe(true)
  })
})
