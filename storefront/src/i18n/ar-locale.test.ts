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

  it("covers the screens a visitor sees first", () => {
    const keys = new Set(arabic.map(([k]) => k))
    for (const section of ["app.", "nav.", "home.", "auth.", "register."])
      for (const key of en.keys())
        if (key.startsWith(section)) expect(keys.has(key), key).toBe(true)
  })
})
