import { formatMoney, formatUsd, localeOf } from "../format"

describe("admin formatting", () => {
  it("turns the dashboard's language codes into BCP 47 tags", () => {
    expect(localeOf("ptBR")).toBe("pt-BR")
    expect(localeOf("zhCN")).toBe("zh-CN")
    expect(localeOf("en")).toBe("en")
  })

  it("formats decimal strings exactly in the staff's language", () => {
    expect(formatMoney("1234567.50000000", "en")).toBe("1,234,567.5")
    expect(formatMoney("1234567.12345678", "ptBR")).toBe("1.234.567,12345678")
    expect(formatMoney("20.00000000", "zhCN")).toBe("20")
  })

  it("shows a report's USD figures at 2 places, rounded half up", () => {
    expect(formatUsd("13.26666667", "en")).toBe("13.27")
    expect(formatUsd("13.26466667", "en")).toBe("13.26")
    expect(formatUsd("1234.5", "ptBR")).toBe("1.234,50")
    expect(formatUsd("0", "zhCN")).toBe("0.00")
    expect(formatUsd("-2.005", "en")).toBe("-2.01")
  })
})
