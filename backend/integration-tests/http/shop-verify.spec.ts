// The ledger's verify recomputes the shop's money (docs/rules.md §7, "What
// verify checks of the shop"): a real split checkout with points adds up, and a
// hand-made mismatch of each kind (a committed unit price, a capture its entry
// did not move, a refund past the capture, a settlement's credit) is reported by
// exactly its check. A wallet payment is captured whole.
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { capturePaymentWorkflow } from "@medusajs/medusa/core-flows"
import { codeOf } from "@uuc/errors"
import { medusaIntegrationTestRunner } from "../helpers/runner"
import type { Query } from "../helpers/services"
import { fund } from "../helpers/ledger"
import { D, merchantSuite, type Order } from "../helpers/merchant-suite"

jest.setTimeout(300 * 1000)

const SHOP_CHECKS = [
  "shop_orders_add_up",
  "shop_payments_posted",
  "refunds_within_capture",
  "merchant_settlements_match",
]

type Check = { name: string; ok: boolean; count: number; detail: string }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const { admin, ids, as, verifyOk, pg, splitCart, byMerchant } =
      merchantSuite(api, getContainer)

    const report = async () =>
      (await api.get("/admin/ledger/verify", admin)).data as {
        ok: boolean
        checks: Check[]
      }
    /** The names of the checks that fail now. */
    const failing = async () =>
      (await report()).checks.filter((c) => !c.ok).map((c) => c.name)
    const sql = async <R = Record<string, unknown>>(
      text: string,
      bindings: unknown[] = []
    ) => (await pg().raw(text, bindings)).rows as R[]

    /** The buyer's split checkout (platform tea, alice's honey ×2, bob's soap) with 10 points. */
    const checkout = async (key: string) => {
      await fund(getContainer(), ids.buyer, "200")
      const cart = await splitCart()
      await api.post(
        `/store/carts/${cart}/points`,
        { points: "10" },
        as("buyer")
      )
      const { data } = await api.post(
        `/store/carts/${cart}/checkout`,
        { secondary_password: "buyerSecond1" },
        as("buyer", key)
      )
      return byMerchant(data.orders as Order[])
    }
    /** The wallet payment of a Medusa order. */
    const paymentOf = async (orderId: string) => {
      const [o] = (
        await getContainer()
          .resolve<Query>(ContainerRegistrationKeys.QUERY)
          .graph({
            entity: "order",
            fields: ["payment_collections.payments.id"],
            filters: { id: orderId },
          })
      ).data as { payment_collections: { payments: { id: string }[] }[] }[]
      return o.payment_collections[0].payments[0].id
    }
    const shipAndReceive = async (orderId: string, merchant: string) => {
      await api.post(
        `/store/merchant/orders/${orderId}/ship`,
        { courier_name: "Correios", courier_number: "BR1" },
        as(merchant)
      )
      const { data } = await api.post(
        `/store/shop/orders/${orderId}/receive`,
        {},
        as("buyer")
      )
      expect(data.order.status).toBe("received")
    }

    describe("GET /admin/ledger/verify", () => {
      it("finds a split checkout's parts adding up: each part's points lines hold its own share of the points charged", async () => {
        const o = await checkout("verify-split")
        const { checks } = await report()
        const shop = checks.filter((c) => SHOP_CHECKS.includes(c.name))
        expect(shop.map((c) => c.name).sort()).toEqual([...SHOP_CHECKS].sort())
        expect(shop.filter((c) => !c.ok)).toEqual([])
        expect(checks.find((c) => c.name === "shop_orders_add_up")?.count).toBe(
          3
        )
        await verifyOk()

        // each Medusa order's points credit lines: its own share, 5 + 5 + 0 = 10
        const lines = await sql<{ order_id: string; points: string }>(
          `select o.id as order_id,
                  coalesce(sum((l.metadata->>'points')::numeric), 0) as points
             from "order" o
             left join order_credit_line l
               on l.order_id = o.id and l.reference = 'points'
              and l.deleted_at is null
            where o.id = any(?)
            group by o.id`,
          [[o.platform.id, o.alice.id, o.bob.id]]
        )
        const by = new Map(lines.map((l) => [l.order_id, D(l.points)]))
        expect(by.get(o.platform.id)?.toFixed(8)).toBe("5.00000000")
        expect(by.get(o.alice.id)?.toFixed(8)).toBe("5.00000000")
        expect(by.get(o.bob.id)?.toFixed(8)).toBe("0.00000000")
        for (const part of [o.platform, o.alice, o.bob])
          expect(by.get(part.id)?.toFixed(8)).toBe(D(part.points).toFixed(8))
      })

      it("reports a changed unit price, a capture its entry did not move, a refund past the capture and a changed settlement, each by exactly its check", async () => {
        const o = await checkout("verify-mismatch")
        await shipAndReceive(o.alice.id, "alice")
        const settled = await report()
        expect(
          settled.checks.find((c) => c.name === "merchant_settlements_match")
            ?.count
        ).toBe(1)
        await verifyOk()

        // a committed unit price changed: the platform part no longer adds up
        const items = `select i.item_id from order_item i where i.order_id = ?`
        await sql(
          `update order_line_item set unit_price = unit_price + 1
            where id in (${items})`,
          [o.platform.id]
        )
        await sql(
          `update order_item set unit_price = unit_price + 1
            where order_id = ? and unit_price is not null`,
          [o.platform.id]
        )
        expect(await failing()).toEqual(["shop_orders_add_up"])
        await sql(
          `update order_line_item set unit_price = unit_price - 1
            where id in (${items})`,
          [o.platform.id]
        )
        await sql(
          `update order_item set unit_price = unit_price - 1
            where order_id = ? and unit_price is not null`,
          [o.platform.id]
        )
        await verifyOk()

        // alice's capture as Medusa records it, more than its entry moved
        // (postings are immutable: the capture's side is what can drift)
        const payment = await paymentOf(o.alice.id)
        await sql(
          `update capture set amount = amount + 1 where payment_id = ?`,
          [payment]
        )
        expect(await failing()).toEqual(["shop_payments_posted"])
        await sql(
          `update capture set amount = amount - 1 where payment_id = ?`,
          [payment]
        )
        await verifyOk()

        // a refund recorded past the capture (55 captured)
        await sql(
          `insert into refund (id, amount, raw_amount, payment_id)
           values ('ref_verify_test', 55.001, '{"value": "55.001", "precision": 20}', ?)`,
          [payment]
        )
        expect(await failing()).toEqual(["refunds_within_capture"])
        await sql(`delete from refund where id = 'ref_verify_test'`)
        await verifyOk()

        // the merchant's credit changed after its entry paid it
        await sql(
          `update shop_order set settlement_amount = settlement_amount + 1
            where order_id = ?`,
          [o.alice.id]
        )
        const found = await report()
        expect(found.checks.filter((c) => !c.ok).map((c) => c.name)).toEqual([
          "merchant_settlements_match",
        ])
        expect(
          found.checks.find((c) => c.name === "merchant_settlements_match")
            ?.detail
        ).toContain(o.alice.id)
        await sql(
          `update shop_order set settlement_amount = settlement_amount - 1
            where order_id = ?`,
          [o.alice.id]
        )
        await verifyOk()
      })
    })

    describe("POST /admin/payments/:id/capture", () => {
      it("refuses a partial capture of a wallet payment (partial_capture_not_supported); the whole capture then passes", async () => {
        const o = await checkout("verify-partial")
        const payment = await paymentOf(o.bob.id)
        const refused = await capturePaymentWorkflow(getContainer())
          .run({ input: { payment_id: payment, amount: 4 } })
          .then(
            () => "captured",
            (e: unknown) => codeOf(e) ?? String(e)
          )
        expect(refused).toBe("partial_capture_not_supported")
        // nothing captured, in Medusa's records or the ledger
        const captures = await sql(
          `select id from capture where payment_id = ? and deleted_at is null`,
          [payment]
        )
        expect(captures).toEqual([])
        expect(
          await sql(
            `select id from ledger_entry where kind = 'shop_payment_capture'`
          )
        ).toEqual([])
        await verifyOk()

        // the receipt captures the whole payment
        await shipAndReceive(o.bob.id, "bob")
        const [whole] = await sql<{ amount: string }>(
          `select sum(amount) as amount from capture
            where payment_id = ? and deleted_at is null`,
          [payment]
        )
        expect(D(whole.amount).toFixed(8)).toBe("8.00000000")
        await verifyOk()
      })
    })
  },
})
