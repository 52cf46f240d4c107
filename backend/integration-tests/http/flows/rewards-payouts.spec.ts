// Rewards paid after an activation: the daily top 10, the settlement delay, and
// the bonuses of shop orders.
import { medusaIntegrationTestRunner } from "../../helpers/runner"
import { ADMIN, errorAnswer } from "../../helpers/auth"
import {
  dayBefore,
  lifecycleSuite,
  STAFF_SECONDARY,
} from "../../helpers/lifecycle-suite"
import { rewards } from "../../helpers/services"

jest.setTimeout(240 * 1000)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const { admin, ids, as, balances, verifyOk, pg, backdate, register, buy } =
      lifecycleSuite(api, getContainer)

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
      const orderRecords = async (order_id: string) =>
        (
          await rewards(getContainer()).listBonusRecords(
            { order_id },
            { limit: 50, offset: 0 }
          )
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
