import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { stubApi } from "../../test/api-stub"
import { renderAt } from "../../test/render"
import { signedInMember } from "../../test/describe-hooks"

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
  signedInMember("pt-BR")

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
                description_key: "rewards.bonus.unknown",
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
    // a long flow (pages, filters): more than the default 5 s on a busy machine
  }, 20_000)
  it("shows a withdrawal's reserve as set aside, not as money arriving, and its release as not lost", async () => {
    const hold = {
      withdrawal_id: "w1",
      chain: "BEP20",
      address: "0xab",
      amount: "100",
      fee: "1",
      net: "99",
    }
    stubApi(({ url }) => {
      if (url.pathname !== "/store/ledger/entries") return undefined
      const entries = [
        entry({
          id: "h1",
          amount: "-100.00000000",
          kind: "withdrawal_hold",
          description_key: "ledger.withdrawal.hold",
          params: hold,
        }),
        entry({
          id: "h2",
          asset: "USDT_HELD",
          amount: "100.00000000",
          kind: "withdrawal_hold",
          description_key: "ledger.withdrawal.hold",
          params: hold,
        }),
        entry({
          id: "h3",
          asset: "USDT_HELD",
          amount: "-100.00000000",
          kind: "withdrawal_returned",
          description_key: "ledger.withdrawal.returned",
          params: { ...hold, reason: "" },
        }),
      ]
      return { body: { entries, count: 3, limit: 20, offset: 0 } }
    })
    renderAt("/financial")
    const rows = await screen.findAllByTestId("finance-row")
    expect(rows).toHaveLength(3)
    expect(rows[0].textContent).toContain("-100,00 USDT")
    expect(within(rows[0]).queryByTestId("finance-held")).toBeNull()
    const reserved = within(rows[1]).getByTestId("finance-held")
    expect(reserved.textContent).toContain("Reservado para o seu saque")
    expect(reserved.textContent).not.toContain("+")
    expect(reserved.className).not.toMatch(/emerald|red/)
    const released = within(rows[2]).getByTestId("finance-held")
    expect(released.textContent).toContain("Liberado da reserva")
    expect(released.textContent).not.toContain("-")
  })
  it("explains a sponsor's activation lines by its bonus records and describes the buyer's", async () => {
    const bonus = (over: object) => ({
      id: "b1",
      activation_id: "act_1",
      type: "referral",
      rate: "0.1",
      amount_usd: "20.00000000",
      usdt: "15.00000000",
      repaid: "0.00000000",
      uuc: "250.00000000",
      uuc_pool: "250.00000000",
      status: "settled",
      plan_version: 1,
      split: { usdt: "0.75", pool_share_of_uuc: "0.5" },
      price: "0.01",
      description_key: "rewards.bonus.referral",
      params: {
        rate_percent: "10",
        amount_usd: "20.00000000",
        activation_amount: "200.00000000",
        card: "gold",
        kind: "activation",
        buyer: "bia",
        plan_version: 1,
      },
      created_at: "2026-11-22T10:00:00.000Z",
      ...over,
    })
    const params = {
      activation_id: "act_1",
      card: "gold",
      amount: "200.00000000",
      plan_version: 1,
      price: "0.01",
    }
    const calls = stubApi(({ url }) => {
      if (url.pathname === "/store/bonus-records")
        return {
          body: {
            bonus_records: [
              bonus({}),
              bonus({
                id: "b2",
                type: "layer",
                description_key: "rewards.bonus.layer",
                params: { ...bonus({}).params, layer: 1 },
              }),
            ],
            count: 2,
          },
        }
      if (url.pathname !== "/store/ledger/entries") return undefined
      const entries = [
        entry({
          id: "p1",
          asset: "USDT",
          amount: "30.00000000",
          kind: "activation",
          description_key: "rewards.activation",
          params,
        }),
        entry({
          id: "p2",
          asset: "USDT",
          amount: "-200.00000000",
          kind: "activation",
          description_key: "rewards.upgrade",
          params: { ...params, amount: "100.00000000" },
        }),
        entry({
          id: "p3",
          asset: "UUC_POOL",
          amount: "500.00000000",
          kind: "activation",
          description_key: "rewards.activation",
          params,
        }),
      ]
      return { body: { entries, count: 3, limit: 20, offset: 0 } }
    })
    renderAt("/financial")
    const rows = await screen.findAllByTestId("finance-row")
    expect(rows[0].textContent).toContain(
      "Bônus de uma ativação de 200,00 USD (Cartão ouro)"
    )
    const explained = await within(rows[0]).findAllByTestId("line-bonus-text")
    expect(explained.map((e) => e.textContent)).toEqual([
      "Bônus de indicação: 10% da ativação de 200,00 USD (Cartão ouro) de bia (15,00 USDT)",
      "Bônus de camada 1: 10% da ativação de 200,00 USD (Cartão ouro) de bia (15,00 USDT)",
    ])
    // each bonus says its USD amount, the split and the UUC price used
    const splits = within(rows[0]).getAllByTestId("bonus-split")
    expect(splits[0].textContent).toBe(
      "Bônus de 20,00 USD: 75% em USDT (15,00 USDT) e 25% em UUC a 0,01 USD por UUC (500,00 UUC); 50% desse UUC (250,00 UUC) fica bloqueado no pool baixo."
    )
    // an upline's line is a bonus (the filter of that name finds it); the buyer's is the activation
    expect(rows[0].textContent).toContain("Bônus ·")
    expect(rows[1].textContent).toContain("Ativação de cartão")
    expect(rows[1].textContent).toContain(
      "Upgrade para Cartão ouro por 100,00 USD"
    )
    expect(within(rows[1]).queryByTestId("line-bonuses")).toBeNull()
    // the low pool's line says so
    expect(within(rows[2]).getByTestId("finance-desc").textContent).toBe(
      "Bônus de uma ativação de 200,00 USD (Cartão ouro): o UUC bloqueado no pool baixo"
    )
    expect(within(rows[2]).getByTestId("finance-pool-label").textContent).toBe(
      "Pool baixo: UUC bloqueado"
    )
    expect(within(rows[0]).queryByTestId("finance-pool-label")).toBeNull()
    const asked = calls.filter((c) => c.url.pathname === "/store/bonus-records")
    expect(asked).toHaveLength(1)
    expect(asked[0].url.searchParams.get("activation_id")).toBe("act_1")
  })

  it("lists the member's bonuses on their tab: type, USD, its parts, status and explanation", async () => {
    const calls = stubApi(({ url }) => {
      if (url.pathname === "/store/ledger/entries")
        return { body: { entries: [], count: 0, limit: 20, offset: 0 } }
      if (url.pathname !== "/store/bonus-records") return undefined
      if (url.searchParams.get("status") === "eliminated")
        return {
          body: {
            bonus_records: [],
            count: 0,
            totals: {
              amount_usd: "0",
              usdt: "0",
              repaid: "0",
              uuc: "0",
              uuc_pool: "0",
            },
          },
        }
      return {
        body: {
          bonus_records: [
            {
              id: "b9",
              activation_id: "act_9",
              type: "team",
              rate: "0.03",
              amount_usd: "6.00000000",
              usdt: "4.50000000",
              repaid: "1.50000000",
              uuc: "75.00000000",
              uuc_pool: "75.00000000",
              status: "pending_elimination",
              plan_version: 1,
              description_key: "rewards.bonus.team",
              params: {
                rate_percent: "3",
                activation_amount: "200.00000000",
                card: "gold",
                buyer: "caio",
                team_level: "V1",
              },
              created_at: "2026-11-22T10:00:00.000Z",
            },
          ],
          count: 1,
          totals: {
            amount_usd: "6.00000000",
            usdt: "4.50000000",
            repaid: "1.50000000",
            uuc: "75.00000000",
            uuc_pool: "75.00000000",
          },
        },
      }
    })
    renderAt("/financial?tab=bonuses")
    const row = await screen.findByTestId("bonus-row")
    expect(row.textContent).toContain("Bônus de equipe")
    expect(row.textContent).toContain("6,00 USD")
    expect(within(row).getByTestId("bonus-usdt").textContent).toContain(
      "4,50 USDT"
    )
    expect(within(row).getByTestId("bonus-repaid").textContent).toContain(
      "1,50 USDT"
    )
    expect(row.textContent).toContain("75,00 UUC")
    expect(row.textContent).toContain("Eliminação pendente")
    expect(within(row).getByTestId("bonus-desc").textContent).toBe(
      "Bônus de equipe (V1): 3% da ativação de 200,00 USD (Cartão ouro) de caio"
    )
    fireEvent.change(screen.getByLabelText("Situação"), {
      target: { value: "eliminated" },
    })
    expect(
      await screen.findByText(
        "Nenhum bônus corresponde a esses filtros. Altere ou limpe-os."
      )
    ).toBeTruthy()
    expect(calls.at(-1)!.url.searchParams.get("status")).toBe("eliminated")
  })
})
