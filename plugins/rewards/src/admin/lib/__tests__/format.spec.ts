import { formatUsd } from "../format"

describe("admin formatting", () => {
  it("shows a report's USD figures at 2 places, rounded half up", () => {
    expect(formatUsd("13.26666667", "en")).toBe("13.27")
    expect(formatUsd("13.26466667", "en")).toBe("13.26")
    expect(formatUsd("1234.5", "ptBR")).toBe("1.234,50")
    expect(formatUsd("0", "zhCN")).toBe("0.00")
    expect(formatUsd("-2.005", "en")).toBe("-2.01")
  })
})
