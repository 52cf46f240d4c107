// Bonuses are spendable only once their source can no longer be refunded: on the
// default plan an activation's bonuses wait as pending settlement until its
// cooling-off window closes, a refund inside the window eliminates them, and a
// plan that would settle sooner needs settlement.before_refund_window
// (rules.md §4, Settlement).
import { randomUUID } from "crypto"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "../helpers/runner"
import { errorAnswer } from "../helpers/auth"
import { fund } from "../helpers/ledger"
import { rewardsSuite, STAFF_SECONDARY } from "../helpers/rewards-suite"
import type { Pg } from "../helpers/suite"

jest.setTimeout(240 * 1000)

const HOUR_MS = 3_600_000

type Row = {
  id: string
  status: string
  type: string
  usdt: string
  settles_at: string | null
}

medusaIntegrationTestRunner({
  defaultPlan: true,
  testSuite: ({ api, getContainer }) => {
    const { admin, ids, as, balances, activate, verifyOk, register } =
      rewardsSuite(api, getContainer)
    const pg = () =>
      getContainer().resolve<Pg>(ContainerRegistrationKeys.PG_CONNECTION)
    const key = (username: string) => as(username, randomUUID())
    const buy = async (username: string, card: "standard" | "gold") => {
      await fund(getContainer(), ids[username], card === "gold" ? "200" : "100")
      const res = await activate(username, card, randomUUID())
      expect(res.status).toBe(201)
      return res.data.activation as { id: string; created_at: string }
    }
    const bonusRows = async (username: string, activation: string) =>
      (
        await api.get(
          `/store/bonus-records?activation_id=${activation}`,
          as(username)
        )
      ).data.bonus_records as Row[]
    const setPlan = (patch: Record<string, unknown>) =>
      api
        .post(
          "/admin/plan",
          { ...patch, secondary_password: STAFF_SECONDARY },
          admin
        )
        .catch(errorAnswer)
    const settleDue = async () => {
      const { settleDelayedBonusesJob } = await import("@uuc/rewards/testing")
      await settleDelayedBonusesJob(getContainer())
    }
    /** Moves an activation `hours` into the past (its bonuses' delay counts from it). */
    const age = (activation: string, hours: number) =>
      pg().raw(
        `update reward_activation
            set created_at = created_at - make_interval(hours => ?)
          where id = ?`,
        [hours, activation]
      )

    describe("the default plan", () => {
      it("holds bonuses until the refund window closes; a refund inside it eliminates them", async () => {
        const { data: current } = await api.get("/admin/plan", admin)
        // derived from the cooling-off period, not a separate guess
        expect(current.plan.settlement.delay_hours).toBe(
          current.plan.refund.cooling_off_days * 24
        )
        expect(current.plan.settlement.before_refund_window).toBeUndefined()

        await buy("alice", "standard")
        const before = await balances("alice")
        const bobs = await buy("bob", "gold")
        const rows = await bonusRows("alice", bobs.id)
        expect(rows.map((r) => r.type).sort()).toEqual(["layer", "referral"])
        const window = current.plan.refund.cooling_off_days * 24 * HOUR_MS
        const { rows: created } = await pg().raw(
          "select created_at from reward_activation where id = ?",
          [bobs.id]
        )
        const activatedAt = new Date(created[0].created_at as string).getTime()
        for (const r of rows) {
          expect(r.status).toBe("pending_settlement")
          expect(new Date(r.settles_at!).getTime()).toBe(activatedAt + window)
        }
        // nothing of them reached alice: no USDT, no UUC to exchange or transfer
        expect(await balances("alice")).toEqual(before)
        const moved = await api
          .post(
            "/store/transfers",
            {
              to_username: "root",
              amount: "1",
              secondary_password: "aliceSecond1",
            },
            key("alice")
          )
          .catch(errorAnswer)
        expect(moved.status).toBe(400)
        expect(moved.data.code).toBe("insufficient_balance")

        // the settlement job leaves them while the card can still be refunded,
        // to the window's last hour
        await age(bobs.id, 24 * 14 - 1)
        await settleDue()
        expect(
          (await bonusRows("alice", bobs.id)).map((r) => r.status)
        ).toEqual(["pending_settlement", "pending_settlement"])

        const refunded = await api.post(
          `/store/activations/${bobs.id}/refund`,
          { secondary_password: "bobSecond1" },
          key("bob")
        )
        expect(refunded.status).toBe(200)
        const after = await bonusRows("alice", bobs.id)
        expect(after.map((r) => r.status)).toEqual(["eliminated", "eliminated"])
        expect(after.every((r) => r.settles_at === null)).toBe(true)
        expect((await balances("bob")).USDT).toBe("200.00000000")
        expect(await balances("alice")).toEqual(before)
        // no clawback (nor its refund debt): there was nothing to take back
        const { rows: clawbacks } = await pg().raw(
          "select count(*)::int as n from reward_clawback where member_id = ?",
          [ids.alice]
        )
        expect(clawbacks[0].n).toBe(0)
        await settleDue()
        expect(await balances("alice")).toEqual(before)
        await verifyOk()
      })

      it("settles once the window has closed, and the card can no longer be refunded", async () => {
        await buy("alice", "standard")
        const before = await balances("alice")
        const bobs = await buy("bob", "gold")
        await age(bobs.id, 24 * 14 + 1)
        await settleDue()
        const rows = await bonusRows("alice", bobs.id)
        expect(rows.map((r) => r.status)).toEqual(["settled", "settled"])
        expect(rows.every((r) => r.settles_at === null)).toBe(true)
        // referral and layer, 20 USD each: 15 USDT each
        expect((await balances("alice")).USDT).toBe(
          (Number(before.USDT) + 30).toFixed(8)
        )
        const late = await api
          .post(
            `/store/activations/${bobs.id}/refund`,
            { secondary_password: "bobSecond1" },
            key("bob")
          )
          .catch(errorAnswer)
        expect(late.data.code).toBe("refund_period_over")
        await verifyOk()
      })
    })

    describe("a loan repaid by delayed bonuses", () => {
      /**
       * `borrower` (new, under root) takes a gold card on credit: owes 220 USDT,
       * the receivable says so; `buyer` (new) is sponsored by the borrower.
       */
      const borrow = async (borrower: string, buyer: string) => {
        await register([
          [borrower, "root"],
          [buyer, borrower],
        ])
        const applied = await api.post(
          "/store/loans",
          { secondary_password: `${borrower}Second1` },
          as(borrower)
        )
        expect(applied.status).toBe(201)
        const approved = await api.post(
          `/admin/loans/${applied.data.loan.id}/approve`,
          { secondary_password: STAFF_SECONDARY },
          admin
        )
        expect(approved.data.loan.outstanding).toBe("220.00000000")
      }
      const loan = async (borrower: string) =>
        (await api.get("/store/members/me", as(borrower))).data.member.loan as {
          status: string
          repaid: string
          outstanding: string
        }
      const receivable = async (borrower: string) =>
        (
          await pg().raw(
            `select balance::text from ledger_account
              where address = ? and asset = 'USDT'`,
            [`loan:${ids[borrower]}`]
          )
        ).rows[0].balance as string
      const repaidBy = async (activation: string, borrower: string) =>
        (
          await pg().raw(
            `select coalesce(sum(repaid), 0)::text as repaid from reward_bonus
              where activation_id = ? and member_id = ?`,
            [activation, ids[borrower]]
          )
        ).rows[0].repaid as string

      it("repays when the bonuses settle, as the receivable does", async () => {
        await borrow("carol", "dave")
        const daves = await buy("dave", "gold")
        const repaid = await repaidBy(daves.id, "carol")
        expect(Number(repaid)).toBeGreaterThan(0)
        // waiting: neither the loan nor its receivable has been repaid yet
        expect(await loan("carol")).toMatchObject({
          repaid: "0.00000000",
          outstanding: "220.00000000",
        })
        expect(await receivable("carol")).toBe("-220.00000000")
        await verifyOk()

        await age(daves.id, 24 * 14 + 1)
        await settleDue()
        const left = (220 - Number(repaid)).toFixed(8)
        expect(await loan("carol")).toMatchObject({ outstanding: left })
        expect(Number((await loan("carol")).repaid)).toBe(Number(repaid))
        expect(await receivable("carol")).toBe(`-${left}`)
        await verifyOk()
      })

      it("a refund inside the window leaves the loan as it was", async () => {
        await borrow("erin", "frank")
        const franks = await buy("frank", "gold")
        expect(Number(await repaidBy(franks.id, "erin"))).toBeGreaterThan(0)
        const refunded = await api.post(
          `/store/activations/${franks.id}/refund`,
          { secondary_password: "frankSecond1" },
          key("frank")
        )
        expect(refunded.status).toBe(200)
        await settleDue()
        expect(await loan("erin")).toMatchObject({
          status: "passed",
          repaid: "0.00000000",
          outstanding: "220.00000000",
        })
        expect(await receivable("erin")).toBe("-220.00000000")
        await verifyOk()
      })
    })

    describe("the plan's validation", () => {
      it("refuses a settlement before the refund window closes unless the plan says so", async () => {
        const short = await setPlan({ settlement: { delay_hours: 24 } })
        expect(short).toMatchObject({
          status: 400,
          data: {
            code: "settlement_before_refund_window",
            field: "settlement.delay_hours",
          },
        })
        expect(short.data.message).toMatch(/refund/i)
        // a longer window than the delay is the same mistake
        const longer = await setPlan({ refund: { cooling_off_days: 15 } })
        expect(longer.data.code).toBe("settlement_before_refund_window")
        const notBool = await setPlan({
          settlement: { before_refund_window: "yes" },
        })
        expect(notBool).toMatchObject({
          status: 400,
          data: {
            code: "invalid_boolean",
            field: "settlement.before_refund_window",
          },
        })
        expect((await api.get("/admin/plan", admin)).data.version).toBe(1)

        // a longer delay than the window is fine
        expect(
          (await setPlan({ settlement: { delay_hours: 24 * 15 } })).status
        ).toBe(201)

        // the explicit setting allows it: bonuses settle after 24 hours
        const allowed = await setPlan({
          settlement: { delay_hours: 24, before_refund_window: true },
        })
        expect(allowed.status).toBe(201)
        expect(allowed.data.plan.settlement).toEqual({
          delay_hours: 24,
          elimination_days: 30,
          before_refund_window: true,
        })
        await buy("alice", "standard")
        const bobs = await buy("bob", "gold")
        const rows = await bonusRows("alice", bobs.id)
        const activatedAt = new Date(
          (
            await pg().raw(
              "select created_at from reward_activation where id = ?",
              [bobs.id]
            )
          ).rows[0].created_at as string
        ).getTime()
        for (const r of rows) {
          expect(r.status).toBe("pending_settlement")
          expect(new Date(r.settles_at!).getTime()).toBe(
            activatedAt + 24 * HOUR_MS
          )
        }
        await age(bobs.id, 25)
        await settleDue()
        expect(
          (await bonusRows("alice", bobs.id)).map((r) => r.status)
        ).toEqual(["settled", "settled"])
        // turning the setting off again refuses the short delay it allowed
        const off = await setPlan({
          settlement: { before_refund_window: false },
        })
        expect(off.data.code).toBe("settlement_before_refund_window")
        await verifyOk()
      })
    })
  },
})
