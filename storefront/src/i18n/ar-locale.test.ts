import { describe, expect, it } from "vitest"
import ar from "./locales/ar.json"
import enUS from "./locales/en-US.json"
import { directionOf } from "./direction"
import { PARTIAL_LOCALES, matchLocale } from "./locale-store"

const entries = (o: object, prefix = ""): [string, string][] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === "object"
      ? entries(v, `${prefix}${k}.`)
      : [[`${prefix}${k}`, String(v)]]
  )

describe("the Arabic locale file", () => {
  const en = new Map(entries(enUS))
  const arabic = entries(ar)

  it("is shipped as a right-to-left locale the browser language picks", () => {
    expect(PARTIAL_LOCALES).toContain("ar")
    expect(directionOf("ar")).toBe("rtl")
    expect(matchLocale("ar-EG")).toBe("ar")
  })

  it("holds only keys en-US has, with the same placeholders", () => {
    for (const [key, value] of arabic) {
      if (key === "languages.ar") continue
      expect(en.has(key), key).toBe(true)
      const vars = (s: string) => (s.match(/{{\w+}}/g) ?? []).sort()
      expect(vars(value), key).toEqual(vars(en.get(key)!))
    }
  })

  it("is written in Arabic, not copied from English", () => {
    for (const [key, value] of arabic) {
      if (key.startsWith("languages.")) continue
      expect(value, key).toMatch(/[\u0600-\u06ff]/)
    }
  })

  it("is complete: every key en-US has, so no screen falls back to English", () => {
    const keys = new Set(arabic.map(([k]) => k))
    for (const key of en.keys()) expect(keys.has(key), key).toBe(true)
  })
})
