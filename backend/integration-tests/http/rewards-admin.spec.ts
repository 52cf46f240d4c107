import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "../helpers/runner"
import { errorAnswer, memberHeaders } from "../helpers/auth"
import { registerMembers, STAFF_SECONDARY } from "../helpers/people"
import { type Headers } from "../helpers/ledger"
import { members } from "../helpers/services"
import { signedIn } from "../helpers/suite"

jest.setTimeout(180 * 1000)

type Pg = { raw(sql: string, bindings?: unknown[]): Promise<unknown> }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const { admin, store } = signedIn(api, getContainer)
    const ids: Record<string, string> = {}
    const as = (username: string): Headers => ({
      headers: { ...store.headers, ...memberHeaders(ids[username]) },
    })

    /** Registers members in order; each is sponsored by the named member. */
    const register = (pairs: [string, string | null][]) =>
      registerMembers(getContainer(), ids, pairs)
    /** Funds a member through the staff adjustment, then buys the card. */
    const buy = async (username: string, card: "standard" | "gold") => {
      await api.post(
        `/admin/members/${ids[username]}/adjustments`,
        {
          asset: "USDT",
          direction: "increase",
          amount: card === "gold" ? "200" : "100",
          reason: "test funding",
          secondary_password: STAFF_SECONDARY,
        },
        admin
      )
      const { status } = await api.post(
        "/store/cards/activate",
        { card, secondary_password: `${username}Second1` },
        as(username)
      )
      expect(status).toBe(201)
    }

    beforeEach(async () => {
      // root ─ alice ─ bob (sponsor = placement parent); root and alice hold
      // cards, so bob's gold card pays alice 20 + 20 and alice's paid root 20 + 20
      await register([
        ["root", null],
        ["alice", "root"],
        ["bob", "alice"],
      ])
    })

    describe("GET /admin/bonus-records", () => {
      it("answers the totals per type of every matching record", async () => {
        await buy("alice", "standard")
        await buy("bob", "gold")
        const { data } = await api.get("/admin/bonus-records", admin)
        const paid = {
          count: 1,
          amount_usd: "20.00000000",
          usdt: "15.00000000",
          repaid: "0.00000000",
          uuc: "250.00000000",
          uuc_pool: "250.00000000",
        }
        const none = {
          count: 0,
          amount_usd: "0.00000000",
          usdt: "0.00000000",
          repaid: "0.00000000",
          uuc: "0.00000000",
          uuc_pool: "0.00000000",
        }
        expect(data.totals_by_type).toEqual({
          referral: paid,
          layer: paid,
          team: none,
          community: none,
          merchant: none,
          daily_top: none,
        })
        expect(data.totals.amount_usd).toBe("40.00000000")

        const layer = await api.get("/admin/bonus-records?type=layer", admin)
        expect(layer.data.count).toBe(1)
        expect(layer.data.totals_by_type.referral).toEqual(none)
        expect(layer.data.totals_by_type.layer).toEqual(paid)
        const bob = await api.get("/admin/bonus-records?member=bob", admin)
        expect(bob.data.totals_by_type.referral.count).toBe(0)
      })

      it("refuses members", async () => {
        const refused = await api
          .get("/admin/bonus-records", as("alice"))
          .catch(errorAnswer)
        expect(refused.status).toBe(401)
      })
    })

    describe("GET /admin/bonus-records/export", () => {
      it("streams the filtered records as CSV", async () => {
        await buy("alice", "standard")
        await buy("bob", "gold")
        const res = await api.get(
          "/admin/bonus-records/export?type=referral&member=alice",
          admin
        )
        expect(res.status).toBe(200)
        expect(res.headers["content-type"]).toMatch(/^text\/csv/)
        expect(res.headers["content-disposition"]).toMatch(
          /attachment; filename="bonus-record-\d{4}-\d{2}-\d{2}\.csv"/
        )
        const lines = String(res.data).trim().split("\r\n")
        expect(lines[0]).toBe(
          "id,created_at,type,status,username,member_id,source_member_id,activation_id,rate,amount_usd,usdt,repaid,uuc,uuc_pool,plan_version,debt_collected_usd"
        )
        expect(lines).toHaveLength(2)
        const cells = lines[1].split(",")
        expect(cells.slice(2, 7)).toEqual([
          "referral",
          "settled",
          "alice",
          ids.alice,
          ids.bob,
        ])
        expect(cells.slice(8)).toEqual([
          "0.1",
          "20.00000000",
          "15.00000000",
          "0.00000000",
          "250.00000000",
          "250.00000000",
          "1",
          "0.00000000",
        ])

        const bad = await api
          .get("/admin/bonus-records/export?type=nope", admin)
          .catch(errorAnswer)
        expect(bad).toMatchObject({
          status: 400,
          data: { code: "invalid_data" },
        })
      })
    })

    describe("POST /admin/loans/:id/approve", () => {
      it("needs the staff secondary password and is audited", async () => {
        await buy("alice", "standard")
        const applied = await api.post(
          "/store/loans",
          { secondary_password: "bobSecond1" },
          as("bob")
        )
        const url = `/admin/loans/${applied.data.loan.id}/approve`

        const missing = await api.post(url, {}, admin).catch(errorAnswer)
        expect(missing).toMatchObject({
          status: 400,
          data: {
            code: "secondary_password_required",
            field: "secondary_password",
          },
        })
        const wrong = await api
          .post(url, { secondary_password: "nope" }, admin)
          .catch(errorAnswer)
        expect(wrong).toMatchObject({
          status: 400,
          data: {
            code: "staff_secondary_password_invalid",
            field: "secondary_password",
          },
        })
        const still = await api.get("/admin/loans?status=pending", admin)
        expect(still.data.loans).toHaveLength(1)
        expect(still.data.loans[0].username).toBe("bob")

        const { data } = await api.post(
          url,
          { secondary_password: STAFF_SECONDARY, reason: "known member" },
          admin
        )
        expect(data.loan).toMatchObject({
          status: "passed",
          owed: "220.00000000",
        })
        const audit = await members(getContainer()).listAuditEntries({
          action: "loan.approve",
        })
        expect(audit).toHaveLength(1)
        expect(audit[0]).toMatchObject({
          target_id: ids.bob,
          before: { loan_id: data.loan.id, status: "pending" },
          // the approval's own transaction: funds transferring with the card's
          // entry; the activation's completion then passed it (data.loan)
          after: {
            loan_id: data.loan.id,
            status: "transferring",
            owed: "220.00000000",
            reason: "known member",
          },
        })
      })
    })

    describe("GET /admin/reports/income-disclosure", () => {
      it("counts members per earnings band with the median and percentiles", async () => {
        const start = new Date(Date.now() - 60_000).toISOString()
        await buy("root", "standard")
        await buy("alice", "gold") // root: referral 20 + layer 20
        await buy("bob", "gold") // alice: referral 20 + layer 20 (root lacks star 2)
        const end = new Date(Date.now() + 60_000).toISOString()
        const q = `from=${start}&to=${end}`
        const { data } = await api.get(
          `/admin/reports/income-disclosure?${q}&bands=30,40,100`,
          admin
        )
        // earnings over the three members: 0, 40, 40
        expect(data.report).toMatchObject({
          from: start,
          to: end,
          members: 3,
          earners: 2,
          total: "80.00000000",
          mean: "26.66666667",
          median: "40.00000000",
          p25: "20.00000000",
          p75: "40.00000000",
          p90: "40.00000000",
          p99: "40.00000000",
        })
        expect(
          data.report.bands.map(
            (b: { min: string; max: string | null; members: number }) => [
              b.min,
              b.max,
              b.members,
            ]
          )
        ).toEqual([
          ["0", "0", 1],
          ["0", "30", 0],
          ["30", "40", 0],
          ["40", "100", 2],
          ["100", null, 0],
        ])
        expect(data.report.bands[3].total).toBe("80.00000000")

        // a period that ends before anything was paid: everyone earned nothing
        const early = await api.get(
          `/admin/reports/income-disclosure?from=${new Date(0).toISOString()}&to=${start}`,
          admin
        )
        expect(early.data.report).toMatchObject({
          members: 0,
          total: "0.00000000",
          median: "0.00000000",
        })
      })

      it("counts every bonus paid in the period, daily top 10 and merchant included, net of clawbacks", async () => {
        const pg = getContainer().resolve<Pg>(
          ContainerRegistrationKeys.PG_CONNECTION
        )
        const start = new Date(Date.now() - 60_000).toISOString()
        await buy("root", "standard")
        await buy("alice", "gold") // root: referral 20 + layer 20
        await buy("bob", "gold") // alice: referral 20 + layer 20
        // yesterday's gold sponsors: root (first to 1), alice; rank 1 needs 3,
        // so alice, rank 2, earns 1500 UUC, paid now at the price 0.01: 15 USD
        // moved to yesterday noon (the plan's time zone, UTC), in their order:
        // a test that runs across midnight still finds them all on one day
        await pg.raw(
          `update reward_activation set created_at =
             ((now() at time zone 'UTC')::date - 1 + time '12:00') at time zone 'UTC'
             + (created_at - (select min(created_at) from reward_activation))`
        )
        const yesterday = (
          (await pg.raw(
            "select to_char((now() at time zone 'UTC')::date - 1, 'YYYY-MM-DD') as day"
          )) as { rows: { day: string }[] }
        ).rows[0].day
        const top = await api.post(
          `/admin/daily-top/${yesterday}/run`,
          { secondary_password: STAFF_SECONDARY },
          admin
        )
        expect(top.data.run.standings).toMatchObject([
          { rank: 1, username: "root", uuc: "0", status: null },
          { rank: 2, username: "alice", uuc: "1500", status: "settled" },
        ])
        // the UUC price changes after the payout: it keeps its own
        await api.post(
          "/admin/token-price",
          { price: "0.03", secondary_password: STAFF_SECONDARY },
          admin
        )

        // carol's card paid alice 20 + 20 two days ago; refunded now
        await register([["carol", "alice"]])
        await api.post(
          `/admin/members/${ids.carol}/adjustments`,
          {
            asset: "USDT",
            direction: "increase",
            amount: "200",
            reason: "test funding",
            secondary_password: STAFF_SECONDARY,
          },
          admin
        )
        const carol = await api.post(
          "/store/cards/activate",
          { card: "gold", secondary_password: "carolSecond1" },
          as("carol")
        )
        const act = carol.data.activation.id as string
        await pg.raw(
          `update reward_bonus set created_at = created_at - interval '2 days',
             settled_at = settled_at - interval '2 days' where activation_id = ?`,
          [act]
        )
        const refund = await api.post(
          `/admin/activations/${act}/refund`,
          { reason: "asked", secondary_password: STAFF_SECONDARY },
          admin
        )
        expect(refund.status).toBe(200)
        expect(refund.data.refund.clawbacks).toHaveLength(2)

        // a shop order of bob's goods: bob's sponsor alice earns 2% of 500
        const { onOrderReceived } = await import("@uuc/rewards/testing")
        await onOrderReceived(getContainer(), {
          order_id: "order_disclosure",
          member_id: ids.root,
          merchant_member_id: ids.bob,
          member_price_total: "500",
        })

        const end = new Date(Date.now() + 60_000).toISOString()
        const { data } = await api.get(
          `/admin/reports/income-disclosure?from=${start}&to=${end}&bands=30`,
          admin
        )
        // root 40; alice 40 + 15 (top 10) + 10 (merchant) - 40 (clawed back)
        expect(data.report).toMatchObject({
          basis: "net_bonus_earnings_usd",
          members: 4,
          earners: 2,
          total: "65.00000000",
        })
        expect(
          data.report.bands.map(
            (b: { min: string; members: number; total: string }) => [
              b.min,
              b.members,
              b.total,
            ]
          )
        ).toEqual([
          ["0", 2, "0.00000000"],
          ["0", 1, "25.00000000"],
          ["30", 1, "40.00000000"],
        ])

        // the period when carol's bonuses were paid counts them (they were
        // received then); the clawback counts when it happened
        await pg.raw(
          "update network_node set created_at = created_at - interval '3 days'"
        )
        const before = await api.get(
          `/admin/reports/income-disclosure?from=${new Date(Date.now() - 4 * 86_400_000).toISOString()}&to=${start}&bands=30`,
          admin
        )
        expect(before.data.report).toMatchObject({
          members: 4,
          earners: 1,
          total: "40.00000000",
        })
      })

      it("refuses unordered bands and an empty period", async () => {
        const bands = await api
          .get("/admin/reports/income-disclosure?bands=100,50", admin)
          .catch(errorAnswer)
        expect(bands).toMatchObject({
          status: 400,
          data: { code: "invalid_bands", field: "bands" },
        })
        const now = new Date().toISOString()
        const period = await api
          .get(`/admin/reports/income-disclosure?from=${now}&to=${now}`, admin)
          .catch(errorAnswer)
        expect(period).toMatchObject({
          status: 400,
          data: { code: "invalid_period" },
        })
      })
    })
  },
})
