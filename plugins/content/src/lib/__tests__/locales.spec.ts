import { pickTranslation, requestLocale, resolveLocale } from "../locales"

describe("resolveLocale", () => {
  it("answers a supported locale as is, whatever its case", () => {
    expect(resolveLocale("pt-BR")).toBe("pt-BR")
    expect(resolveLocale("zh-cn")).toBe("zh-CN")
    expect(resolveLocale("EN-us")).toBe("en-US")
  })

  it("matches by language when the region is another or missing", () => {
    expect(resolveLocale("pt")).toBe("pt-BR")
    expect(resolveLocale("pt_PT")).toBe("pt-BR")
    expect(resolveLocale("zh")).toBe("zh-CN")
    expect(resolveLocale("en-GB")).toBe("en-US")
  })

  it("falls back to en-US for unknown, empty or non-string input", () => {
    expect(resolveLocale("de-DE")).toBe("en-US")
    expect(resolveLocale("")).toBe("en-US")
    expect(resolveLocale(undefined)).toBe("en-US")
    expect(resolveLocale(["pt-BR"])).toBe("en-US")
  })
})

describe("pickTranslation", () => {
  const texts = {
    "en-US": { title: "Hello", body: "World" },
    "pt-BR": { title: "Olá", body: "Mundo" },
    "zh-CN": { title: " ", body: "" },
  }

  it("answers the locale's own text", () => {
    expect(pickTranslation(texts, "pt-BR")).toEqual(texts["pt-BR"])
  })

  it("falls back to en-US when the locale's text is missing or blank", () => {
    expect(pickTranslation(texts, "zh-CN")).toEqual(texts["en-US"])
    expect(pickTranslation({ "en-US": texts["en-US"] }, "pt-BR")).toEqual(
      texts["en-US"]
    )
  })

  it("answers undefined when there is no text at all", () => {
    expect(pickTranslation({}, "en-US")).toBeUndefined()
  })
})

describe("requestLocale", () => {
  it("prefers the locale Medusa put on the request, then the query", () => {
    expect(
      requestLocale({ locale: "zh-CN", validatedQuery: { locale: "pt-BR" } })
    ).toBe("zh-CN")
    expect(requestLocale({ validatedQuery: { locale: "pt-BR" } })).toBe("pt-BR")
    expect(requestLocale({})).toBe("en-US")
  })
})
