// @uuc/admin-kit's formatting (the kit has no test runner of its own; it is
// bundled into each plugin's admin build).
import {
  bcp47,
  formatAmount,
  formatClock,
  formatCountry,
  formatDate,
  formatMoney,
  formatNumber,
  formatTime,
  localeOf,
} from "@uuc/admin-kit/format"

describe("admin locale helpers", () => {
  it("turns the dashboard's language codes into BCP 47 tags", () => {
    expect(bcp47("ptBR")).toBe("pt-BR")
    expect(bcp47("zhCN")).toBe("zh-CN")
    expect(bcp47("en")).toBe("en")
    expect(localeOf("ptBR")).toBe("pt-BR")
    expect(localeOf("zhCN")).toBe("zh-CN")
    expect(localeOf("en")).toBe("en")
  })

  it("formats decimal strings exactly in the staff's language", () => {
    expect(formatMoney("1234567.50000000", "en")).toBe("1,234,567.5")
    expect(formatMoney("1234567.12345678", "ptBR")).toBe("1.234.567,12345678")
    expect(formatMoney("0", "zhCN")).toBe("0")
    expect(formatMoney("20.00000000", "zhCN")).toBe("20")
    expect(formatMoney("1234.50000000", "ptBR")).toBe("1.234,5")
    expect(formatMoney("-1234567.12345678", "en-US")).toBe(
      "-1,234,567.12345678"
    )
    expect(formatMoney("1234.50000000", "zhCN")).toBe("1,234.5")
  })

  it("shows amounts with at least two decimals, never the 8 stored places", () => {
    expect(formatAmount("100.00000000", "en")).toBe("100.00")
    expect(formatAmount("13.26666667", "en")).toBe("13.26666667")
    expect(formatAmount("1234567.50000000", "ptBR")).toBe("1.234.567,50")
    expect(formatAmount("0", "zhCN")).toBe("0.00")
  })

  it("shows times in the staff's language", () => {
    expect(() => formatTime("2026-11-22T10:00:00Z", "zhCN")).not.toThrow()
    expect(formatTime("2026-11-22T10:00:00Z", "ptBR")).toMatch(/22\/11\/2026/)
    expect(formatTime(null, "en")).toBe("—")
  })

  // "Invalid language tag: zhCN" when the dashboard's key reached Intl
  it.each(["en", "ptBR", "zhCN", "en-US", "pt-BR", "zh-CN", "xx_bad"])(
    "never throws for the dashboard language %s",
    (lng) => {
      const at = "2026-11-22T10:00:00Z"
      expect(() => formatTime(at, lng)).not.toThrow()
      expect(() => formatDate(at, lng)).not.toThrow()
      expect(() => formatClock(at, lng)).not.toThrow()
      expect(() => formatNumber("1234.5", lng)).not.toThrow()
      expect(() => formatCountry("br", lng)).not.toThrow()
    }
  )

  it("shows days, clock times, numbers and countries in the staff's language", () => {
    expect(formatDate("2026-11-22T10:00:00Z", "ptBR")).toBe("22/11/2026")
    expect(formatDate(undefined, "ptBR")).toBe("—")
    expect(formatClock("2026-11-22T10:00:00Z", "zhCN")).toMatch(/\d{2}:00:00/)
    expect(formatNumber("1234567.125", "ptBR")).toBe("1.234.567,125")
    expect(formatNumber(0.125, "en", { style: "percent" })).toBe("13%")
    expect(formatCountry("br", "ptBR")).toBe("Brasil")
    expect(formatCountry("BR", "zhCN")).toBe("巴西")
    expect(formatCountry("br", "en")).toBe("Brazil")
    expect(formatCountry(null, "en")).toBe("—")
  })
})
