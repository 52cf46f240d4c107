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

  // Arabic has six plural forms (zero, one, two, few, many, other) where English
  // has two: a key en-US pluralises may have all six.
  const ARABIC_PLURAL = /_(zero|two|few|many)$/
  const enKeyOf = (key: string) =>
    ARABIC_PLURAL.test(key) ? key.replace(ARABIC_PLURAL, "_other") : key

  it("holds only keys en-US has, with the same placeholders", () => {
    for (const [key, value] of arabic) {
      if (key === "languages.ar") continue
      expect(en.has(enKeyOf(key)), key).toBe(true)
      const vars = (s: string) => (s.match(/{{\w+}}/g) ?? []).sort()
      expect(vars(value), key).toEqual(vars(en.get(enKeyOf(key))!))
    }
  })

  it("has every Arabic plural form of the keys en-US pluralises", () => {
    const keys = new Set(arabic.map(([k]) => k))
    for (const key of en.keys()) {
      if (!key.endsWith("_other")) continue
      const base = key.slice(0, -"_other".length)
      for (const form of ["zero", "one", "two", "few", "many", "other"])
        expect(keys.has(`${base}_${form}`), `${base}_${form}`).toBe(true)
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
