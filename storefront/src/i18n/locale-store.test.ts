import { describe, expect, it } from "vitest"
import {
  STORAGE_KEY,
  initialLocale,
  matchLocale,
  saveLocale,
} from "./locale-store"

describe("locale choice", () => {
  it("prefers the saved locale over the browser's languages", () => {
    saveLocale("zh-CN")
    expect(localStorage.getItem(STORAGE_KEY)).toBe("zh-CN")
    expect(initialLocale(localStorage, ["pt-BR"])).toBe("zh-CN")
  })
  it("falls back to the browser's language, matched by language", () => {
    expect(initialLocale(localStorage, ["pt-PT", "en"])).toBe("pt-BR")
    expect(initialLocale(localStorage, ["zh-Hans-CN"])).toBe("zh-CN")
  })
  it("ends at en-US for anything unsupported, saved junk included", () => {
    localStorage.setItem(STORAGE_KEY, "xx-YY")
    expect(initialLocale(localStorage, ["de-DE"])).toBe("en-US")
    expect(matchLocale("")).toBeNull()
  })
})
