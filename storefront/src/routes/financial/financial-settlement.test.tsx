import { screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { stubApi } from "../../test/api-stub"
import { renderAt } from "../../test/render"
import { signedInMember } from "../../test/describe-hooks"

// A bonus waiting for its card's refund window to close (rules.md §4, Settlement):
// /financial shows how much and the day it becomes spendable, in the member's
// language; a settled one shows no such day.

const record = (over: object) => ({
  id: "b1",
  activation_id: "act_1",
  type: "referral",
  rate: "0.10",
  amount_usd: "20.00000000",
  usdt: "15.00000000",
  repaid: "0",
  uuc: "250.00000000",
  uuc_pool: "250.00000000",
  status: "pending_settlement",
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
  // midday UTC: the same day in every time zone the tests may run in
  settles_at: "2026-12-21T12:00:00.000Z",
  created_at: "2026-12-07T12:00:00.000Z",
  ...over,
})

const stubBonuses = () =>
  stubApi(({ url }) => {
    if (url.pathname === "/store/ledger/entries")
      return { body: { entries: [], count: 0, limit: 20, offset: 0 } }
    if (url.pathname !== "/store/bonus-records") return undefined
    return {
      body: {
        bonus_records: [
          record({}),
          record({ id: "b2", status: "settled", settles_at: null }),
        ],
        count: 2,
        totals: {
          amount_usd: "40.00000000",
          usdt: "30.00000000",
          repaid: "0",
          uuc: "500.00000000",
          uuc_pool: "500.00000000",
        },
        limit: 20,
        offset: 0,
      },
    }
  })

const cases = [
  {
    locale: "en-US",
    text: "20.00 USD pending: spendable on December 21, 2026",
  },
  {
    locale: "pt-BR",
    text: "20,00 USD pendentes: disponíveis em 21 de dezembro de 2026",
  },
  { locale: "zh-CN", text: "20.00 USD 待结算：将于 2026年12月21日 可用" },
] as const

for (const { locale, text } of cases)
  describe(`/financial's pending settlement in ${locale}`, () => {
    signedInMember(locale)

    it("shows the pending amount and the day it settles", async () => {
      stubBonuses()
      renderAt("/financial?tab=bonuses")
      const rows = await screen.findAllByTestId("bonus-row")
      expect(rows).toHaveLength(2)
      expect(
        within(rows[0]).getByTestId("bonus-settles").textContent
      ).toContain(text)
      expect(within(rows[1]).queryByTestId("bonus-settles")).toBeNull()
    })
  })
