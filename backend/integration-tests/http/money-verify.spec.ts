import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "../helpers/runner"
import { adminHeaders } from "../helpers/auth"
import { registerMembers } from "../helpers/people"
import { type Headers } from "../helpers/ledger"

jest.setTimeout(240 * 1000)

/**
 * Verify's `no_stale_orders`: a shop checkout still running, a received (or cancelled)
 * order whose merchant settlement is still pending, an order's bonuses recorded
 * but not completed — each left longer than no_stale_operations allows (15
 * minutes) is reported; the same work begun just now is not. The shop's side is
 * read through its view shop_open_operations (the ledger reads no shop table).
 */
type Pg = {
  raw(
    sql: string,
    bindings?: unknown[]
  ): Promise<{ rows: Record<string, unknown>[] }>
}
type Check = { name: string; ok: boolean; count: number; detail: string }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let admin: Headers
    const ids: Record<string, string> = {}
    const pg = () =>
      getContainer().resolve<Pg>(ContainerRegistrationKeys.PG_CONNECTION)
    const verify = async () =>
      (await api.get("/admin/ledger/verify", admin)).data as {
        ok: boolean
        checks: Check[]
      }
    const ordersCheck = async () =>
      (await verify()).checks.find((c) => c.name === "no_stale_orders")!

    beforeEach(async () => {
      admin = await adminHeaders(getContainer(), api)
      await registerMembers(getContainer(), ids, [
        ["root", null],
        ["mia", "root"],
        ["bea", "root"],
      ])
    })

    /** A checkout claimed `age` ago and still running (its process died). */
    const checkout = (id: string, age: string) =>
      pg().raw(
        `insert into shop_checkout (id, cart_id, key, customer_id, status, created_at)
         values (?, ?, ?, 'cus_bea', 'running', now() - ?::interval)`,
        [id, `cart_${id}`, `key_${id}`, age]
      )
    /** An order received `age` ago whose merchant settlement never ran. */
    const received = (id: string, age: string) =>
      pg().raw(
        `insert into shop_order (id, order_id, cart_id, customer_id, member_id,
           merchant_id, merchant_member_id, total, member_price_total, status,
           settlement_status, shipped_at, received_at)
         values (?, ?, 'cart_x', 'cus_bea', ?, 'mer_mia', ?, 60, 60, 'received',
           'pending', now() - ?::interval, now() - ?::interval)`,
        [`shor_${id}`, id, ids.bea, ids.mia, age, age]
      )

    it("reports checkouts, settlements and order bonuses left half-applied, not those just begun", async () => {
      const fresh = await ordersCheck()
      expect(fresh).toMatchObject({ ok: true, count: 0 })
      expect((await verify()).ok).toBe(true)

      // begun just now: counted, not reported
      await checkout("chk_now", "1 minute")
      await received("order_now", "1 minute")
      await pg().raw(
        `insert into reward_order (id, member_id, total, plan_version, price, status)
         values ('order_bonus_now', ?, 60, 1, 1, 'pending')`,
        [ids.bea]
      )
      expect(await ordersCheck()).toMatchObject({ ok: true, count: 3 })

      // left behind by a crash 20 minutes ago
      await checkout("chk_old", "20 minutes")
      await received("order_old", "20 minutes")
      await pg().raw(
        `insert into reward_order (id, member_id, total, plan_version, price,
           status, created_at)
         values ('order_bonus_old', ?, 60, 1, 1, 'pending', now() - interval '20 minutes')`,
        [ids.bea]
      )
      const stale = await ordersCheck()
      expect(stale.ok).toBe(false)
      expect(stale.count).toBe(6)
      expect(stale.detail).toMatch(/^3 failing: /)
      expect(stale.detail).toContain("checkout chk_old still running")
      expect(stale.detail).toContain(
        "order order_old (received): settlement still pending"
      )
      expect(stale.detail).toContain(
        "order bonuses of order order_bonus_old unfinished"
      )
      for (const fresh of ["chk_now", "order_now", "order_bonus_now"])
        expect(stale.detail).not.toContain(fresh)
      expect((await verify()).ok).toBe(false)

      // finished (the settlement marked, the checkout done, the order's bonuses
      // completed): nothing left to report
      await pg().raw(
        `update shop_order set settlement_status = 'settled', settled_at = now()
          where order_id in ('order_old', 'order_now')`
      )
      await pg().raw(
        `update shop_checkout set status = 'done' where id in ('chk_old', 'chk_now')`
      )
      await pg().raw(
        `update reward_order set status = 'received'
          where id in ('order_bonus_old', 'order_bonus_now')`
      )
      expect(await ordersCheck()).toMatchObject({ ok: true, count: 0 })
    })
  },
})
