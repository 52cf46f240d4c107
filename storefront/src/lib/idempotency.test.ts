import { describe, expect, it } from "vitest"
import { ActionKey } from "./idempotency"

describe("ActionKey", () => {
  const counter = () => {
    let n = 0
    return () => `k${++n}`
  }
  it("reuses the key when the same action is retried", () => {
    const key = new ActionKey(counter())
    expect(key.for({ amount: "5" })).toBe("k1")
    expect(key.for({ amount: "5" })).toBe("k1")
  })
  it("starts a new key for another body or after success", () => {
    const key = new ActionKey(counter())
    expect(key.for({ amount: "5" })).toBe("k1")
    expect(key.for({ amount: "6" })).toBe("k2")
    key.done()
    expect(key.for({ amount: "6" })).toBe("k3")
  })
  it("uses random UUIDs by default", () => {
    const a = new ActionKey().for({})
    const b = new ActionKey().for({})
    expect(a).toMatch(/^[0-9a-f-]{36}$/)
    expect(a).not.toBe(b)
  })
})
