// Checkout on /store/carts in UUC: the spec's UUC price, burn and reserve,
// cancellation.
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "../../helpers/runner"
import Decimal from "decimal.js"
import { errorAnswer } from "../../helpers/auth"
import { fund } from "../../helpers/ledger"
import { GOODS, shopSuite } from "../../helpers/shop-suite"

jest.setTimeout(300 * 1000)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const { admin, ids, as, balances, verifyOk, newCart, addAddress } =
      shopSuite(api, getContainer)

    it("pays a UUC cart in UUC: the spec's UUC price, no points, a short balance changes nothing, 90% burned and 10% reserved exactly, cancel gives it back", async () => {
      const created = await api.post(
        "/admin/goods",
        {
          ...GOODS,
          title: "Honey",
          specs: [
            { name: "250 g", price: "10", uuc_price: "12.34567891" },
            { name: "500 g", price: "20" },
          ],
        },
        admin
      )
      const [withUuc, withoutUuc] = created.data.goods.specs.map(
        (x: { id: string }) => x.id
      )
      await addAddress("guest")
      const pg = getContainer().resolve(
        ContainerRegistrationKeys.PG_CONNECTION
      ) as {
        raw(
          sql: string,
          b?: unknown[]
        ): Promise<{ rows: { balance: string }[] }>
      }
      const platform = async (address: string) => {
        const { rows } = await pg.raw(
          "select balance from ledger_account where address = ? and asset = 'UUC'",
          [address]
        )
        return new Decimal(rows[0]?.balance ?? 0)
      }

      const made = await api.post(
        "/store/shop/uuc-carts",
        { variant_id: withUuc, quantity: 2 },
        as("guest")
      )
      expect(made.status).toBe(201)
      const cart = made.data.cart
      expect(cart.currency_code).toBe("uuc")
      expect(cart.items).toHaveLength(1)
      expect(Number(cart.items[0].unit_price)).toBe(12.34567891)
      // as the shop's ShopCartView says: its fields, Medusa's amounts as numbers
      expect(Object.keys(cart)).toEqual(
        expect.arrayContaining([
          "id",
          "currency_code",
          "region_id",
          "customer_id",
          "total",
          "subtotal",
          "item_total",
          "shipping_total",
          "credit_line_total",
          "items",
          "credit_lines",
        ])
      )
      for (const amount of [cart.total, cart.item_total, cart.shipping_total])
        expect(typeof amount).toBe("number")
      expect(typeof cart.items[0].unit_price).toBe("number")
      expect(typeof cart.items[0].quantity).toBe("number")
      expect(cart.items[0]).toHaveProperty("compare_at_unit_price")
      expect(cart.items[0]).toHaveProperty("variant_title")
      // the same spec again adds to its line
      const more = await api.post(
        `/store/carts/${cart.id}/uuc-line-items`,
        { variant_id: withUuc, quantity: 1 },
        as("guest")
      )
      expect(more.data.cart.items).toHaveLength(1)
      expect(Number(more.data.cart.items[0].quantity)).toBe(3)
      expect(Number(more.data.cart.total)).toBe(37.03703673)
      // a line's quantity is set by our route (Medusa's looks for a price in uuc)
      const four = await api.post(
        `/store/carts/${cart.id}/uuc-line-items/${more.data.cart.items[0].id}`,
        { quantity: 4 },
        as("guest")
      )
      expect(Number(four.data.cart.total)).toBe(49.38271564)
      const three = await api.post(
        `/store/carts/${cart.id}/uuc-line-items/${four.data.cart.items[0].id}`,
        { quantity: 3 },
        as("guest")
      )
      expect(three.data.cart.items).toHaveLength(1)
      expect(Number(three.data.cart.total)).toBe(37.03703673)

      // only specs with a UUC price, only in a UUC cart, never by Medusa's USD route
      const noUuc = await api
        .post(
          `/store/carts/${cart.id}/uuc-line-items`,
          { variant_id: withoutUuc, quantity: 1 },
          as("guest")
        )
        .catch(errorAnswer)
      expect(noUuc).toMatchObject({
        status: 400,
        data: { code: "uuc_price_missing" },
      })
      const usdCart = await newCart("guest", [[withoutUuc, 1]])
      const notUuc = await api
        .post(
          `/store/carts/${usdCart}/uuc-line-items`,
          { variant_id: withUuc, quantity: 1 },
          as("guest")
        )
        .catch(errorAnswer)
      expect(notUuc).toMatchObject({
        status: 400,
        data: { code: "cart_not_uuc" },
      })
      const stock = await api
        .post(
          `/store/carts/${cart.id}/line-items`,
          { variant_id: withoutUuc, quantity: 1 },
          as("guest")
        )
        .catch(errorAnswer)
      expect(stock.status).toBe(400)
      const theirs = await api
        .post(
          `/store/carts/${cart.id}/uuc-line-items`,
          { variant_id: withUuc, quantity: 1 },
          as("std")
        )
        .catch(errorAnswer)
      expect(theirs.status).toBe(404)
      // Medusa's cart update would set the currency back to USD: refused
      const update = await api
        .post(
          `/store/carts/${cart.id}`,
          { shipping_address: { country_code: "br", address_1: "Rua A 1" } },
          as("guest")
        )
        .catch(errorAnswer)
      expect(update).toMatchObject({
        status: 400,
        data: { code: "cart_is_uuc" },
      })
      // points are USD off: refused on a UUC cart
      const points = await api
        .post(`/store/carts/${cart.id}/points`, { points: "1" }, as("guest"))
        .catch(errorAnswer)
      expect(points).toMatchObject({
        status: 400,
        data: { code: "uuc_cart_no_points" },
      })

      // short of UUC: nothing changes
      const before = await balances("guest")
      expect(Number(before.UUC)).toBe(0)
      const burnedBefore = await platform("platform:uuc_burned")
      const short = await api
        .post(
          `/store/carts/${cart.id}/checkout`,
          { secondary_password: "guestSecond1" },
          as("guest", "uuc-1")
        )
        .catch(errorAnswer)
      expect(short).toMatchObject({
        status: 400,
        data: {
          code: "insufficient_balance",
          message: "Your balance is insufficient",
        },
      })
      expect(await balances("guest")).toEqual(before)
      expect((await platform("platform:uuc_burned")).eq(burnedBefore)).toBe(
        true
      )
      expect(
        (await api.get("/store/shop/orders", as("guest"))).data.orders
      ).toEqual([])
      await verifyOk()

      await fund(getContainer(), ids.guest, "50", "UUC")
      expect((await balances("guest")).UUC).toBe(
        new Decimal(before.UUC ?? 0).plus(50).toFixed(8)
      )
      const reserveFunded = await platform("platform:uuc_reserve")
      const done = await api.post(
        `/store/carts/${cart.id}/checkout`,
        { secondary_password: "guestSecond1" },
        as("guest", "uuc-2")
      )
      expect(done.status).toBe(201)
      expect(done.data.orders).toHaveLength(1)
      const order = done.data.orders[0]
      expect(order).toMatchObject({
        status: "pending_shipment",
        currency: "UUC",
        total: "37.03703673",
        points: "0.00000000",
        items: [{ title: "Honey", spec: "250 g", quantity: "3" }],
      })
      const paid = await balances("guest")
      expect(paid.UUC).toBe("12.96296327")
      expect(paid.USDT).toBe(before.USDT)
      // 37.03703673 × 0.90 = 33.333333057 → 33.33333305 burned, 3.70370368 reserved
      expect(
        (await platform("platform:uuc_burned")).minus(burnedBefore).toFixed(8)
      ).toBe("33.33333305")
      expect(
        (await platform("platform:uuc_reserve")).minus(reserveFunded).toFixed(8)
      ).toBe("3.70370368")
      await verifyOk()

      // cancelled before shipment: every UUC comes back, from burned and reserve
      const cancelled = await api.post(
        `/store/shop/orders/${order.id}/cancel`,
        {},
        as("guest")
      )
      expect(cancelled.data.order.status).toBe("cancelled")
      expect((await balances("guest")).UUC).toBe("50.00000000")
      expect((await platform("platform:uuc_burned")).eq(burnedBefore)).toBe(
        true
      )
      expect((await platform("platform:uuc_reserve")).eq(reserveFunded)).toBe(
        true
      )
      await verifyOk()
    })

    it("changes a UUC cart's lines one at a time: parallel quantity sets and adds leave one line", async () => {
      const created = await api.post(
        "/admin/goods",
        {
          ...GOODS,
          title: "Tea",
          specs: [{ name: "100 g", price: "5", uuc_price: "2.5" }],
        },
        admin
      )
      const spec = created.data.goods.specs[0].id as string
      await addAddress("guest")
      const made = await api.post(
        "/store/shop/uuc-carts",
        { variant_id: spec, quantity: 1 },
        as("guest")
      )
      const cart = made.data.cart.id as string
      const line = made.data.cart.items[0].id as string
      // each set replaces the line (removed, then added anew): unserialized, every
      // request removed the line it had read and added its own
      const answers = await Promise.all(
        [2, 3, 4, 5, 6, 7].map((quantity) =>
          api
            .post(
              `/store/carts/${cart}/uuc-line-items/${line}`,
              { quantity },
              as("guest")
            )
            .catch(errorAnswer)
        )
      )
      // the first replaced the line; the others find it gone (404 cart_not_found)
      expect(answers.map((a) => a.status).sort()).toEqual([
        200, 404, 404, 404, 404, 404,
      ])
      const { data } = await api.get(`/store/carts/${cart}`, as("guest"))
      expect(data.cart.items).toHaveLength(1)
      // parallel adds of the same spec merge into that line
      await Promise.all(
        [1, 1, 1, 1].map((quantity) =>
          api.post(
            `/store/carts/${cart}/uuc-line-items`,
            { variant_id: spec, quantity },
            as("guest")
          )
        )
      )
      const after = (await api.get(`/store/carts/${cart}`, as("guest"))).data
        .cart
      expect(after.items).toHaveLength(1)
      const ok = answers.find((a) => a.status === 200) as {
        data: { cart: { items: { quantity: number }[] } }
      }
      expect(Number(after.items[0].quantity)).toBe(
        Number(ok.data.cart.items[0].quantity) + 4
      )
    })
  },
})
