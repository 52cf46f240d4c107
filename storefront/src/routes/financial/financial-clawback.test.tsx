import { screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { stubApi } from "../../test/api-stub"
import { renderAt } from "../../test/render"
import { signedInMember } from "../../test/describe-hooks"

// A downline refunds a card within its cooling-off period: the refund's entry
// takes the upline's settled bonuses back (rules.md §4, Cooling-off). The
// upline's line names whose card and which bonus, never "your card's refund".

const takenBack = {
  id: "p9",
  entry_id: "e9",
  asset: "UUC",
  amount: "-37.50000000",
  balance_after: "12.50000000",
  kind: "refund",
  description_key: "rewards.refund",
  params: {
    activation_id: "act_7",
    card: "gold",
    kind: "activation",
    amount: "200",
    plan_version: 1,
  },
  source_type: "activation",
  source_id: "act_7",
  status: "posted",
  created_at: "2026-11-22T10:00:00.000Z",
}

const referral = {
  id: "b7",
  activation_id: "act_7",
  type: "referral",
  rate: "0.10",
  amount_usd: "20.00000000",
  usdt: "15.00000000",
  repaid: "0",
  uuc: "250.00000000",
  uuc_pool: "250.00000000",
  status: "clawed_back",
  plan_version: 1,
  description_key: "rewards.bonus.referral",
  params: {
    rate_percent: "10",
    activation_amount: "200.00000000",
    card: "gold",
    buyer: "bob",
  },
  split: { usdt: "0.75", pool_share_of_uuc: "0.5" },
  price: "0.01",
  settles_at: null,
  created_at: "2026-11-08T10:00:00.000Z",
}

const stub = (records: object[]) =>
  stubApi(({ url }) => {
    if (url.pathname === "/store/ledger/entries")
      return {
        body: {
          entries: [
            takenBack,
            // the buyer's own refund line: the price back
            {
              ...takenBack,
              id: "p10",
              asset: "USDT",
              amount: "200.00000000",
            },
          ],
          count: 2,
          limit: 20,
          offset: 0,
        },
      }
    if (
      url.pathname === "/store/bonus-records" &&
      url.searchParams.get("activation_id") === "act_7"
    )
      return {
        body: {
          bonus_records: records,
          count: records.length,
          totals: {
            amount_usd: "0",
            usdt: "0",
            repaid: "0",
            uuc: "0",
            uuc_pool: "0",
          },
          limit: 50,
          offset: 0,
        },
      }
    return undefined
  })

const cases = [
  {
    locale: "pt-BR",
    line: "Bônus estornado: bob reembolsou o Cartão ouro (200,00 USD)",
    bonus: "Estornado: Bônus de indicação",
    paid: "250,00 UUC",
    kind: "Bônus estornado",
    own: "Reembolso do Cartão ouro (200,00 USD)",
    team: "Bônus estornado: um Cartão ouro (200,00 USD) da sua equipe foi reembolsado",
  },
  {
    locale: "zh-CN",
    line: "奖金已收回：bob 退款了其金卡（200.00 USD）",
    bonus: "已收回：推荐奖",
    paid: "250.00 UUC",
    kind: "奖金收回",
    own: "金卡退款（200.00 USD）",
    team: "奖金已收回：您团队中的一张金卡（200.00 USD）已退款",
  },
] as const

for (const c of cases)
  describe(`/financial's bonus taken back in ${c.locale}`, () => {
    signedInMember(c.locale)

    it("names the buyer, the card and the bonus taken back; the buyer's own line stays a refund", async () => {
      stub([referral])
      renderAt("/financial")
      const rows = await screen.findAllByTestId("finance-row")
      const desc = within(rows[0]).getByTestId("finance-desc")
      await within(desc).findByText(c.line)
      expect(rows[0].textContent).not.toContain(c.own)
      const bonus = await within(rows[0]).findByTestId("line-taken-back-bonus")
      expect(bonus.textContent).toContain(c.bonus)
      expect(bonus.textContent).toContain("bob")
      expect(bonus.textContent).toContain(c.paid)
      expect(rows[0].textContent).toContain(c.kind)
      // the buyer's line (the price back) keeps its own description
      expect(rows[1].textContent).toContain(c.own)
      expect(within(rows[1]).queryByTestId("line-taken-back")).toBeNull()
    })

    it("says it was a card in the team when the bonus records cannot name the buyer", async () => {
      stub([])
      renderAt("/financial")
      const rows = await screen.findAllByTestId("finance-row")
      await within(rows[0]).findByText(c.team)
    })
  })
