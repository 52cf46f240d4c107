import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from "vitest"
import { setupI18n } from "../../i18n"
import { liveToken, stubApi } from "../../test/api-stub"
import { renderAt } from "../../test/render"

const entry = (over: object) => ({
  id: "p1",
  entry_id: "e1",
  asset: "USDT",
  amount: "200.00000000",
  balance_after: "200.00000000",
  kind: "recharge",
  description_key: "ledger.recharge",
  params: { chain: "BEP20", tx_hash: "0x1", amount: "200" },
  source_type: "recharge",
  source_id: "r1",
  status: "posted",
  created_at: "2026-11-22T10:00:00.000Z",
  ...over,
})

describe("/financial", () => {
  beforeAll(async () => {
    await setupI18n("pt-BR")
  })
  beforeEach(() => localStorage.setItem("uuc.token", liveToken()))
  afterEach(() => vi.unstubAllGlobals())

  it("describes records in the member's language with sign, fee, balance and status, and filters", async () => {
    const calls = stubApi(({ url }) => {
      if (url.pathname !== "/store/ledger/entries") return undefined
      const entries =
        url.searchParams.get("kind") === "burn"
          ? []
          : [
              entry({}),
              entry({
                id: "p2",
                amount: "-60.00000000",
                balance_after: null,
                kind: "withdrawal_paid",
                description_key: "ledger.withdrawal.paid",
                params: { chain: "POLYGON", net: "54", fee: "6", amount: "60" },
                status: "pending",
              }),
              entry({
                id: "p3",
                kind: "bonus_referral",
                description_key: "rewards.bonus.referral",
                status: "voided",
              }),
            ]
      return {
        body: { entries, count: entries.length ? 45 : 0, limit: 20, offset: 0 },
      }
    })
    renderAt("/financial")
    const rows = await screen.findAllByTestId("finance-row")
    expect(rows).toHaveLength(3)
    expect(rows[0].textContent).toContain(
      "Recarga de 200,00 USDT pela rede BEP20"
    )
    expect(rows[0].textContent).toContain("+200,00 USDT")
    expect(rows[0].textContent).toContain("Liquidado")
    expect(rows[1].textContent).toContain("-60,00 USDT")
    expect(within(rows[1]).getByTestId("finance-fee").textContent).toContain(
      "6,00 USDT"
    )
    expect(rows[1].textContent).toContain("Liquidação pendente")
    expect(rows[2].textContent).toContain("bonus_referral")
    expect(rows[2].textContent).toContain("Eliminado")
    expect(screen.getByText("Página 1 de 3")).toBeTruthy()

    fireEvent.click(screen.getByRole("button", { name: "Próxima" }))
    await waitFor(() =>
      expect(calls.at(-1)!.url.searchParams.get("offset")).toBe("20")
    )
    fireEvent.change(screen.getByLabelText("Tipo"), {
      target: { value: "burn" },
    })
    expect(
      await screen.findByText(
        "Nenhum registro corresponde a estes filtros. Altere-os ou limpe-os."
      )
    ).toBeTruthy()
    const last = calls.at(-1)!.url.searchParams
    expect(last.get("kind")).toBe("burn")
    expect(last.get("offset")).toBe("0")
  })
})
