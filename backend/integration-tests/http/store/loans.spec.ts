// Loans on /store/loans and their review on /admin/loans.
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "../../helpers/runner"
import { errorAnswer } from "../../helpers/auth"
import { fund } from "../../helpers/ledger"
import { rewardsSuite, STAFF_SECONDARY } from "../../helpers/rewards-suite"
import type { Pg } from "../../helpers/suite"

jest.setTimeout(180 * 1000)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const {
      admin,
      ids,
      as,
      balances,
      node,
      activate,
      verifyOk,
      records,
      register,
    } = rewardsSuite(api, getContainer)

    describe("loans", () => {
      it("activates a card on credit, repays it from bonuses first and keeps the borrower from withdrawing", async () => {
        const container = getContainer()
        const approve = { secondary_password: STAFF_SECONDARY }
        await fund(container, ids.alice, "100")
        await activate("alice", "standard")
        const meLoan = async () =>
          (await api.get("/store/members/me", as("bob"))).data.member.loan
        expect(await meLoan()).toBeNull()
        const applied = await api.post(
          "/store/loans",
          { secondary_password: "bobSecond1" },
          as("bob")
        )
        expect(applied.status).toBe(201)
        expect(applied.data.loan).toMatchObject({
          status: "pending",
          card: "gold",
        })
        // the members plugin's /me asks the rewards module for the open loan
        expect(await meLoan()).toMatchObject({
          id: applied.data.loan.id,
          status: "pending",
          owed: null,
        })
        const twice = await api
          .post("/store/loans", { secondary_password: "bobSecond1" }, as("bob"))
          .catch(errorAnswer)
        expect(twice).toMatchObject({
          status: 409,
          data: { code: "loan_already_open" },
        })

        const id = applied.data.loan.id
        const { data } = await api.post(
          `/admin/loans/${id}/approve`,
          approve,
          admin
        )
        expect(data.loan).toMatchObject({
          status: "passed",
          principal: "200.00000000",
          owed: "220.00000000",
          outstanding: "220.00000000",
        })
        expect(data.bonuses.map((b: { type: string }) => b.type)).toEqual([
          "referral",
          "layer",
        ])
        expect(await balances("bob")).toMatchObject({
          USDT: "0.00000000",
          POINTS: "200.00000000",
        })
        expect(await balances("alice")).toMatchObject({ USDT: "30.00000000" })
        // the debt is a posting: bob's loan receivable owes 200 × 1.10
        // (rules.md §6), the price to revenue, the interest apart
        const pg = container.resolve<Pg>(
          ContainerRegistrationKeys.PG_CONNECTION
        )
        const receivable = async () =>
          (
            (await pg.raw(
              `select balance::text from ledger_account
                where address = ? and asset = 'USDT'`,
              [`loan:${ids.bob}`]
            )) as { rows: { balance: string }[] }
          ).rows[0]?.balance
        expect(await receivable()).toBe("-220.00000000")
        expect(await node("bob")).toMatchObject({ card: "gold", active: true })
        expect(await meLoan()).toMatchObject({
          id,
          status: "passed",
          owed: "220.00000000",
          repaid: "0.00000000",
          outstanding: "220.00000000",
        })
        const again = await api
          .post(`/admin/loans/${id}/approve`, approve, admin)
          .catch(errorAnswer)
        expect(again).toMatchObject({
          status: 400,
          data: { code: "loan_not_pending" },
        })

        await fund(container, ids.bob, "100")
        const withdrawal = await api
          .post(
            "/store/withdrawals",
            {
              amount: "60",
              chain: "BEP20",
              address: `0x${"ab".repeat(20)}`,
              secondary_password: "bobSecond1",
            },
            as("bob", "w-1")
          )
          .catch(errorAnswer)
        expect(withdrawal).toMatchObject({
          status: 400,
          data: { code: "borrower_cannot_withdraw" },
        })

        // carol, bob's direct, buys gold: bob earns a referral and, as a
        // borrower with one active direct, half a layer bonus; USDT repays first
        await register([["carol", "bob"]])
        await fund(container, ids.carol, "200")
        await activate("carol", "gold")
        const bob = await records(`?member=bob`)
        expect(
          bob.bonus_records.map(
            (b: { type: string; amount_usd: string; repaid: string }) => [
              b.type,
              b.amount_usd,
              b.repaid,
            ]
          )
        ).toEqual([
          ["referral", "20.00000000", "15.00000000"],
          ["layer", "10.00000000", "7.50000000"],
        ])
        expect(await balances("bob")).toMatchObject({
          USDT: "100.00000000",
          UUC: "375.00000000",
          UUC_POOL: "375.00000000",
        })
        const mine = await api.get("/store/loans", as("bob"))
        expect(mine.data.loans[0]).toMatchObject({
          status: "passed",
          repaid: "22.50000000",
          outstanding: "197.50000000",
        })
        expect(await meLoan()).toMatchObject({
          status: "passed",
          repaid: "22.50000000",
          outstanding: "197.50000000",
        })
        // each repayment credited the receivable: it owes what the loan does
        expect(await receivable()).toBe("-197.50000000")
        await verifyOk()
        // verify compares them: a loan row that disagrees is found
        await pg.raw(
          "update reward_loan set repaid = repaid + 1 where id = ?",
          [id]
        )
        const { data: report } = await api.get("/admin/ledger/verify", admin)
        expect(
          report.checks.find(
            (c: { name: string }) => c.name === "loans_match_receivables"
          )
        ).toMatchObject({ ok: false, count: 1 })
        await pg.raw(
          "update reward_loan set repaid = repaid - 1 where id = ?",
          [id]
        )
        await verifyOk()
      })

      it("rejects an application with a reason", async () => {
        const { data } = await api.post(
          "/store/loans",
          { card: "standard", secondary_password: "bobSecond1" },
          as("bob")
        )
        const none = await api
          .post(
            `/admin/loans/${data.loan.id}/reject`,
            { secondary_password: STAFF_SECONDARY },
            admin
          )
          .catch(errorAnswer)
        expect(none).toMatchObject({
          status: 400,
          data: { code: "reason_required", field: "reason" },
        })
        const done = await api.post(
          `/admin/loans/${data.loan.id}/reject`,
          { reason: "no history", secondary_password: STAFF_SECONDARY },
          admin
        )
        expect(done.data.loan).toMatchObject({
          status: "rejected",
          reason: "no history",
        })
        const list = await api.get("/admin/loans?status=rejected", admin)
        expect(list.data.count).toBe(1)
        // a rejected application does not block a new one
        expect(
          (
            await api.post(
              "/store/loans",
              { secondary_password: "bobSecond1" },
              as("bob")
            )
          ).status
        ).toBe(201)
      })
    })
  },
})
