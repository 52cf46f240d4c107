import { formatAmount, formatTime } from "../format"

describe("admin formatting in the dashboard's languages", () => {
  it("takes the dashboard's codes (ptBR, zhCN) as well as BCP 47 tags", () => {
    expect(formatAmount("1234.50000000", "ptBR")).toBe("1.234,5")
    expect(formatAmount("-1234567.12345678", "en-US")).toBe(
      "-1,234,567.12345678"
    )
    expect(formatAmount("1234.50000000", "zhCN")).toBe("1,234.5")
    expect(() => formatTime("2026-11-22T10:00:00Z", "zhCN")).not.toThrow()
    expect(formatTime("2026-11-22T10:00:00Z", "ptBR")).toMatch(/22\/11\/2026/)
  })
})
