import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "../helpers/runner"
import { ADMIN, memberHeaders, withFreshIdempotencyKey } from "../helpers/auth"
import { registerMembers, STAFF_SECONDARY } from "../helpers/people"
import { type Headers, fund } from "../helpers/ledger"
import { members } from "../helpers/services"
import { signedIn } from "../helpers/suite"

jest.setTimeout(240 * 1000)

/**
 * One clock: day boundaries and cut-offs of money rules come
 * from the DATABASE's clock in the plan's time zone, never from the server's own
 * Date. The server's Date is moved 40 days ahead here (the database's is not):
 * the leaderboard's day, the refund cooling-off, the settlement delay and the
 * frozen earners' elimination period all keep to the database's time.
 */
type Pg = {
  raw(
    sql: string,
    bindings?: unknown[]
  ): Promise<{ rows: Record<string, string>[] }>
}

const DAY_MS = 86_400_000

/** Moves the server's Date (only: timers run as ever) `days` ahead. */
function moveServerDate(days: number) {
  jest.useFakeTimers({
    doNotFake: [
      "hrtime",
      "nextTick",
      "performance",
      "queueMicrotask",
      "requestAnimationFrame",
      "cancelAnimationFrame",
      "requestIdleCallback",
      "cancelIdleCallback",
      "setImmediate",
      "clearImmediate",
      "setInterval",
      "clearInterval",
      "setTimeout",
      "clearTimeout",
    ],
    now: Date.now() + days * DAY_MS,
    advanceTimers: true,
  })
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const { admin, store } = signedIn(api, getContainer)
    const ids: Record<string, string> = {}
    // headers made at each call: a token signed by the server's Date of now
    const as = (username: string): Headers => ({
      headers: withFreshIdempotencyKey({
        ...store.headers,
        ...memberHeaders(ids[username]),
      }),
    })
    /** The staff's token signed anew (by the server's Date of now). */
    const relogin = async () => {
      const { data } = await api.post("/auth/user/emailpass", ADMIN)
      admin.headers = withFreshIdempotencyKey({
        authorization: `Bearer ${data.token}`,
      })
    }
    const pg = () =>
      getContainer().resolve<Pg>(ContainerRegistrationKeys.PG_CONNECTION)
    const dbDay = async (tz: string) =>
      (
        await pg().raw(
          "select to_char(now() at time zone ?, 'YYYY-MM-DD') as day",
          [tz]
        )
      ).rows[0].day
    const setPlan = async (patch: Record<string, unknown>) => {
      const res = await api.post(
        "/admin/plan",
        { ...patch, secondary_password: STAFF_SECONDARY },
        admin
      )
      expect(res.status).toBe(201)
    }
    const buy = async (u: string, card: "standard" | "gold") => {
      await fund(getContainer(), ids[u], card === "gold" ? "200" : "100")
      const res = await api.post(
        "/store/cards/activate",
        { card, secondary_password: `${u}Second1` },
        as(u)
      )
      expect(res.status).toBe(201)
      return res.data.activation.id as string
    }
    /** The statuses of a member's bonus records (of one activation's, or all). */
    const statuses = async (member: string, activation?: string) =>
      (
        await pg().raw(
          `select status from reward_bonus where member_id = ?
              and (?::text is null or activation_id = ?) order by id`,
          [ids[member], activation ?? null, activation ?? null]
        )
      ).rows.map((r) => r.status)

    beforeEach(async () => {
      const container = getContainer()
      await registerMembers(container, ids, [
        ["root", null],
        ["alice", "root"],
        ["bob", "alice"],
        ["carol", "alice"],
        ["dave", "carol"],
      ])
    })

    afterEach(() => {
      jest.useRealTimers()
    })

    it("today on the leaderboard is the database's day in the plan's time zone", async () => {
      // UTC+14 and UTC−11 are on different days at every instant
      const days: string[] = []
      for (const tz of ["Pacific/Kiritimati", "Pacific/Pago_Pago"]) {
        await setPlan({ timezone: tz })
        const before = await dbDay(tz)
        const { data } = await api.get("/store/leaderboard", as("bob"))
        const after = await dbDay(tz)
        expect(data.timezone).toBe(tz)
        expect([before, after]).toContain(data.day)
        days.push(data.day)
      }
      expect(days[0]).not.toBe(days[1])

      // the server's own Date three days ahead changes nothing
      moveServerDate(3)
      const before = await dbDay("Pacific/Pago_Pago")
      const { data } = await api.get("/store/leaderboard", as("bob"))
      const after = await dbDay("Pacific/Pago_Pago")
      expect([before, after]).toContain(data.day)
    })

    it("the refund cooling-off, the settlement delay and the elimination period run on the database's clock", async () => {
      await buy("alice", "standard")
      await buy("carol", "standard")
      await setPlan({ settlement: { delay_hours: 1 } })
      // alice's bonuses of bob's card wait an hour for settlement
      const bobs = await buy("bob", "gold")
      const aliceOfBob = await statuses("alice", bobs)
      expect(aliceOfBob.length).toBeGreaterThan(0)
      expect(new Set(aliceOfBob)).toEqual(new Set(["pending_settlement"]))
      // carol, frozen, earns from dave's card: pending elimination (30 days)
      await members(getContainer()).updateMembers({
        id: ids.carol,
        status: "frozen",
      })
      const daves = await buy("dave", "gold")
      const carols = await statuses("carol")
      expect(carols.length).toBeGreaterThan(0)
      expect(new Set(carols)).toEqual(new Set(["pending_elimination"]))

      const { settleDelayedBonusesJob, settleFrozenBonusesJob } =
        await import("@uuc/rewards/testing")
      // forty days on by the server's Date, minutes by the database's
      moveServerDate(40)
      await relogin()
      await settleDelayedBonusesJob(getContainer())
      expect(await statuses("alice", bobs)).toEqual(aliceOfBob)
      expect(await statuses("alice", daves)).not.toContain("settled")
      await settleFrozenBonusesJob(getContainer())
      expect(await statuses("carol")).toEqual(carols)
      // bob's card is within its 14 days of cooling-off: offered and refunded
      const offers = await api.get("/store/activations", as("bob"))
      expect(offers.data.activations).toMatchObject([
        { id: bobs, blocked: null },
      ])
      const refunded = await api.post(
        `/store/activations/${bobs}/refund`,
        { secondary_password: "bobSecond1" },
        as("bob")
      )
      expect(refunded.status).toBe(200)
      jest.useRealTimers()
      await relogin()

      // the same jobs act once the database's time has passed: dave's card is
      // 2 hours old, carol's records 31 days
      await pg().raw(
        `update reward_activation set created_at = created_at - interval '2 hours'
          where member_id = ?`,
        [ids.dave]
      )
      await pg().raw(
        `update reward_bonus set created_at = created_at - interval '31 days'
          where member_id = ?`,
        [ids.carol]
      )
      await settleDelayedBonusesJob(getContainer())
      await settleFrozenBonusesJob(getContainer())
      expect(new Set(await statuses("carol"))).toEqual(new Set(["eliminated"]))
      // alice: bob's refunded card's bonuses eliminated, dave's card's settled
      expect(new Set(await statuses("alice", bobs))).toEqual(
        new Set(["eliminated"])
      )
      expect(await statuses("alice")).not.toContain("pending_settlement")
      const { data: report } = await api.get("/admin/ledger/verify", admin)
      expect(report.checks.filter((c: { ok: boolean }) => !c.ok)).toEqual([])
    })
  },
})
