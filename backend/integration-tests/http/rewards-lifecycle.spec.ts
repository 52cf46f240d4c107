import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import Decimal from "decimal.js"
import {
  ADMIN,
  adminHeaders,
  errorAnswer,
  memberHeaders,
  storeHeaders,
} from "../helpers/auth"
import { giveStaffSecondaryPassword, STAFF_SECONDARY } from "../helpers/people"
import { type Headers, type TestLedger, fund } from "../helpers/ledger"

jest.setTimeout(240 * 1000)

type Network = {
  getNode(id: string): Promise<{
    card: string | null
    active: boolean
    active_direct_count: number
    volume: string
  }>
}
type Pg = { raw(sql: string, bindings?: unknown[]): Promise<unknown> }

const dayBefore = (n: number) =>
  new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let admin: Headers
    let store: Headers
    const ids: Record<string, string> = {}
    const as = (username: string): Headers => ({
      headers: { ...store.headers, ...memberHeaders(ids[username]) },
    })
    const balances = async (username: string) =>
      (await api.get("/store/ledger/balances", as(username))).data.balances
    const activate = (username: string, card: string) =>
      api.post(
        "/store/cards/activate",
        { card, secondary_password: `${username}Second1` },
        as(username)
      )
    const verifyOk = async () => {
      const { data } = await api.get("/admin/ledger/verify", admin)
      expect(data.checks.filter((c: { ok: boolean }) => !c.ok)).toEqual([])
      expect(data.ok).toBe(true)
    }
    const pg = () =>
      getContainer().resolve<Pg>(ContainerRegistrationKeys.PG_CONNECTION)
    /** Moves every activation so far `days` back (as if bought then). */
    const backdate = (days: number) =>
      pg().raw(
        `update reward_activation set created_at = created_at - (? || ' days')::interval
          where created_at > now() - interval '1 hour'`,
        [String(days)]
      )

    /** Registers members in order; each is sponsored by the named member. */
    const register = async (pairs: [string, string | null][]) => {
      const { registerMemberWorkflow } = await import("@uuc/members/workflows")
      for (const [username, sponsor] of pairs) {
        const { result } = await registerMemberWorkflow(getContainer()).run({
          input: {
            username,
            password: "Passw0rdXyz",
            secondary_password: `${username}Second1`,
            security_question: "q",
            security_answer: "a",
            phone: null,
            nickname: username,
            sponsor_id: sponsor ? ids[sponsor] : null,
          },
        })
        ids[username] = result.id
      }
    }
    /** Funds and activates members. */
    const buy = async (card: "standard" | "gold", ...usernames: string[]) => {
      for (const u of usernames) {
        await fund(getContainer(), ids[u], card === "gold" ? "200" : "100")
        expect((await activate(u, card)).status).toBe(201)
      }
    }

    beforeEach(async () => {
      const container = getContainer()
      admin = await adminHeaders(container, api)
      await giveStaffSecondaryPassword(container)
      store = await storeHeaders(container)
    })

    describe("daily top 10", () => {
      it("ranks by gold activations sponsored (ties: first to reach), pays rank 1 only from the minimum, once per day", async () => {
        await register([
          ["root", null],
          ["alice", "root"],
          ["carol", "root"],
          ["dave", "root"],
          ["a1", "alice"],
          ["a2", "alice"],
          ["a3", "alice"],
          ["a4", "alice"],
          ["a5", "alice"],
          ["c1", "carol"],
          ["c2", "carol"],
          ["d1", "dave"],
        ])
        await buy("standard", "alice", "carol")
        // day -2: carol reaches 1 first, alice reaches 2 before carol does
        await buy("gold", "c1", "a1", "a2", "c2", "d1")

        // today's live standings: dave holds no card, so he is not ranked
        const live = await api.get("/store/leaderboard", as("carol"))
        expect(live.data.standings).toEqual([
          { rank: 1, username: "alice", count: 2, uuc: "0" },
          { rank: 2, username: "carol", count: 2, uuc: "1500" },
        ])
        expect(live.data.me).toEqual({ rank: 2, count: 2 })
        expect(
          (await api.get("/store/leaderboard", as("dave"))).data.me
        ).toEqual({ rank: null, count: 1 })
        const early = await api
          .post(
            `/admin/daily-top/${dayBefore(0)}/run`,
            { secondary_password: STAFF_SECONDARY },
            admin
          )
          .catch(errorAnswer)
        expect(early).toMatchObject({
          status: 400,
          data: { code: "day_not_ended" },
        })

        await backdate(2)
        // day -1: alice reaches 3
        await buy("gold", "a3", "a4", "a5")
        await backdate(1)

        const before = {
          alice: await balances("alice"),
          carol: await balances("carol"),
        }
        const first = await api.post(
          `/admin/daily-top/${dayBefore(2)}/run`,
          { secondary_password: STAFF_SECONDARY },
          admin
        )
        expect(first.status).toBe(201)
        expect(first.data.run.standings).toMatchObject([
          { rank: 1, username: "alice", count: 2, uuc: "0", status: null },
          {
            rank: 2,
            username: "carol",
            count: 2,
            uuc: "1500",
            status: "settled",
          },
        ])
        const second = await api.post(
          `/admin/daily-top/${dayBefore(1)}/run`,
          { secondary_password: STAFF_SECONDARY },
          admin
        )
        expect(second.data.run.standings).toMatchObject([
          {
            rank: 1,
            username: "alice",
            count: 3,
            uuc: "2000",
            status: "settled",
          },
        ])
        // a day is paid once, whoever runs it again
        const again = await api.post(
          `/admin/daily-top/${dayBefore(2)}/run`,
          { secondary_password: STAFF_SECONDARY },
          admin
        )
        expect(again.status).toBe(200)
        expect(again.data.replayed).toBe(true)
        const { runDailyTop } = await import("@uuc/rewards/testing")
        await Promise.all([
          runDailyTop(getContainer(), dayBefore(1)),
          runDailyTop(getContainer(), dayBefore(1)),
        ])

        const after = {
          alice: await balances("alice"),
          carol: await balances("carol"),
        }
        const plus = (a: string, b: string) =>
          (Number(a) + Number(b)).toFixed(8)
        expect(after.alice.UUC).toBe(plus(before.alice.UUC, "2000"))
        expect(after.carol.UUC).toBe(plus(before.carol.UUC, "1500"))
        expect(after.alice.UUC_POOL).toBe(before.alice.UUC_POOL)

        const { data } = await api.get(
          "/admin/bonus-records?type=daily_top",
          admin
        )
        expect(
          data.bonus_records.map(
            (b: {
              username: string
              rank: number
              day: string
              uuc: string
              plan_version: number
            }) => [b.username, b.day, b.rank, b.uuc, b.plan_version]
          )
        ).toEqual([
          ["alice", dayBefore(1), 1, "2000.00000000", 1],
          ["carol", dayBefore(2), 2, "1500.00000000", 1],
        ])
        const own = await api.get(
          "/store/bonus-records?type=daily_top",
          as("carol")
        )
        expect(own.data.count).toBe(1)
        await verifyOk()

        const bad = await api
          .post(
            `/admin/daily-top/2026-02-30/run`,
            { secondary_password: STAFF_SECONDARY },
            admin
          )
          .catch(errorAnswer)
        expect(bad).toMatchObject({
          status: 400,
          data: { code: "invalid_day" },
        })
      })
    })

    describe("refunds", () => {
      // The outer beforeEach gives the admin its staff profile.
      const STAFF_PW = STAFF_SECONDARY
      const take = (member: string, asset: string, amount: string) =>
        getContainer()
          .resolve<TestLedger>("ledger")
          .postEntry({
            key: `test-take-${member}-${asset}-${Date.now()}-${Math.random()}`,
            kind: "test_take",
            description_key: "test.take",
            postings: [
              {
                account: `member:${member}:${asset}`,
                asset,
                amount: `-${amount}`,
              },
              { account: "platform:adjustments", asset, amount },
            ],
          })
      const refund = (id: string, body: Record<string, string>) =>
        api.post(`/admin/activations/${id}/refund`, body, admin)
      const node = (u: string) =>
        getContainer().resolve<Network>("network").getNode(ids[u])

      beforeEach(async () => {
        const { seedStaffProfile } = await import("@uuc/members/seed")
        await seedStaffProfile(getContainer(), {
          email: ADMIN.email,
          secondary_password: STAFF_PW,
        })
        await register([
          ["root", null],
          ["alice", "root"],
          ["bob", "alice"],
          ["carol", "alice"],
        ])
        await buy("standard", "alice")
      })

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
        // the 20 first (issue 13 item 11): the referral's 15, then 5 of the
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

      it("member refund of their own card within the period; refused for others, after the period, or with points spent", async () => {
        await fund(getContainer(), ids.carol, "100")
        const act = (await activate("carol", "standard")).data.activation
        // what /star shows: until when, what comes back, whether it can go back now
        const offers = async () =>
          (await api.get("/store/activations", as("carol"))).data.activations
        const [offer] = await offers()
        expect(offer).toMatchObject({
          id: act.id,
          card: "standard",
          status: "completed",
          refund: { amount: "100.00000000", points: "100.00000000" },
          blocked: null,
        })
        expect(
          new Date(offer.refundable_until).getTime() -
            new Date(offer.created_at).getTime()
        ).toBe(14 * 86_400_000)
        // alice's bonus lines: the Bonus filter finds them (USDT, UUC, pool), the
        // activation filter only her own purchase
        const lines = async (kind: string) =>
          (await api.get(`/store/ledger/entries?kind=${kind}`, as("alice")))
            .data.entries as { asset: string; amount: string; kind: string }[]
        const bonusLines = await lines("bonus")
        expect(bonusLines.map((l) => l.asset).sort()).toEqual([
          "USDT",
          "UUC",
          "UUC_POOL",
        ])
        expect(bonusLines.every((l) => !l.amount.startsWith("-"))).toBe(true)
        expect(
          (await lines("activation"))
            .map((l) => `${l.asset} ${l.amount}`)
            .sort()
        ).toEqual(["POINTS 100.00000000", "USDT -100.00000000"])
        // each bonus record names its split and the UUC price used
        const { data: mine } = await api.get(
          `/store/bonus-records?activation_id=${act.id}`,
          as("alice")
        )
        expect(mine.bonus_records[0]).toMatchObject({
          split: {
            usdt: expect.any(String),
            pool_share_of_uuc: expect.any(String),
          },
          price: expect.stringMatching(/^\d+\.\d+$/),
        })
        const others = await api
          .post(
            `/store/activations/${act.id}/refund`,
            { secondary_password: "bobSecond1" },
            as("bob")
          )
          .catch(errorAnswer)
        expect(others).toMatchObject({
          status: 404,
          data: { code: "activation_not_found" },
        })
        await take(ids.carol, "POINTS", "1")
        const spent = await api
          .post(
            `/store/activations/${act.id}/refund`,
            { secondary_password: "carolSecond1" },
            as("carol")
          )
          .catch(errorAnswer)
        expect(spent).toMatchObject({
          status: 400,
          data: { code: "refund_points_spent" },
        })
        expect((await offers())[0].blocked).toBe("refund_points_spent")
        await getContainer()
          .resolve<TestLedger>("ledger")
          .postEntry({
            key: `test-points-${Date.now()}`,
            kind: "test_fund",
            description_key: "test.fund",
            postings: [
              {
                account: "platform:adjustments",
                asset: "POINTS",
                amount: "-1",
              },
              {
                account: `member:${ids.carol}:POINTS`,
                asset: "POINTS",
                amount: "1",
              },
            ],
          })
        const { status, data } = await api.post(
          `/store/activations/${act.id}/refund`,
          { reason: "changed my mind", secondary_password: "carolSecond1" },
          as("carol")
        )
        expect(status).toBe(200)
        expect(data.refund).toEqual({
          amount: "100.00000000",
          points: "100.00000000",
        })
        expect((await balances("carol")).USDT).toBe("100.00000000")
        expect(await node("carol")).toMatchObject({ card: null, active: false })
        expect((await offers())[0]).toMatchObject({
          status: "refunded",
          blocked: "refunded",
        })

        // alice's card is 15 days old: past the 14-day cooling-off period
        await pg().raw(
          `update reward_activation set created_at = now() - interval '15 days'
            where member_id = ?`,
          [ids.alice]
        )
        // carol's refund clawed back alice's referral bonus
        const { data: list } = await api.get(
          `/admin/bonus-records?member=${ids.alice}`,
          admin
        )
        expect(
          list.bonus_records.map((b: { status: string }) => b.status)
        ).toEqual(["clawed_back"])
        const { rows } = (await pg().raw(
          "select id from reward_activation where member_id = ?",
          [ids.alice]
        )) as { rows: { id: string }[] }
        const late = await refund(rows[0].id, {
          reason: "late",
          secondary_password: STAFF_PW,
        }).catch(errorAnswer)
        expect(late).toMatchObject({
          status: 400,
          data: { code: "refund_period_over" },
        })
        // staff see the same on the member's page
        const { data: staffView } = await api.get(
          `/admin/activations?member_id=${ids.alice}`,
          admin
        )
        expect(staffView.activations).toMatchObject([
          { id: rows[0].id, blocked: "refund_period_over" },
        ])
        await verifyOk()
      })
    })

    describe("settlement delay", () => {
      it("holds bonuses in a pending entry until the delay is over; a refund meanwhile eliminates them", async () => {
        const { seedStaffProfile } = await import("@uuc/members/seed")
        await seedStaffProfile(getContainer(), {
          email: ADMIN.email,
          secondary_password: STAFF_SECONDARY,
        })
        await register([
          ["root", null],
          ["alice", "root"],
          ["bob", "alice"],
          ["carol", "alice"],
        ])
        await buy("standard", "alice")
        const plan = await api.post(
          "/admin/plan",
          {
            settlement: { delay_hours: 2 },
            secondary_password: STAFF_SECONDARY,
          },
          admin
        )
        expect(plan.status).toBe(201)
        await buy("gold", "bob", "carol")
        expect(await balances("alice")).toMatchObject({
          USDT: "0.00000000",
          UUC: "0.00000000",
        })
        const waiting = await api.get(
          "/admin/bonus-records?status=pending_settlement",
          admin
        )
        expect(waiting.data.count).toBe(4)

        const { rows } = (await pg().raw(
          "select id from reward_activation where member_id = ?",
          [ids.carol]
        )) as { rows: { id: string }[] }
        const refunded = await api.post(
          `/admin/activations/${rows[0].id}/refund`,
          { reason: "test", secondary_password: STAFF_SECONDARY },
          admin
        )
        expect(refunded.data.refund.clawbacks).toEqual([])

        const job = (await import("@uuc/rewards/testing"))
          .settleDelayedBonusesJob
        await job(getContainer())
        expect((await balances("alice")).USDT).toBe("0.00000000")
        // two hours on, bob's bonuses are due
        await pg().raw(
          `update reward_activation set created_at = created_at - interval '3 hours'`
        )
        await job(getContainer())
        await job(getContainer())
        expect(await balances("alice")).toMatchObject({
          USDT: "30.00000000",
          UUC: "500.00000000",
          UUC_POOL: "500.00000000",
        })
        const statuses = async (u: string) =>
          (
            await api.get(`/admin/bonus-records?member=${ids.alice}`, admin)
          ).data.bonus_records
            .filter(
              (b: { source_member_id: string }) => b.source_member_id === ids[u]
            )
            .map((b: { status: string }) => b.status)
        expect(await statuses("bob")).toEqual(["settled", "settled"])
        expect(await statuses("carol")).toEqual(["eliminated", "eliminated"])
        await verifyOk()
      })
    })

    describe("shop orders", () => {
      type Rewards = {
        listBonusRecords(
          f: { order_id: string },
          page: { limit: number; offset: number }
        ): Promise<{
          bonus_records: {
            type: string
            status: string
            member_id: string
            amount_usd: string
          }[]
        }>
      }
      const orderRecords = async (order_id: string) =>
        (
          await getContainer()
            .resolve<Rewards>("rewards")
            .listBonusRecords({ order_id }, { limit: 50, offset: 0 })
        ).bonus_records
          .map((b) => [b.type, b.amount_usd, b.status])
          .sort()

      it("pays the merchant's sponsor on receipt, the network bonuses the plan triggers on orders, and reverses them on cancellation", async () => {
        await register([
          ["root", null],
          ["alice", "root"],
          ["bob", "alice"],
          ["merch", "alice"],
        ])
        await buy("standard", "alice", "bob", "merch")
        const { onOrderReceived, onOrderCancelled } =
          await import("@uuc/rewards/testing")
        const start = await balances("alice")
        const order = {
          order_id: "order_1",
          member_id: ids.bob,
          merchant_member_id: ids.merch,
          member_price_total: "500",
        }
        const first = await onOrderReceived(getContainer(), order)
        expect(first.replayed).toBe(false)
        expect((await onOrderReceived(getContainer(), order)).replayed).toBe(
          true
        )
        expect(await orderRecords("order_1")).toEqual([
          ["merchant", "10.00000000", "settled"],
        ])
        const afterFirst = await balances("alice")
        const plus = (a: string, b: string) =>
          (Number(a) + Number(b)).toFixed(8)
        expect(afterFirst.USDT).toBe(plus(start.USDT, "7.5"))
        expect(afterFirst.UUC).toBe(plus(start.UUC, "125"))

        // the plan now also pays the referral bonus on orders
        const plan = await api.post(
          "/admin/plan",
          {
            bonuses: { referral: { triggers: ["activation", "order"] } },
            secondary_password: STAFF_SECONDARY,
          },
          admin
        )
        expect(plan.status).toBe(201)
        await onOrderReceived(getContainer(), {
          ...order,
          order_id: "order_2",
          member_price_total: "100",
        })
        expect(await orderRecords("order_2")).toEqual([
          ["merchant", "2.00000000", "settled"],
          ["referral", "10.00000000", "settled"],
        ])

        await onOrderCancelled(getContainer(), "order_1")
        await onOrderCancelled(getContainer(), "order_1")
        expect(await orderRecords("order_1")).toEqual([
          ["merchant", "10.00000000", "clawed_back"],
        ])
        const end = await balances("alice")
        expect(end.USDT).toBe(plus(start.USDT, "9"))
        expect(end.UUC).toBe(plus(start.UUC, "150"))
        await verifyOk()
      })
    })
  },
})
