import { fireEvent, screen, waitFor } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { stubApi } from "../../test/api-stub"
import { renderAt } from "../../test/render"
import { signedInMember } from "../../test/describe-hooks"
import { dayBound } from "./financial-page"
import { formatDayText, parseDayText } from "../../lib/day-text"

const empty = { entries: [], count: 0, limit: 20, offset: 0 }
const stubEntries = () =>
  stubApi(({ url }) =>
    url.pathname === "/store/ledger/entries" ? { body: empty } : undefined
  )
const kindOptions = () =>
  [
    ...(document.querySelector("#filter-kind") as HTMLSelectElement).options,
  ].map((o) => o.textContent ?? "")

const cases = [
  {
    locale: "pt-BR",
    pattern: "dd/mm/aaaa",
    typed: "05/11/2026",
    invalid: "31/02/2026",
    error: "Digite uma data válida no formato dd/mm/aaaa.",
    internal: ["Crédito de teste", "Pagamento na loja (reservado)"],
    shop: "Loja",
    server:
      "Não foi possível carregar os registros financeiros: o servidor teve um problema. Tente novamente em instantes.",
    offline: "o servidor não respondeu. Verifique sua conexão",
    retry: "Tentar de novo",
  },
  {
    locale: "zh-CN",
    pattern: "yyyy/mm/dd",
    typed: "2026/11/05",
    invalid: "2026/02/31",
    error: "请按 yyyy/mm/dd 格式输入有效日期。",
    internal: ["测试入账", "商城付款（冻结）"],
    shop: "商城",
    server: "无法加载财务记录：服务器出现问题。请稍后重试。",
    offline: "无法连接服务器",
    retry: "重试",
  },
] as const

for (const c of cases)
  describe(`/financial's filters in ${c.locale}`, () => {
    signedInMember(c.locale)

    it("offers only kinds a member understands: no test credit, no reserved shop payment", async () => {
      stubEntries()
      renderAt("/financial")
      await waitFor(() =>
        expect(document.querySelector("#filter-kind")).not.toBeNull()
      )
      const options = kindOptions()
      for (const internal of c.internal) expect(options).not.toContain(internal)
      expect(options).toContain(c.shop)
    })

    it("takes dates typed in the language's order and says how to write a wrong one", async () => {
      const calls = stubEntries()
      renderAt("/financial")
      const from = (await screen.findByLabelText(
        new RegExp(c.pattern.replace(/\//g, "\\/")),
        { selector: "#filter-from" }
      )) as HTMLInputElement
      expect(from.type).toBe("text")
      expect(from.placeholder).toBe(c.pattern)
      fireEvent.change(from, { target: { value: c.typed } })
      await waitFor(() =>
        expect(calls.at(-1)!.url.searchParams.get("from")).toBe(
          dayBound("2026-11-05", false)
        )
      )
      const to = document.querySelector("#filter-to") as HTMLInputElement
      fireEvent.change(to, { target: { value: c.invalid } })
      fireEvent.blur(to)
      expect(await screen.findByText(c.error)).toBeTruthy()
      expect(to.getAttribute("aria-invalid")).toBe("true")
      expect(calls.at(-1)!.url.searchParams.get("to")).toBeNull()
    })

    it("fails fast with the cause and a retry, even with the app's retrying defaults", async () => {
      let fail = true
      const calls = stubApi(({ url }) =>
        url.pathname === "/store/ledger/entries"
          ? fail
            ? { status: 503, body: {} }
            : { body: empty }
          : undefined
      )
      renderAt("/financial", { queries: {} })
      // React Query's own three retries would keep the skeleton for ~7 s
      expect(
        await screen.findByText(c.server, {}, { timeout: 2000 })
      ).toBeTruthy()
      const tries = calls.filter(
        (x) => x.url.pathname === "/store/ledger/entries"
      ).length
      expect(tries).toBeLessThanOrEqual(2)
      fail = false
      fireEvent.click(screen.getByRole("button", { name: c.retry }))
      await waitFor(() => expect(screen.queryByText(c.server)).toBeNull())
    })

    it("says when the server cannot be reached at all", async () => {
      vi.stubGlobal(
        "fetch",
        vi.fn(async () => {
          throw new TypeError("Failed to fetch")
        })
      )
      renderAt("/financial", { queries: {} })
      expect(
        await screen.findByText(new RegExp(c.offline), {}, { timeout: 2000 })
      ).toBeTruthy()
    })
  })

describe("day text", () => {
  it("reads and writes each language's order", () => {
    expect(parseDayText("05/11/2026", "pt-BR")).toBe("2026-11-05")
    expect(parseDayText("5.11.2026", "pt-BR")).toBe("2026-11-05")
    expect(parseDayText("2026/11/05", "zh-CN")).toBe("2026-11-05")
    expect(parseDayText("11/05/2026", "en-US")).toBe("2026-11-05")
    expect(parseDayText("٠٥/١١/٢٠٢٦", "ar")).toBe("2026-11-05")
    expect(parseDayText("", "pt-BR")).toBe("")
    expect(parseDayText("31/02/2026", "pt-BR")).toBeNull()
    expect(parseDayText("05/11/26", "pt-BR")).toBeNull()
    expect(formatDayText("2026-11-05", "pt-BR")).toBe("05/11/2026")
    expect(formatDayText("2026-11-05", "zh-CN")).toBe("2026/11/05")
    expect(formatDayText("2026-11-05", "en-US")).toBe("11/05/2026")
  })
})
