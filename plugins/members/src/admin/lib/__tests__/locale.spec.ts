import { bcp47, formatMoney } from "../locale"

describe("admin locale helpers", () => {
  it("turns the dashboard's language codes into BCP 47 tags", () => {
    expect(bcp47("ptBR")).toBe("pt-BR")
    expect(bcp47("zhCN")).toBe("zh-CN")
    expect(bcp47("en")).toBe("en")
  })

  it("formats decimal strings exactly in the staff's language", () => {
    expect(formatMoney("1234567.50000000", "en")).toBe("1,234,567.5")
    expect(formatMoney("1234567.12345678", "ptBR")).toBe("1.234.567,12345678")
    expect(formatMoney("0", "zhCN")).toBe("0")
    expect(formatMoney("20.00000000", "zhCN")).toBe("20")
  })
})
