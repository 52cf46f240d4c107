// Staff refunds of card activations on /admin/activations/:id/refund; the debts
// they leave and their collection.
import { medusaIntegrationTestRunner } from "../../helpers/runner"
import Decimal from "decimal.js"
import { errorAnswer } from "../../helpers/auth"
import { fund } from "../../helpers/ledger"
import {
  dayBefore,
  lifecycleSuite,
  STAFF_SECONDARY,
} from "../../helpers/lifecycle-suite"

jest.setTimeout(240 * 1000)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const {
      admin,
      ids,
      as,
      balances,
      activate,
      verifyOk,
      pg,
      backdate,
      register,
      buy,
      refunds,
    } = lifecycleSuite(api, getContainer)

    describe("refunds", () => {
      const { STAFF_PW, take, refund, node } = refunds()

      it("staff refund: price back, points back, settled bonuses clawed back as far as held (the rest is debt), card and volume undone, audited, once", async () => {
        await fund(getContainer(), ids.bob, "200")
        const act = (await activate("bob", "gold")).data.activation
        expect(await balances("alice")).toMatchObject({
          USDT: "30.00000000",
          UUC: "500.00000000",
          UUC_POOL: "500.00000000",
        })
        // alice spent 20 of her 30 USDT
        await take(ids.alice, "USDT", "20")

        const wrong = await refund(act.id, {
          reason: "asked",
          secondary_password: "nope",
        }).catch(errorAnswer)
        expect(wrong).toMatchObject({
          status: 400,
          data: { code: "staff_secondary_password_invalid" },
        })

        const { status, data } = await refund(act.id, {
          reason: "customer asked",
          secondary_password: STAFF_PW,
        })
        expect(status).toBe(200)
        expect(data.activation).toMatchObject({ status: "refunded" })
        expect(data.refund).toMatchObject({
          amount: "200.00000000",
          points: "200.00000000",
        })
        const claws = data.refund.clawbacks.map(
          (c: {
            usdt: string
            debt_usdt: string
            uuc: string
            uuc_pool: string
          }) => [c.usdt, c.debt_usdt, c.uuc, c.uuc_pool]
        )
        expect(claws).toEqual([
          ["10.00000000", "5.00000000", "250.00000000", "250.00000000"],
          ["0.00000000", "15.00000000", "250.00000000", "250.00000000"],
        ])
        expect(await balances("bob")).toMatchObject({
          USDT: "200.00000000",
          POINTS: "0.00000000",
        })
        expect(await balances("alice")).toMatchObject({
          USDT: "0.00000000",
          UUC: "0.00000000",
          UUC_POOL: "0.00000000",
        })
        expect(await node("bob")).toMatchObject({ card: null, active: false })
        expect(await node("alice")).toMatchObject({
          active_direct_count: 0,
          volume: "0.00000000",
        })
        const recs = await api.get(
          `/admin/bonus-records?activation_id=${act.id}`,
          admin
        )
        expect(
          recs.data.bonus_records.map((b: { status: string }) => b.status)
        ).toEqual(["clawed_back", "clawed_back"])
        await verifyOk()

        const again = await refund(act.id, {
          reason: "again",
          secondary_password: STAFF_PW,
        })
        expect(again.data.replayed).toBe(true)
        expect((await balances("bob")).USDT).toBe("200.00000000")
        const audit = await api.get(`/admin/members/${ids.bob}/audit`, admin)
        expect(
          audit.data.audit.filter(
            (e: { action: string }) => e.action === "activation.refund"
          )
        ).toHaveLength(1)
      })

      it("collects a refund's debt from the earner's later bonuses, USDT first, and shows it to the member and to staff", async () => {
        await fund(getContainer(), ids.bob, "200")
        const act = (await activate("bob", "gold")).data.activation
        await take(ids.alice, "USDT", "20") // alice keeps 10 of her 30 USDT
        const refunded = await refund(act.id, {
          reason: "customer asked",
          secondary_password: STAFF_PW,
        })
        expect(refunded.status).toBe(200)
        const debt = async () => ({
          member: (await api.get("/store/members/me", as("alice"))).data.member
            .refund_debt,
          staff: (await api.get(`/admin/members/${ids.alice}`, admin)).data
            .member.refund_debt,
        })
        // 5 + 15 USDT she no longer held
        expect(await debt()).toEqual({
          member: "20.00000000",
          staff: "20.00000000",
        })

        // carol's gold card pays alice 20 + 20; the USDT of both bonuses repays
        // the 20 first: the referral's 15, then 5 of the
        // layer's 15; every UUC is paid
        await fund(getContainer(), ids.carol, "200")
        const next = (await activate("carol", "gold")).data.activation
        const recs = (
          await api.get(
            `/admin/bonus-records?activation_id=${next.id}&limit=10`,
            admin
          )
        ).data.bonus_records as {
          type: string
          usdt: string
          uuc: string
          debt_collected?: Record<string, string>
        }[]
        expect(
          recs.map((b) => [b.type, b.usdt, b.uuc, b.debt_collected?.usd]).sort()
        ).toEqual([
          ["layer", "10.00000000", "250.00000000", "5.00000000"],
          ["referral", "0.00000000", "250.00000000", "15.00000000"],
        ])
        expect(await balances("alice")).toMatchObject({
          USDT: "10.00000000",
          UUC: "500.00000000",
          UUC_POOL: "500.00000000",
        })
        expect(await debt()).toEqual({
          member: "0",
          staff: "0",
        })
        // the CSV export carries what each record collected
        const csv = String(
          (
            await api.get(
              `/admin/bonus-records/export?activation_id=${next.id}`,
              admin
            )
          ).data
        )
          .trim()
          .split("\r\n")
        expect(csv[0].endsWith(",debt_collected_usd")).toBe(true)
        expect(
          csv
            .slice(1)
            .map((l) => [l.split(",")[2], l.split(",").at(-1)])
            .sort()
        ).toEqual([
          ["layer", "5.00000000"],
          ["referral", "15.00000000"],
        ])
        await verifyOk()
      })

      it("collects a refund's debt from the daily top 10 payout too, in UUC at the price", async () => {
        await register([
          ["dave", "alice"],
          ["erin", "alice"],
        ])
        // yesterday alice sponsored 3 gold cards: rank 1, 2000 UUC; each paid
        // her 20 + 20 (30 USDT, 500 UUC, 500 UUC_POOL)
        await buy("gold", "bob", "carol", "dave")
        await backdate(1)
        // today erin's card pays her 30 USDT more; she spends 100 of her 120
        await buy("gold", "erin")
        await take(ids.alice, "USDT", "100")
        type Rows = { rows: Record<string, string>[] }
        const erin = (
          (await pg().raw(
            "select id from reward_activation where member_id = ?",
            [ids.erin]
          )) as Rows
        ).rows[0].id
        expect(
          (
            await refund(erin, {
              reason: "customer asked",
              secondary_password: STAFF_PW,
            })
          ).status
        ).toBe(200)
        // 30 USDT clawed back, 20 held: 10 USD owed
        const debt = async () =>
          (await api.get(`/admin/members/${ids.alice}`, admin)).data.member
            .refund_debt
        expect(await debt()).toBe("10.00000000")
        const before = await balances("alice")

        const run = await api.post(
          `/admin/daily-top/${dayBefore(1)}/run`,
          { secondary_password: STAFF_SECONDARY },
          admin
        )
        expect(run.status).toBe(201)
        expect(run.data.run.standings[0]).toMatchObject({
          rank: 1,
          username: "alice",
          uuc: "2000",
          status: "settled",
        })
        // 10 USD = 1000 UUC at 0.01 stay in the reserve; 1000 UUC paid
        const [rec] = (
          (await pg().raw(
            `select uuc::text, debt_collected_usd::text as usd,
                    debt_collected_uuc::text as collected
               from reward_bonus where type = 'daily_top' and member_id = ?`,
            [ids.alice]
          )) as Rows
        ).rows
        expect(rec).toEqual({
          uuc: "1000.00000000",
          usd: "10.00000000",
          collected: "1000.00000000",
        })
        const after = await balances("alice")
        expect(new Decimal(after.UUC).minus(before.UUC).toFixed(8)).toBe(
          "1000.00000000"
        )
        expect(await debt()).toBe("0")
        await verifyOk()
      })
    })
  },
})
