import { describe, expect, it } from "vitest"
import { changeLocale, i18next, setupI18n } from "."
import { STORAGE_KEY, initialLocale } from "./locale-store"

describe("setupI18n", () => {
  it("loads only the active locale and remembers the switch for the next visit", async () => {
    await setupI18n("pt-BR")
    expect(i18next.hasResourceBundle("pt-BR", "translation")).toBe(true)
    expect(i18next.hasResourceBundle("en-US", "translation")).toBe(false)
    expect(i18next.hasResourceBundle("zh-CN", "translation")).toBe(false)
    expect(document.documentElement.lang).toBe("pt-BR")

    await changeLocale("zh-CN")
    expect(localStorage.getItem(STORAGE_KEY)).toBe("zh-CN")
    expect(i18next.t("nav.home")).toBe("首页")
    // A reload starts from the saved choice, whatever the browser prefers.
    expect(initialLocale(localStorage, ["pt-BR", "en-US"])).toBe("zh-CN")
  })

  it("falls back to en-US for a locale nobody supports", async () => {
    await changeLocale("de-DE")
    expect(i18next.language).toBe("en-US")
    expect(document.documentElement.dir).toBe("ltr")
  })
})
