import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "../helpers/runner"
import Decimal from "decimal.js"
import { memberHeaders } from "../helpers/auth"
import { registerMembers, STAFF_SECONDARY } from "../helpers/people"
import { fund } from "../helpers/ledger"
import { signedIn } from "../helpers/suite"

jest.setTimeout(300 * 1000)

/**
 * Rounding of a received order's bonuses (rules.md §1): as for
 * an activation, the remainder the split floors away is posted to
 * platform:rounding by the order's own entry, so that the bonus parts plus the
 * rounding are the computed total to the last unit; verify's `order_rounding`
 * recomputes it.
 */
type Pg = {
  raw(
    sql: string,
    bindings?: unknown[]
  ): Promise<{ rows: Record<string, string>[] }>
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const { admin, store } = signedIn(api, getContainer)
    const ids: Record<string, string> = {}

    beforeEach(async () => {
      const container = getContainer()
      // sam sponsors the merchant mia (sam earns the merchant bonus) and the buyer
      await registerMembers(container, ids, [
        ["root", null],
        ["sam", "root"],
        ["mia", "sam"],
        ["bea", "sam"],
      ])
      for (const u of ["sam", "mia", "bea"]) {
        await fund(container, ids[u], "1000")
        const res = await api.post(
          "/store/cards/activate",
          { card: "gold", secondary_password: `${u}Second1` },
          { headers: { ...store.headers, ...memberHeaders(ids[u]) } }
        )
        expect(res.status).toBe(201)
      }
    })

    it("posts a received order's rounding with its bonuses; verify recomputes it", async () => {
      const container = getContainer()
      const pg = container.resolve<Pg>(ContainerRegistrationKeys.PG_CONNECTION)
      // a UUC price at which the bonuses' UUC part is no whole number of units
      const set = await api.post(
        "/admin/token-price",
        { price: "7", secondary_password: STAFF_SECONDARY },
        admin
      )
      expect(set.status).toBe(201)

      const { onOrderReceived } = await import("@uuc/rewards/rewards-api")
      const { order } = await onOrderReceived(container, {
        order_id: "order_rounding_1",
        member_id: ids.bea,
        merchant_member_id: ids.mia,
        member_price_total: "60",
      })
      expect(order.status).toBe("received")

      const [o] = (
        await pg.raw(
          `select bonus_total_usd::text as total, rounding_usd::text as rounding
             from reward_order where id = 'order_rounding_1'`
        )
      ).rows
      const bonuses = (
        await pg.raw(
          `select type, usdt::text, repaid::text, uuc::text, uuc_pool::text
             from reward_bonus where order_id = 'order_rounding_1'`
        )
      ).rows
      // the merchant bonus: 2% × 60 = 1.2 USD, 0.9 USDT and 0.3 USD of UUC at
      // 7: 0.04285714 UUC (floored) worth 0.29999998, so 0.00000002 is left over
      expect(bonuses.map((b) => b.type)).toContain("merchant")
      const paid = bonuses.reduce(
        (s, b) =>
          s
            .plus(b.usdt)
            .plus(b.repaid)
            .plus(
              new Decimal(b.uuc)
                .plus(b.uuc_pool)
                .times(7)
                .toDecimalPlaces(8, Decimal.ROUND_UP)
            ),
        new Decimal(0)
      )
      expect(new Decimal(o.rounding).gt(0)).toBe(true)
      expect(paid.plus(o.rounding).toFixed(8)).toBe(o.total)
      const merchant = bonuses.find((b) => b.type === "merchant")!
      expect(merchant).toMatchObject({ usdt: "0.90000000" })

      // posted by the order's own entry, from the bonus expense
      const posted = (
        await pg.raw(
          `select p.amount::text as amount
             from ledger_posting p join ledger_entry e on e.id = p.entry_id
            where e.key = 'order:order_rounding_1:bonuses'
              and p.account = 'platform:rounding'`
        )
      ).rows
      expect(posted).toEqual([{ amount: o.rounding }])
      const check = async () =>
        (await api.get("/admin/ledger/verify", admin)).data.checks as {
          name: string
          ok: boolean
          count: number
        }[]
      expect((await check()).filter((c) => !c.ok)).toEqual([])
      expect(
        (await check()).find((c) => c.name === "order_rounding")
      ).toMatchObject({ ok: true, count: 1 })

      // a record that disagrees by one unit is found
      await pg.raw(
        `update reward_order set rounding_usd = rounding_usd + 0.00000001
          where id = 'order_rounding_1'`
      )
      expect(
        (await check()).find((c) => c.name === "order_rounding")
      ).toMatchObject({ ok: false })
      await pg.raw(
        `update reward_order set rounding_usd = rounding_usd - 0.00000001
          where id = 'order_rounding_1'`
      )
      expect((await check()).filter((c) => !c.ok)).toEqual([])
    })
  },
})
