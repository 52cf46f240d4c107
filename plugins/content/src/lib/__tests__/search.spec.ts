import { containsPattern, noticeSearchText } from "../search"

describe("noticeSearchText", () => {
  it("joins every locale's title, lower-cased, and leaves bodies out", () => {
    const text = noticeSearchText({
      "en-US": { title: "Maintenance WINDOW", body: "secret body" },
      "pt-BR": { title: "Janela de MANUTENÇÃO", body: "corpo" },
      "zh-CN": { title: "维护窗口", body: "正文" },
    })
    expect(text).toContain("maintenance window")
    expect(text).toContain("janela de manutenção")
    expect(text).toContain("维护窗口")
    expect(text).not.toContain("secret")
  })
})

describe("containsPattern", () => {
  it("matches anywhere, lower-cased and trimmed", () => {
    expect(containsPattern("  MANUTENÇÃO ")).toBe("%manutenção%")
  })

  it("escapes LIKE's wildcards and its escape character", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%")
  })
})
