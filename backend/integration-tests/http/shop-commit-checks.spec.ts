// The checkout decides at commit (rules.md §7 "Checked at commit"): parallel
// points requests leave one points line; goods unlisted, sent back to review or
// of a frozen merchant after they were put in the cart are refused with nothing
// moved; a card refund fired beside the checkout never leaves an order at the
// member price committed after it. Every test ends with the ledger's verify.
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "../helpers/runner"
import type { Query } from "../helpers/services"
import { errorAnswer, type Failed } from "../helpers/auth"
import { fund } from "../helpers/ledger"
import { D, goods, merchantSuite } from "../helpers/merchant-suite"
import { STAFF_SECONDARY } from "../helpers/people"

jest.setTimeout(300 * 1000)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const {
      admin,
      ids,
      customers,
      merchants,
      as,
      balances,
      verifyOk,
      readyCart,
    } = merchantSuite(api, getContainer)
    const fail = (p: Promise<unknown>) =>
      p.then(
        (r) => ({ status: (r as { status: number }).status, data: {} }),
        (e: Failed) =>
          errorAnswer(e) as { status: number; data: { code?: string } }
      )
    const orders = async () =>
      (
        await getContainer()
          .resolve<Query>(ContainerRegistrationKeys.QUERY)
          .graph({
            entity: "order",
            fields: ["id"],
            filters: { customer_id: customers.buyer },
          })
      ).data.length
    const made = async (body: Record<string, unknown>) => {
      const { data } = await api.post("/admin/goods", body, admin)
      return {
        id: data.goods.id as string,
        variant: data.goods.specs[0].id as string,
      }
    }
    const pay = (cart: string, key: string) =>
      api.post(
        `/store/carts/${cart}/checkout`,
        { secondary_password: "buyerSecond1" },
        as("buyer", key)
      )

    describe("POST /store/carts/:id/checkout", () => {
      const refused = async (cart: string, key: string) => {
        const before = await balances("buyer")
        const count = await orders()
        const res = await fail(pay(cart, key))
        expect(res).toMatchObject({
          status: 409,
          data: { code: "goods_unavailable" },
        })
        expect(await balances("buyer")).toEqual(before)
        expect(await orders()).toBe(count)
        await verifyOk()
      }

      it("refuses goods unlisted by staff after they were put in the cart (409 goods_unavailable), nothing moved", async () => {
        await fund(getContainer(), ids.buyer, "500")
        const vase = await made(goods("Vase", "50"))
        const cart = await readyCart("buyer", [[vase.variant, 1]])
        await api.post(`/admin/goods/${vase.id}/unlist`, {}, admin)
        await refused(cart, "unlisted")
      })

      it("refuses goods a merchant's edit sent back to review (409 goods_unavailable), nothing moved", async () => {
        await fund(getContainer(), ids.buyer, "500")
        const body = { ...goods("Jam", "50"), points_discount: "0" }
        const { data } = await api.post(
          "/store/merchant/goods",
          { ...body, status: undefined },
          as("alice")
        )
        await api.post(`/admin/goods/${data.goods.id}/list`, {}, admin)
        const cart = await readyCart("buyer", [[data.goods.specs[0].id, 1]])
        await api.post(
          `/store/merchant/goods/${data.goods.id}`,
          {
            ...body,
            status: undefined,
            points_discount: "50",
            specs: [{ ...body.specs[0], id: data.goods.specs[0].id }],
          },
          as("alice")
        )
        await refused(cart, "reviewed")
      })

      it("refuses goods of a frozen merchant (409 goods_unavailable), nothing moved", async () => {
        await fund(getContainer(), ids.buyer, "500")
        const soap = await made({
          ...goods("Bar", "40"),
          merchant_id: merchants.bob,
        })
        const cart = await readyCart("buyer", [[soap.variant, 1]])
        await api.post(
          `/admin/members/${ids.bob}`,
          { status: "frozen", secondary_password: STAFF_SECONDARY },
          admin
        )
        try {
          await refused(cart, "frozen")
        } finally {
          await api.post(
            `/admin/members/${ids.bob}`,
            { status: "normal", secondary_password: STAFF_SECONDARY },
            admin
          )
        }
      })

      it("refuses a line whose price moved after the checkout planned it (409 cart_changed), nothing moved", async () => {
        await fund(getContainer(), ids.buyer, "500")
        const mug = await made(goods("Mug", "100")) // 20 for a standard card
        const cart = await readyCart("buyer", [[mug.variant, 2]])
        const before = await balances("buyer")
        const count = await orders()
        // Stand for a checkout slowed between its plan and Medusa's completion:
        // its permit's insert (after the plan priced the lines) waits on this lock
        const pool = getContainer().resolve<{
          client: {
            acquireConnection(): Promise<{
              query(sql: string): Promise<unknown>
            }>
            releaseConnection(c: unknown): Promise<void>
          }
        }>(ContainerRegistrationKeys.PG_CONNECTION)
        const held = await pool.client.acquireConnection()
        await held.query(
          "begin; lock table shop_completion_permit in exclusive mode"
        )
        let checkout!: Promise<{ status: number; data: { code?: string } }>
        try {
          checkout = fail(pay(cart, "price-moved"))
          await new Promise((r) => setTimeout(r, 800))
          await api.post(
            `/admin/goods/${mug.id}`,
            {
              ...goods("Mug", "150"),
              specs: [{ id: mug.variant, name: "one", price: "150" }],
            },
            admin
          )
          // the member price follows the base price (its subscriber settles it)
          const memberPrice = async () => {
            const { data } = await api.get(
              `/store/products?id=${mug.id}&fields=*variants.calculated_price&region_id=${(await api.get(`/store/carts/${cart}`, as("buyer"))).data.cart.region_id}`,
              as("buyer")
            )
            return String(
              data.products[0]?.variants[0]?.calculated_price?.calculated_amount
            )
          }
          for (let i = 0; i < 50 && (await memberPrice()) === "20"; i++)
            await new Promise((r) => setTimeout(r, 200))
          expect(await memberPrice()).toBe("30")
        } finally {
          await held.query("commit")
          await pool.client.releaseConnection(held)
        }
        expect(await checkout).toMatchObject({
          status: 409,
          data: { code: "cart_changed" },
        })
        expect(await balances("buyer")).toEqual(before)
        expect(await orders()).toBe(count)
        await verifyOk()
        // planned again, the cart is priced anew (once more cart_changed when
        // its lines are refreshed), then pays the new price
        let again = await fail(pay(cart, "price-moved-2"))
        if ((again.data as { code?: string }).code === "cart_changed")
          again = await fail(pay(cart, "price-moved-3"))
        expect(again.status).toBe(201)
        const { rows } = await getContainer()
          .resolve<{
            raw(s: string, b?: unknown[]): Promise<{ rows: { p: string }[] }>
          }>(ContainerRegistrationKeys.PG_CONNECTION)
          .raw(
            `select li.unit_price::text as p from order_line_item li
              where li.variant_id = ?`,
            [mug.variant]
          )
        expect(rows.map((r) => D(r.p).toFixed(2))).toEqual(["30.00"])
        await verifyOk()
      })

      it.each([0, 60, 200])(
        "never commits a member price after the card's refund (refund %i ms after the checkout)",
        async (delay) => {
          await fund(getContainer(), ids.buyer, "2000")
          const tea = await made(goods(`Tea ${delay}`, "100")) // 20 for a standard card
          const cart = await readyCart("buyer", [[tea.variant, 5]])
          const { data: acts } = await api.get(
            "/store/activations",
            as("buyer")
          )
          const activation = acts.activations.find(
            (a: { status: string }) => a.status === "completed"
          )
          const checkout = fail(pay(cart, `race-${delay}`))
          await new Promise((r) => setTimeout(r, delay))
          const refund = fail(
            api.post(
              `/store/activations/${activation.id}/refund`,
              { reason: "race", secondary_password: "buyerSecond1" },
              as("buyer", `refund-${delay}`)
            )
          )
          await Promise.all([checkout, refund])
          const pg = getContainer().resolve<{
            raw(s: string, b?: unknown[]): Promise<{ rows: { t: Date }[] }>
          }>(ContainerRegistrationKeys.PG_CONNECTION)
          const { rows: refunds } = await pg.raw(
            "select refunded_at as t from reward_activation where id = ? and refunded_at is not null",
            [activation.id]
          )
          const { rows: placed } = await pg.raw(
            `select o.created_at as t from "order" o join order_item oi on oi.order_id = o.id
              join order_line_item li on li.id = oi.item_id
              where o.customer_id = ? and li.variant_id = ? and li.unit_price < 100`,
            [customers.buyer, tea.variant]
          )
          // a member-price order only before the refund's commit
          if (refunds.length && placed.length)
            expect(placed[0].t.getTime()).toBeLessThan(refunds[0].t.getTime())
          await verifyOk()
          // the next round starts with a card again
          if (refunds.length) {
            await fund(getContainer(), ids.buyer, "100")
            await api.post(
              "/store/cards/activate",
              { card: "standard", secondary_password: "buyerSecond1" },
              as("buyer", `reactivate-${delay}`)
            )
          }
        }
      )
    })
    describe("POST /store/carts/:id/points", () => {
      it("keeps one points line under 6 parallel requests; the checkout pays cash + points = goods", async () => {
        await fund(getContainer(), ids.buyer, "1000")
        // 10 lamps of 100 (20 at the standard card's price), 50 points each
        const lamp = await made({
          ...goods("Lamp", "100"),
          points_discount: "50",
        })
        const cart = await readyCart("buyer", [[lamp.variant, 10]])
        await Promise.all(
          Array.from({ length: 6 }, () =>
            api
              .post(
                `/store/carts/${cart}/points`,
                { points: "30" },
                as("buyer")
              )
              .catch(() => undefined)
          )
        )
        const { data } = await getContainer()
          .resolve<Query>(ContainerRegistrationKeys.QUERY)
          .graph({
            entity: "cart",
            fields: ["credit_lines.id"],
            filters: { id: cart },
          })
        expect(
          (data[0] as { credit_lines: unknown[] }).credit_lines.length
        ).toBe(1)
        const before = await balances("buyer")
        const paid = await pay(cart, "points-race")
        const order = paid.data.orders[0]
        const after = await balances("buyer")
        const cash = D(before.USDT).minus(after.USDT)
        const points = D(before.POINTS).minus(after.POINTS)
        expect(points.toFixed(8)).toBe("30.00000000")
        // goods 10 × 20 = 200, shipping aside: cash + points = the order's goods
        expect(cash.toFixed(8)).toBe(D(order.total).toFixed(8))
        expect(cash.plus(points).gte(200)).toBe(true)
        expect(D(order.points).toFixed(8)).toBe("30.00000000")
        await verifyOk()
      })
    })
  },
})
