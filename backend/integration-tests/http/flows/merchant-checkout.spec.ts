// A checkout across merchants and the platform: one order per seller, points
// and cancellation per order, a UUC checkout.
import { medusaIntegrationTestRunner } from "../../helpers/runner"
import { errorAnswer } from "../../helpers/auth"
import { fund } from "../../helpers/ledger"
import {
  D,
  goods,
  merchantSuite,
  type Order,
  STAFF_SECONDARY,
} from "../../helpers/merchant-suite"

jest.setTimeout(300 * 1000)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const {
      admin,
      ids,
      merchants,
      as,
      balances,
      verifyOk,
      pg,
      splitCart,
      byMerchant,
    } = merchantSuite(api, getContainer)

    it("splits a checkout into one order per merchant and the platform; points go to the goods they cover; a short balance changes nothing", async () => {
      const cart = await splitCart()
      // cap: min(100 points, 5 + 5×2 + 0, 88) = 15
      await api.post(
        `/store/carts/${cart}/points`,
        { points: "10" },
        as("buyer")
      )

      const before = await balances("buyer")
      expect(D(before.USDT).toFixed(8)).toBe("0.00000000")
      const short = await api
        .post(
          `/store/carts/${cart}/checkout`,
          { secondary_password: "buyerSecond1" },
          as("buyer", "split-1")
        )
        .catch(errorAnswer)
      expect(short).toMatchObject({
        status: 400,
        data: { code: "insufficient_balance" },
      })
      expect(await balances("buyer")).toEqual(before)
      expect(
        (await api.get("/store/shop/orders", as("buyer"))).data.orders
      ).toEqual([])
      await verifyOk()

      await fund(getContainer(), ids.buyer, "200")
      const done = await api.post(
        `/store/carts/${cart}/checkout`,
        { secondary_password: "buyerSecond1" },
        as("buyer", "split-2")
      )
      expect(done.status).toBe(201)
      expect(done.data.orders).toHaveLength(3)
      const o = byMerchant(done.data.orders)
      // the points fill the platform's tea (5), then alice's honey (5); bob's soap has none
      expect(o.platform).toMatchObject({
        merchant: null,
        total: "15.00000000",
        points: "5.00000000",
        settlement: null,
      })
      expect(o.alice).toMatchObject({
        total: "55.00000000",
        points: "5.00000000",
        settlement: { status: "pending", amount: null },
      })
      expect(o.bob).toMatchObject({
        total: "8.00000000",
        points: "0.00000000",
        settlement: { status: "pending" },
      })
      const after = await balances("buyer")
      expect(D(after.USDT).toFixed(8)).toBe("122.00000000") // 200 − 78
      expect(D(before.POINTS).minus(D(after.POINTS)).toFixed(8)).toBe(
        "10.00000000"
      )
      await verifyOk()

      // a replay answers the same orders
      const again = await api.post(
        `/store/carts/${cart}/checkout`,
        { secondary_password: "buyerSecond1" },
        as("buyer", "split-2")
      )
      expect(again.status).toBe(200)
      expect(again.data.orders.map((x: Order) => x.id).sort()).toEqual(
        done.data.orders.map((x: Order) => x.id).sort()
      )
      expect(await balances("buyer")).toEqual(after)

      // each merchant sees only their own order; staff see the merchant
      const aliceOrders = await api.get("/store/merchant/orders", as("alice"))
      expect(aliceOrders.data.orders.map((x: Order) => x.id)).toEqual([
        o.alice.id,
      ])
      // the merchant, the buyer and staff all see where the goods go
      const shipTo = {
        first_name: "Buyer",
        phone: "+5511999999999",
        address_1: "Rua A 1",
        city: "São Paulo",
        country_code: "br",
      }
      expect(aliceOrders.data.orders[0].shipping_address).toMatchObject(shipTo)
      const buyerOrders = await api.get("/store/shop/orders", as("buyer"))
      expect(
        buyerOrders.data.orders.map(
          (x: { shipping_address: unknown }) => x.shipping_address
        )
      ).toEqual([
        expect.objectContaining(shipTo),
        expect.objectContaining(shipTo),
        expect.objectContaining(shipTo),
      ])
      const bobOrders = await api.get("/store/merchant/orders", as("bob"))
      expect(bobOrders.data.orders.map((x: Order) => x.id)).toEqual([o.bob.id])
      const staff = await api.get(
        `/admin/shop/orders?merchant=${merchants.alice}`,
        admin
      )
      expect(staff.data.orders).toEqual([
        expect.objectContaining({
          id: o.alice.id,
          merchant: merchants.alice,
          shipping_address: expect.objectContaining(shipTo),
        }),
      ])
    })

    it("cancels one order of a split checkout: only its USDT and points come back", async () => {
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
        as("buyer", "cancel-1")
      )
      const o = byMerchant(data.orders)
      const paid = await balances("buyer")

      const cancelled = await api.post(
        `/store/shop/orders/${o.alice.id}/cancel`,
        {},
        as("buyer")
      )
      expect(cancelled.data.order).toMatchObject({
        status: "cancelled",
        settlement: { status: "cancelled", amount: null },
      })
      const back = await balances("buyer")
      expect(D(back.USDT).minus(D(paid.USDT)).toFixed(8)).toBe("55.00000000")
      expect(D(back.POINTS).minus(D(paid.POINTS)).toFixed(8)).toBe("5.00000000")
      await verifyOk()

      // the others still wait for shipment; cancelling bob's returns its 8
      const mine = await api.get(
        "/store/shop/orders?status=pending_shipment",
        as("buyer")
      )
      expect(mine.data.orders.map((x: Order) => x.id).sort()).toEqual(
        [o.platform.id, o.bob.id].sort()
      )
      await api.post(`/store/shop/orders/${o.bob.id}/cancel`, {}, as("buyer"))
      const end = await balances("buyer")
      expect(D(end.USDT).minus(D(back.USDT)).toFixed(8)).toBe("8.00000000")
      expect(end.POINTS).toBe(back.POINTS)
      // staff and the member may not receive or ship a cancelled order
      const ship = await api
        .post(
          `/store/merchant/orders/${o.bob.id}/ship`,
          { courier_name: "X", courier_number: "1" },
          as("bob")
        )
        .catch(errorAnswer)
      expect(ship.status).toBe(400)
      await verifyOk()
    })

    it("a UUC checkout across the platform and a merchant: burned and reserved as paid; the merchant is credited in USDT at the checkout's token price less 10%, with the merchant bonus", async () => {
      const made = async (body: Record<string, unknown>) =>
        (await api.post("/admin/goods", body, admin)).data.goods.specs[0]
          .id as string
      const mug = await made(goods("Mug", "10", { uuc_price: "7.5" }))
      const candle = await made({
        ...goods("Candle", "50", { uuc_price: "40" }),
        merchant_id: merchants.alice,
      })
      const platform = async (address: string) => {
        const { rows } = await pg().raw(
          "select balance from ledger_account where address = ? and asset = 'UUC'",
          [address]
        )
        return D(rows[0]?.balance as string | undefined)
      }
      const setPrice = (price: string) =>
        api.post(
          "/admin/token-price",
          { price, secondary_password: STAFF_SECONDARY },
          admin
        )
      const start = await balances("buyer")
      await fund(getContainer(), ids.buyer, "100", "UUC")
      expect((await balances("buyer")).UUC).toBe(
        D(start.UUC).plus(100).toFixed(8)
      )
      await setPrice("0.5")
      const { data } = await api.post(
        "/store/shop/uuc-carts",
        { variant_id: mug, quantity: 1 },
        as("buyer")
      )
      await api.post(
        `/store/carts/${data.cart.id}/uuc-line-items`,
        { variant_id: candle, quantity: 2 },
        as("buyer")
      )
      const before = await balances("buyer")
      const burned = await platform("platform:uuc_burned")
      const reserve = await platform("platform:uuc_reserve")
      const done = await api.post(
        `/store/carts/${data.cart.id}/checkout`,
        { secondary_password: "buyerSecond1" },
        as("buyer", "uuc-split-1")
      )
      expect(done.status).toBe(201)
      expect(done.data.orders).toHaveLength(2)
      const o = byMerchant(done.data.orders)
      expect(o.platform).toMatchObject({
        currency: "UUC",
        total: "7.50000000",
        points: "0.00000000",
      })
      expect(o.alice).toMatchObject({
        currency: "UUC",
        total: "80.00000000",
        settlement: { status: "pending" },
      })
      const after = await balances("buyer")
      expect(D(before.UUC).minus(D(after.UUC)).toFixed(8)).toBe("87.50000000")
      expect(after.USDT).toBe(before.USDT)
      // 7.5 → 6.75 + 0.75; 80 → 72 + 8
      expect(
        (await platform("platform:uuc_burned")).minus(burned).toFixed(8)
      ).toBe("78.75000000")
      expect(
        (await platform("platform:uuc_reserve")).minus(reserve).toFixed(8)
      ).toBe("8.75000000")
      await verifyOk()

      // the price moves after checkout: the settlement keeps the checkout's
      await setPrice("2")
      await api.post(
        `/store/merchant/orders/${o.alice.id}/ship`,
        { courier_name: "Correios", courier_number: "BR9" },
        as("alice")
      )
      const aliceBefore = await balances("alice")
      const rootBefore = await balances("root")
      const received = await api.post(
        `/store/shop/orders/${o.alice.id}/receive`,
        {},
        as("buyer")
      )
      // 80 UUC × 0.5 = 40 USD; less 10% → 36
      expect(received.data.order).toMatchObject({
        status: "received",
        currency: "UUC",
        settlement: {
          status: "settled",
          amount: "36.00000000",
          commission: "4.00000000",
        },
      })
      const aliceAfter = await balances("alice")
      expect(D(aliceAfter.USDT).minus(D(aliceBefore.USDT)).toFixed(8)).toBe(
        "36.00000000"
      )
      expect(aliceAfter.UUC).toBe(aliceBefore.UUC)
      // the merchant bonus: 2% × 40 = 0.8 USD, 75% in USDT
      const rootAfter = await balances("root")
      expect(D(rootAfter.USDT).minus(D(rootBefore.USDT)).toFixed(8)).toBe(
        "0.60000000"
      )
      // the buyer's UUC stays spent
      expect((await balances("buyer")).UUC).toBe(after.UUC)
      await verifyOk()
    })
  },
})
