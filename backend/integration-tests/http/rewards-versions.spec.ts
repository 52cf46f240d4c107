import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "../helpers/runner"
import Decimal from "decimal.js"
import { memberHeaders, type Failed } from "../helpers/auth"
import { registerMembers, STAFF_SECONDARY } from "../helpers/people"
import { type Headers, fund } from "../helpers/ledger"
import { network } from "../helpers/services"
import { signedIn } from "../helpers/suite"

jest.setTimeout(480 * 1000)

/**
 * What an activation is computed with is what is in force when it runs (rules.md §4,
 * plugins/rewards/README.md): between two activations staff change the UUC price
 * (POST /admin/token-price) or the plan (POST /admin/plan); each activation and its
 * bonus records name their own price and plan version, over the real ledger.
 */
type Bonus = {
  type: string
  member_id: string
  activation_id: string
  amount_usd: string
  usdt: string
  uuc: string
  uuc_pool: string
  plan_version: number
  params: Record<string, string | number>
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const { admin, store } = signedIn(api, getContainer)
    const ids: Record<string, string> = {}
    const as = (username: string): Headers => ({
      headers: { ...store.headers, ...memberHeaders(ids[username]) },
    })
    const activate = async (username: string, card: string) => {
      const res = await api
        .post(
          "/store/cards/activate",
          { card, secondary_password: `${username}Second1` },
          as(username)
        )
        .catch((e: Failed) => {
          throw new Error(JSON.stringify(e.response?.data))
        })
      expect(res.status).toBe(201)
      return res.data
    }
    const bonusesOf = async (activationId: string): Promise<Bonus[]> =>
      (
        await api.get(
          `/admin/bonus-records?activation_id=${activationId}&limit=100`,
          admin
        )
      ).data.bonus_records
    const balances = async (username: string) =>
      (await api.get("/store/ledger/balances", as(username))).data.balances
    const verifyOk = async () => {
      const { data } = await api.get("/admin/ledger/verify", admin)
      expect(data.checks.filter((c: { ok: boolean }) => !c.ok)).toEqual([])
      expect(data.ok).toBe(true)
    }
    /** The split of B at a price (rules.md §4): 75% USDT, the rest UUC, half pooled. */
    const split = (b: string, price: string) => {
      const usdt = new Decimal(b).times("0.75").toDecimalPlaces(8, 1)
      const uuc = new Decimal(b)
        .minus(usdt)
        .div(price)
        .toDecimalPlaces(8, Decimal.ROUND_DOWN)
      const pool = uuc.times("0.5").toDecimalPlaces(8, Decimal.ROUND_DOWN)
      return {
        amount_usd: new Decimal(b).toFixed(8),
        usdt: usdt.toFixed(8),
        uuc: uuc.minus(pool).toFixed(8),
        uuc_pool: pool.toFixed(8),
      }
    }

    beforeEach(async () => {
      const container = getContainer()
      // alice sponsors bob and carol; both sit on alice's placement lines
      await registerMembers(container, ids, [
        ["root", null],
        ["alice", "root"],
        ["bob", "alice"],
        ["carol", "alice"],
      ])
      await fund(container, ids.alice, "100")
      await fund(container, ids.bob, "200")
      await fund(container, ids.carol, "200")
      await activate("alice", "standard")
    })

    it("computes each activation's UUC at the price in force when it ran", async () => {
      const first = await activate("bob", "gold")
      expect(first.activation).toMatchObject({ price: "0.01000000" })

      const set = await api.post(
        "/admin/token-price",
        { price: "0.03", secondary_password: STAFF_SECONDARY },
        admin
      )
      expect(set.status).toBe(201)

      const second = await activate("carol", "gold")
      expect(second.activation).toMatchObject({
        price: "0.03000000",
        plan_version: 1,
      })

      // referral 20 and layer 1 (alice's star: 1 then 2) on each gold card
      const at1 = await bonusesOf(first.activation.id)
      const at3 = await bonusesOf(second.activation.id)
      for (const [rows, price] of [
        [at1, "0.01"],
        [at3, "0.03"],
      ] as const) {
        expect(rows.map((b) => b.type).sort()).toEqual(["layer", "referral"])
        for (const b of rows)
          expect(b).toMatchObject({
            member_id: ids.alice,
            plan_version: 1,
            ...split("20", price),
          })
      }
      // 20 USD → 5 USD of UUC: 500 UUC at 0.01, 166.66666666 at 0.03
      expect(at1[0]).toMatchObject({ uuc: "250.00000000" })
      expect(at3[0]).toMatchObject({
        uuc: "83.33333333",
        uuc_pool: "83.33333333",
      })
      expect(await balances("alice")).toMatchObject({
        USDT: "60.00000000",
        UUC: new Decimal("500").plus("166.66666666").toFixed(8),
        UUC_POOL: new Decimal("500").plus("166.66666666").toFixed(8),
      })
      await verifyOk()
    })

    it("posts what rounding leaves over to platform:rounding: the bonus parts plus the rounding are the activation's computed total to the last unit (rules.md §1)", async () => {
      const container = getContainer()
      type Pg = {
        raw(
          sql: string,
          bindings?: unknown[]
        ): Promise<{ rows: Record<string, string>[] }>
      }
      const pg = container.resolve<Pg>(ContainerRegistrationKeys.PG_CONNECTION)
      // a gold price whose 10% bonuses have a fraction below the smallest unit,
      // and a UUC price at which 5 USD is not a whole number of units of UUC
      const plan = await api.post(
        "/admin/plan",
        {
          cards: { gold: { price: "200.00000009" } },
          secondary_password: STAFF_SECONDARY,
        },
        admin
      )
      expect(plan.status).toBe(201)
      const set = await api.post(
        "/admin/token-price",
        { price: "7", secondary_password: STAFF_SECONDARY },
        admin
      )
      expect(set.status).toBe(201)
      await fund(container, ids.bob, "1")
      const { activation } = await activate("bob", "gold")
      expect(activation).toMatchObject({
        amount: "200.00000009",
        price: "7.00000000",
      })

      // referral and layer 1 to alice: 10% × 200.00000009 = 20.000000009 → 20
      // (floored); 15 USDT, and 5 USD → 0.71428571 UUC (floored) worth 4.99999997
      const rows = await bonusesOf(activation.id)
      expect(rows.map((b) => b.type).sort()).toEqual(["layer", "referral"])
      for (const b of rows)
        expect(b).toMatchObject({
          amount_usd: "20.00000000",
          usdt: "15.00000000",
          uuc: "0.35714286",
          uuc_pool: "0.35714285",
        })
      // total: 40.000000018 → 40.00000001; paid: 2 × (15 + 4.99999997)
      const [a] = (
        await pg.raw(
          `select bonus_total_usd::text as total, rounding_usd::text as rounding
             from reward_activation where id = ?`,
          [activation.id]
        )
      ).rows
      expect(a).toEqual({ total: "40.00000001", rounding: "0.00000007" })
      const paid = rows.reduce(
        (s, b) =>
          s
            .plus(b.usdt)
            .plus(
              new Decimal(b.uuc)
                .plus(b.uuc_pool)
                .times(7)
                .toDecimalPlaces(8, Decimal.ROUND_UP)
            ),
        new Decimal(0)
      )
      expect(paid.plus(a.rounding).toFixed(8)).toBe(a.total)
      // posted by the activation's own entry, from the bonus expense
      const posted = (
        await pg.raw(
          `select p.account, p.amount::text as amount
             from ledger_posting p join ledger_entry e on e.id = p.entry_id
            where e.key = ? and p.account in ('platform:rounding',
                  'platform:bonus_expense') order by p.account`,
          [`activation:${activation.id}`]
        )
      ).rows
      expect(posted).toEqual([
        { account: "platform:bonus_expense", amount: "-30.00000007" },
        { account: "platform:rounding", amount: "0.00000007" },
      ])
      await verifyOk()

      // verify recomputes it: a record that disagrees by one unit is found
      await pg.raw(
        `update reward_activation set rounding_usd = rounding_usd + 0.00000001
          where id = ?`,
        [activation.id]
      )
      const { data } = await api.get("/admin/ledger/verify", admin)
      expect(
        data.checks.find(
          (c: { name: string }) => c.name === "activation_rounding"
        )
      ).toMatchObject({ ok: false, count: 2 })
      await pg.raw(
        `update reward_activation set rounding_usd = rounding_usd - 0.00000001
          where id = ?`,
        [activation.id]
      )
      await verifyOk()

      // and the other rewards checks: a bonus record that says more
      // was paid than its entry posted, a volume no activation explains
      const failing = async () =>
        (await api.get("/admin/ledger/verify", admin)).data.checks
          .filter((c: { ok: boolean }) => !c.ok)
          .map((c: { name: string }) => c.name)
      const bump = (sql: string, by: string) =>
        pg.raw(sql.replace("$by", by), [activation.id])
      const record = `update reward_bonus set uuc = uuc + $by
          where activation_id = ? and type = 'referral'`
      await bump(record, "1")
      expect(await failing()).toEqual([
        "activation_rounding",
        "bonus_records_match_postings",
      ])
      await bump(record, "-1")
      const volume = `update network_node set own_volume = own_volume + $by
          where member_id = (select member_id from reward_activation where id = ?)`
      await bump(volume, "1")
      const { data: volumes } = await api.get("/admin/ledger/verify", admin)
      expect(
        volumes.checks.find(
          (c: { name: string }) => c.name === "volumes_match_activations"
        )
      ).toMatchObject({ ok: false, count: 4 })
      await bump(volume, "-1")
      await verifyOk()
    })

    it("caps star levels at the star_max of the plan version in force, in the network as in the projection", async () => {
      const container = getContainer()
      await registerMembers(container, ids, [["dave", "alice"]])
      await fund(container, ids.dave, "200")
      const star = async (username: string) => {
        const n = await network(container).getNode(ids[username])
        return [n.active_direct_count, n.star_level]
      }
      await activate("bob", "gold")
      expect(await star("alice")).toEqual([1, 1])

      const one = await api.post(
        "/admin/plan",
        { levels: { star_max: 1 }, secondary_password: STAFF_SECONDARY },
        admin
      )
      expect(one.data.version).toBe(2)
      const second = await activate("carol", "gold")
      expect(second.activation.plan_version).toBe(2)
      // two active referrals, but version 2 caps the star level at 1
      expect(await star("alice")).toEqual([2, 1])

      // a version with a higher cap lifts every automatic star level at once
      const five = await api.post(
        "/admin/plan",
        { levels: { star_max: 5 }, secondary_password: STAFF_SECONDARY },
        admin
      )
      expect(five.data.version).toBe(3)
      expect(await star("alice")).toEqual([2, 2])
      const third = await activate("dave", "gold")
      expect(third.activation.plan_version).toBe(3)
      expect(await star("alice")).toEqual([3, 3])
      // and a lower one lowers them
      await api.post(
        "/admin/plan",
        { levels: { star_max: 2 }, secondary_password: STAFF_SECONDARY },
        admin
      )
      expect(await star("alice")).toEqual([3, 2])
      await verifyOk()
    })

    it("computes each activation with the plan version in force when it ran", async () => {
      const first = await activate("bob", "gold")
      expect(first.activation.plan_version).toBe(1)

      const made = await api.post(
        "/admin/plan",
        {
          bonuses: {
            referral: { rate: "0.12" },
            layer: { rates: ["0.05", "0.10", "0.10", "0.10", "0.10"] },
          },
          secondary_password: STAFF_SECONDARY,
        },
        admin
      )
      expect(made.data.version).toBe(2)

      const second = await activate("carol", "gold")
      expect(second.activation.plan_version).toBe(2)

      const byType = (rows: Bonus[]) =>
        Object.fromEntries(
          rows.map((b) => [
            b.type,
            [b.amount_usd, b.plan_version, b.params.rate_percent],
          ])
        )
      // bob's card: version 1's rates, kept after the change
      expect(byType(await bonusesOf(first.activation.id))).toEqual({
        referral: ["20.00000000", 1, "10"],
        layer: ["20.00000000", 1, "10"],
      })
      // carol's card: version 2's
      expect(byType(await bonusesOf(second.activation.id))).toEqual({
        referral: ["24.00000000", 2, "12"],
        layer: ["10.00000000", 2, "5"],
      })
      const usdt = new Decimal(split("20", "0.01").usdt)
        .times(2)
        .plus(split("24", "0.01").usdt)
        .plus(split("10", "0.01").usdt)
      expect((await balances("alice")).USDT).toBe(usdt.toFixed(8))
      await verifyOk()
    })
  },
})
