import { screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { stubApi } from "../../test/api-stub"
import { renderAt } from "../../test/render"
import { signedInMember } from "../../test/describe-hooks"

// A newcomer on /recharge: how long it takes, the minimum, what a wrong amount
// does; every TX hash opens the chain's explorer (the watched chain's id decides).

const TX = "0x" + "a".repeat(64)
const PAYOUT = "0x" + "b".repeat(64)
const BEP = "0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c"
const recharge = (over: object) => ({
  id: "rch_1",
  amount: "200.00000000",
  chain: "BEP20",
  tx_hash: TX,
  to_address: BEP,
  status: "pending",
  reason: null,
  created_at: "2026-11-22T10:00:00.000Z",
  ...over,
})

const stub = (watched: boolean) =>
  stubApi(({ url }) => {
    if (url.pathname === "/store/chain-addresses")
      return {
        body: {
          chain_addresses: [{ chain: "BEP20", address: BEP }],
          recharge_links: [],
        },
      }
    if (url.pathname === "/store/deposit-addresses")
      return {
        body: {
          deposit_addresses: watched
            ? [
                {
                  chain: "BEP20",
                  address: "0x695f95b8063f0f3aa32ed32c064e48a17da491b5",
                  token: "0x55d398326f99059ff775485246999027b3197955",
                  confirmations: 15,
                  chain_id: 97,
                },
              ]
            : [],
        },
      }
    if (url.pathname === "/store/recharges")
      return {
        body: {
          recharges: [
            recharge({}),
            recharge({ id: "rch_2", chain: "POLYGON", tx_hash: PAYOUT }),
          ],
          count: 2,
          limit: 10,
          offset: 0,
        },
      }
    if (url.pathname === "/store/withdrawals/rules")
      return {
        body: {
          rules: {
            min: "50",
            per_day: 1,
            closed_weekdays: [6, 0],
            timezone: "UTC",
            fee_rate: "0.10",
            reduced_fee_rate: "0.05",
            reduced_fee_min_direct: 3,
            active_direct_count: 1,
            chains: ["BEP20", "POLYGON"],
            chain_decimals: { BEP20: 18, POLYGON: 6 },
            today: "2026-11-23",
            closed_today: false,
            used_today: 0,
            borrowing: false,
            available: "120.00000000",
          },
        },
      }
    if (url.pathname === "/store/ledger/balances")
      return {
        body: {
          balances: {
            USDT: "120.00000000",
            USDT_HELD: "0.00000000",
            UUC: "0.00000000",
            UUC_POOL: "0.00000000",
            POINTS: "0.00000000",
          },
        },
      }
    if (url.pathname === "/store/members/me")
      return {
        body: { member: { id: "m", username: "ana", wallet_address: null } },
      }
    if (url.pathname === "/store/withdrawals")
      return {
        body: {
          withdrawals: [
            {
              id: "wd_1",
              amount: "80.00000000",
              fee: "8.00000000",
              fee_rate: "0.10",
              net: "72.00000000",
              chain: "POLYGON",
              address: "0x" + "12".repeat(20),
              status: "passed",
              payout_tx_hash: PAYOUT,
              reason: null,
              created_at: "2026-11-20T10:00:00.000Z",
            },
          ],
          count: 1,
          limit: 10,
          offset: 0,
        },
      }
    return undefined
  })

describe("/recharge for a newcomer in pt-BR", () => {
  signedInMember("pt-BR")

  it("says how long it takes (the watched chain's confirmations), the minimum and what a different amount does", async () => {
    stub(true)
    renderAt("/recharge")
    const rules = await screen.findByTestId("recharge-rules")
    expect(
      (await within(rules).findByTestId("recharge-rule-time")).textContent
    ).toContain("15 confirmações de bloco")
    expect(within(rules).getByTestId("recharge-rule-min").textContent).toBe(
      "Valor mínimo: nenhum; qualquer valor acima de 0 USDT é creditado."
    )
    expect(
      within(rules).getByTestId("recharge-rule-amount").textContent
    ).toContain("Se for diferente da transferência na rede")
  })

  it("links each TX hash to the explorer of its chain: the watched chain's id (BSC testnet here), else its name", async () => {
    stub(true)
    renderAt("/recharge")
    const history = await screen.findByTestId("recharge-history")
    const links = await within(history).findAllByTestId("tx-link")
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      `https://testnet.bscscan.com/tx/${TX}`,
      `https://polygonscan.com/tx/${PAYOUT}`,
    ])
    expect(links[0].getAttribute("rel")).toContain("noopener")
    expect(links[0].textContent).toBe(TX)
  })

  it("without a watched chain: staff confirm by hand, and BEP20 links to BSC", async () => {
    stub(false)
    renderAt("/recharge")
    const rules = await screen.findByTestId("recharge-rules")
    expect(within(rules).getByTestId("recharge-rule-time").textContent).toBe(
      "Quanto tempo: a equipe confere cada aviso na rede e o confirma manualmente; o status aparece abaixo."
    )
    const history = await screen.findByTestId("recharge-history")
    const links = await within(history).findAllByTestId("tx-link")
    expect(links[0].getAttribute("href")).toBe(`https://bscscan.com/tx/${TX}`)
  })
})

describe("/exchange's payout TX in zh-CN", () => {
  signedInMember("zh-CN")

  it("links a withdrawal's payout TX to the chain's explorer", async () => {
    stub(false)
    renderAt("/exchange")
    const history = await screen.findByTestId("withdraw-history")
    const link = await within(history).findByTestId("tx-link")
    expect(link.getAttribute("href")).toBe(
      `https://polygonscan.com/tx/${PAYOUT}`
    )
  })
})
