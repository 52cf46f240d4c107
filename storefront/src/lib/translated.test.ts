import { describe, expect, it } from "vitest"
import { translated } from "./translated"

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
