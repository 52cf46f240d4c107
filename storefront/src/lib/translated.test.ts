import { describe, expect, it } from "vitest"
import { lineTexts, shippingName, specName, translated } from "./translated"

describe("translated", () => {
  const tea = {
    title: "Mountain green tea",
    metadata: { "title.pt-BR": "Chá verde da montanha", "title.zh-CN": " " },
  }

  it("answers the text of the member's language from the metadata", () => {
    expect(translated(tea, "title", tea.title, "pt-BR")).toBe(
      "Chá verde da montanha"
    )
  })

  it("falls back to the record's own text for a language without one, or an empty one", () => {
    expect(translated(tea, "title", tea.title, "ar")).toBe("Mountain green tea")
    expect(translated(tea, "title", tea.title, "zh-CN")).toBe(
      "Mountain green tea"
    )
    expect(translated({ metadata: null }, "name", "Home", "pt-BR")).toBe("Home")
  })
})

describe("spec, shipping and line names", () => {
  const buds = {
    title: "Wireless earbuds",
    metadata: { "title.zh-CN": "无线耳机" },
    variants: [
      { id: "v_black", title: "Black", metadata: { "title.zh-CN": "黑色" } },
    ],
  }

  it("names a spec and a shipping option in the member's language, else in English", () => {
    expect(specName(buds.variants[0], "zh-CN")).toBe("黑色")
    expect(specName(buds.variants[0], "pt-BR")).toBe("Black")
    expect(specName({ id: "v_1", title: null }, "zh-CN")).toBe("v_1")
    const option = {
      name: "Standard delivery",
      metadata: { "name.pt-BR": "Entrega padrão" },
    }
    expect(shippingName(option, "pt-BR")).toBe("Entrega padrão")
    expect(shippingName(option, "ar")).toBe("Standard delivery")
  })

  it("translates a cart or order line by its goods, keeping its own texts without them", () => {
    const line = {
      product_id: "p_buds",
      variant_id: "v_black",
      title: "Wireless earbuds",
      spec: "Black",
    }
    const goods = new Map([["p_buds", buds]])
    expect(lineTexts(line, goods, "zh-CN")).toEqual({
      title: "无线耳机",
      spec: "黑色",
    })
    expect(lineTexts(line, new Map(), "zh-CN")).toEqual({
      title: "Wireless earbuds",
      spec: "Black",
    })
  })
})
