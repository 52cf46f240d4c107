import { describe, expect, it } from "vitest"
import { applyDocumentLocale, directionOf } from "./direction"

describe("directionOf", () => {
  it("is rtl for Hebrew, Arabic, Persian and Kurdish, with or without a region", () => {
    for (const l of ["he", "ar", "fa", "ku", "ar-EG", "he-IL", "fa_IR"]) {
      expect(directionOf(l)).toBe("rtl")
    }
  })
  it("is ltr for the supported locales", () => {
    for (const l of ["en-US", "pt-BR", "zh-CN"])
      expect(directionOf(l)).toBe("ltr")
  })
  it("sets lang and dir on the document", () => {
    applyDocumentLocale("fa")
    expect(document.documentElement.dir).toBe("rtl")
    expect(document.documentElement.lang).toBe("fa")
    applyDocumentLocale("pt-BR")
    expect(document.documentElement.dir).toBe("ltr")
  })
})
