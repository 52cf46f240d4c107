// Checkout on /store/carts in USDT and points: shipping, receipt, refusals,
// parallel checkouts, cancellation.
import { medusaIntegrationTestRunner } from "../../helpers/runner"
import { errorAnswer } from "../../helpers/auth"
import { fund } from "../../helpers/ledger"
import { GOODS, shopSuite } from "../../helpers/shop-suite"

jest.setTimeout(300 * 1000)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const { admin, ids, as, balances, verifyOk, audit, newCart, addAddress } =
      shopSuite(api, getContainer)

    it("checks out with points and USDT; ship, receive; other members get 404; ledger verifies", async () => {
      const { data } = await api.post("/admin/goods", GOODS, admin)
      const v500 = data.goods.specs[0].id
      await fund(getContainer(), ids.std, "100")
      await addAddress("std")
      const cart = await newCart("std", [[v500, 2]])
      // cap: min(100 points held, 5 × 2, total 40) = 10
      const over = await api
        .post(`/store/carts/${cart}/points`, { points: "11" }, as("std"))
        .catch(errorAnswer)
      expect(over).toMatchObject({
        status: 400,
        data: { code: "points_exceed_limit" },
      })
      const withPoints = await api.post(
        `/store/carts/${cart}/points`,
        { points: "10" },
        as("std")
      )
      expect(Number(withPoints.data.cart.total)).toBe(30)

      const noKey = await api
        .post(
          `/store/carts/${cart}/checkout`,
          { secondary_password: "stdSecond1" },
          as("std")
        )
        .catch(errorAnswer)
      expect(noKey.status).toBe(400)
      const wrong = await api
        .post(
          `/store/carts/${cart}/checkout`,
          { secondary_password: "nope" },
          as("std", "k1")
        )
        .catch(errorAnswer)
      expect(wrong).toMatchObject({
        status: 400,
        data: { code: "secondary_password_invalid" },
      })

      const before = await balances("std")
      const done = await api.post(
        `/store/carts/${cart}/checkout`,
        { secondary_password: "stdSecond1" },
        as("std", "k1")
      )
      expect(done.status).toBe(201)
      expect(done.data.orders).toHaveLength(1)
      const order = done.data.orders[0]
      expect(order).toMatchObject({
        status: "pending_shipment",
        currency: "USDT",
        total: "30.00000000",
        points: "10.00000000",
        merchant: null,
        items: [
          {
            title: "Green tea",
            spec: "500 g",
            quantity: "2",
            unit_price: "20.00",
            original_price: "100.00",
          },
        ],
      })
      const after = await balances("std")
      expect(Number(before.USDT) - Number(after.USDT)).toBe(30)
      expect(after.USDT_HELD).toBe(before.USDT_HELD) // held in the shop's escrow
      expect(Number(before.POINTS) - Number(after.POINTS)).toBe(10)
      await verifyOk()

      // the member's list; another member sees none of it
      const mine = await api.get(
        "/store/shop/orders?status=pending_shipment",
        as("std")
      )
      expect(mine.data.orders.map((o: { id: string }) => o.id)).toEqual([
        order.id,
      ])
      // the member sees where the order goes
      expect(mine.data.orders[0].shipping_address).toMatchObject({
        first_name: "std",
        phone: "+5511999999999",
        address_1: "Rua A 1",
        city: "São Paulo",
        country_code: "br",
      })
      expect(
        (await api.get("/store/shop/orders", as("gold"))).data.orders
      ).toEqual([])
      const theirs = await api
        .post(`/store/shop/orders/${order.id}/cancel`, {}, as("gold"))
        .catch(errorAnswer)
      expect(theirs.status).toBe(404)

      // not shipped yet: no receipt
      const early = await api
        .post(`/store/shop/orders/${order.id}/receive`, {}, as("std"))
        .catch(errorAnswer)
      expect(early).toMatchObject({
        status: 400,
        data: { code: "order_not_shipped" },
      })

      const shipped = await api.post(
        `/admin/shop/orders/${order.id}/ship`,
        { courier_name: "Correios", courier_number: "BR123" },
        admin
      )
      expect(shipped.data.order).toMatchObject({
        status: "shipped",
        courier_name: "Correios",
        courier_number: "BR123",
      })
      expect(await audit("order.ship")).toEqual([
        expect.objectContaining({
          target_type: "member",
          target_id: ids.std,
          before: { order_id: order.id, status: "pending_shipment" },
          after: expect.objectContaining({
            status: "shipped",
            courier_number: "BR123",
          }),
        }),
      ])
      const cancelLate = await api
        .post(`/store/shop/orders/${order.id}/cancel`, {}, as("std"))
        .catch(errorAnswer)
      expect(cancelLate).toMatchObject({
        status: 400,
        data: { code: "order_not_pending_shipment" },
      })
      const otherReceive = await api
        .post(`/store/shop/orders/${order.id}/receive`, {}, as("gold"))
        .catch(errorAnswer)
      expect(otherReceive.status).toBe(404)

      const received = await api.post(
        `/store/shop/orders/${order.id}/receive`,
        {},
        as("std")
      )
      expect(received.data.order.status).toBe("received")
      const end = await balances("std")
      expect(Number(end.USDT)).toBe(Number(after.USDT))
      const all = await api.get("/admin/shop/orders?status=received", admin)
      expect(all.data.orders.map((o: { id: string }) => o.id)).toEqual([
        order.id,
      ])
      await verifyOk()
    })

    it("refuses a short balance without a change; 20 parallel checkouts give one order; cancellation refunds USDT and points", async () => {
      const { data } = await api.post("/admin/goods", GOODS, admin)
      const v500 = data.goods.specs[0].id
      await addAddress("gold")
      const cart = await newCart("gold", [[v500, 1]]) // 15 at the gold ratio
      const before = await balances("gold")
      expect(Number(before.USDT)).toBe(0)
      const short = await api
        .post(
          `/store/carts/${cart}/checkout`,
          { secondary_password: "goldSecond1" },
          as("gold", "p1")
        )
        .catch(errorAnswer)
      expect(short).toMatchObject({
        status: 400,
        data: { code: "insufficient_balance" },
      })
      expect(await balances("gold")).toEqual(before)
      expect(
        (await api.get("/store/shop/orders", as("gold"))).data.orders
      ).toEqual([])

      await fund(getContainer(), ids.gold, "50")
      await api.post(`/store/carts/${cart}/points`, { points: "5" }, as("gold"))
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          api
            .post(
              `/store/carts/${cart}/checkout`,
              { secondary_password: "goldSecond1" },
              as("gold", "p2")
            )
            .catch(errorAnswer)
        )
      )
      // A replay checks the secondary password again, and attempts in flight count
      // towards its lockout (security: parallel guesses get at most 5 verdicts), so
      // some parallel replays may be told to wait (429): never a second order.
      const statuses = answers.map((a) => a.status)
      expect(statuses.filter((s) => s === 201)).toHaveLength(1)
      expect(statuses.every((s) => [200, 201, 429].includes(s))).toBe(true)
      const orderIds = new Set(
        answers
          .filter((a) => a.status < 300)
          .map(
            (a) =>
              (a.data as unknown as { orders: { id: string }[] }).orders[0].id
          )
      )
      expect(orderIds.size).toBe(1)
      const [orderId] = [...orderIds]
      const paid = await balances("gold")
      expect(Number(paid.USDT)).toBe(40) // 50 − (15 − 5 points)
      expect(Number(before.POINTS) - Number(paid.POINTS)).toBe(5)
      await verifyOk()

      const cancelled = await api.post(
        `/store/shop/orders/${orderId}/cancel`,
        {},
        as("gold")
      )
      expect(cancelled.data.order.status).toBe("cancelled")
      const back = await balances("gold")
      expect(Number(back.USDT)).toBe(50)
      expect(Number(back.USDT_HELD)).toBe(0)
      expect(back.POINTS).toBe(before.POINTS)
      const twice = await api.post(
        `/store/shop/orders/${orderId}/cancel`,
        {},
        as("gold")
      )
      expect(twice.data.order.status).toBe("cancelled")
      expect(await balances("gold")).toEqual(back)
      await verifyOk()
    })

    it("answers a wrong secondary password first, whatever the cart, and changes nothing (the plan runs while it is checked)", async () => {
      const { data } = await api.post("/admin/goods", GOODS, admin)
      const v500 = data.goods.specs[0].id
      await addAddress("std")
      const cart = await newCart("std", [[v500, 1]])
      const checkout = (password: string, key: string) =>
        api
          .post(
            `/store/carts/${cart}/checkout`,
            { secondary_password: password },
            as("std", key)
          )
          .catch(errorAnswer)
      const shipping = async () => {
        const { data } = await api.get(
          `/store/carts/${cart}?fields=shipping_address.id,shipping_methods.id`,
          as("std")
        )
        return [data.cart.shipping_address, data.cart.shipping_methods]
      }
      // no USDT: the plan refuses the cart, yet the password's refusal is the answer;
      // the address and shipping the plan would set wait for the password
      const broke = await checkout("nope", "w1")
      expect(broke).toMatchObject({
        status: 400,
        data: { code: "secondary_password_invalid" },
      })
      expect(await shipping()).toEqual([null, []])
      const short = await checkout("stdSecond1", "w2")
      expect(short.data.code).toBe("insufficient_balance")

      await fund(getContainer(), ids.std, "100")
      const done = await checkout("stdSecond1", "w3")
      expect(done.status).toBe(201)
      // a checked-out cart's orders are not answered for a wrong password
      const replay = await checkout("nope", "w4")
      expect(replay).toMatchObject({
        status: 400,
        data: { code: "secondary_password_invalid" },
      })
      expect(replay.data).not.toHaveProperty("orders")
      const again = await checkout("stdSecond1", "w4")
      expect(again.status).toBe(200)
      expect(again.data.orders).toEqual(done.data.orders)
      await verifyOk()
    })
  },
})
