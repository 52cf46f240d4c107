import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { errorAnswer, memberHeaders } from "../helpers/auth"
import { registerMembers, STAFF_SECONDARY } from "../helpers/people"
import { type Headers } from "../helpers/ledger"
import { signedIn } from "../helpers/suite"
import { shop } from "../helpers/services"

jest.setTimeout(240 * 1000)

const goodsBody = (title: string) => ({
  title,
  description: "Loose-leaf",
  points_discount: "5",
  specs: [{ name: "250 g", price: "20", member_price: "16" }],
})

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const { admin, store } = signedIn(api, getContainer)
    const ids: Record<string, string> = {}
    const merchants: Record<string, string> = {}
    const as = (username: string): Headers => ({
      headers: { ...store.headers, ...memberHeaders(ids[username]) },
    })
    /** Pins the star level, applies and has staff pass it: the merchant's id. */
    const becomeMerchant = async (username: string) => {
      await api.post(
        `/admin/members/${ids[username]}`,
        { star_level: 5, secondary_password: STAFF_SECONDARY },
        admin
      )
      const { data } = await api.post(
        "/store/merchant-applications",
        { description: `${username}'s shop` },
        as(username)
      )
      const passed = await api.post(
        `/admin/merchant-applications/${data.application.id}/approve`,
        { secondary_password: STAFF_SECONDARY },
        admin
      )
      merchants[username] = passed.data.merchant.id
    }
    const storeProductIds = async () =>
      (await api.get("/store/products?limit=100", store)).data.products.map(
        (p: { id: string }) => p.id
      )
    const verifyLedger = async () =>
      expect((await api.get("/admin/ledger/verify", admin)).data.ok).toBe(true)

    beforeEach(async () => {
      const container = getContainer()
      await registerMembers(container, ids, [
        ["root", null],
        ["alice", "root"],
        ["bob", "root"],
        ["carol", "root"],
      ])
      await becomeMerchant("alice")
      await becomeMerchant("bob")
    })

    it("refuses every merchant route without a passed merchant account", async () => {
      const calls = [
        () => api.get("/store/merchant/goods", as("carol")),
        () => api.post("/store/merchant/goods", goodsBody("x"), as("carol")),
        () =>
          api.post("/store/merchant/goods/prod_x", goodsBody("x"), as("carol")),
        () => api.get("/store/merchant/orders", as("carol")),
        () =>
          api.post(
            "/store/merchant/orders/order_x/ship",
            { courier_name: "SF", courier_number: "1" },
            as("carol")
          ),
      ]
      for (const call of calls) {
        const refused = await call().catch(errorAnswer)
        expect(refused.status).toBe(403)
        expect(refused.data).toEqual({
          code: "merchant_license_missing",
          message: "No license at present",
        })
      }
      const anonymous = await api
        .get("/store/merchant/goods", store)
        .catch(errorAnswer)
      expect(anonymous.status).toBe(401)
    })

    it("keeps a merchant's new and edited goods pending and out of the store until staff list them", async () => {
      const created = await api.post(
        "/store/merchant/goods",
        goodsBody("Oolong"),
        as("alice")
      )
      expect(created.status).toBe(201)
      const goods = created.data.goods
      expect(goods).toMatchObject({
        title: "Oolong",
        status: "pending_listing",
        merchant: merchants.alice,
        specs: [{ name: "250 g", price: "20.00", member_price: "16.00" }],
      })
      expect(await storeProductIds()).not.toContain(goods.id)
      const forged = await api
        .post(
          "/store/merchant/goods",
          { ...goodsBody("Forged"), status: "listed" },
          as("alice")
        )
        .catch(errorAnswer)
      expect(forged.status).toBe(400)

      await api.post(`/admin/goods/${goods.id}/list`, {}, admin)
      expect(await storeProductIds()).toContain(goods.id)
      const mine = await api.get("/store/merchant/goods", as("alice"))
      expect(mine.data.goods).toEqual([
        expect.objectContaining({ id: goods.id, status: "listed" }),
      ])

      const edited = await api.post(
        `/store/merchant/goods/${goods.id}`,
        {
          ...goodsBody("Oolong, first flush"),
          specs: [{ ...goodsBody("").specs[0], id: goods.specs[0].id }],
        },
        as("alice")
      )
      expect(edited.data.goods).toMatchObject({
        id: goods.id,
        title: "Oolong, first flush",
        status: "pending_listing",
        merchant: merchants.alice,
      })
      expect(await storeProductIds()).not.toContain(goods.id)
      await verifyLedger()
    })

    it("isolates merchants: another merchant's ids give 0 hits and change nothing", async () => {
      const { goods } = (
        await api.post(
          "/store/merchant/goods",
          goodsBody("Oolong"),
          as("alice")
        )
      ).data
      // an order row alone, no money behind it: paid wholly in points, so that
      // verify's escrow check (what open USDT orders paid) has nothing to explain
      await shop(getContainer()).createShopOrders({
        order_id: "order_alice_1",
        cart_id: "cart_1",
        customer_id: "cus_carol",
        member_id: ids.carol,
        merchant_id: merchants.alice,
        total: 0,
        points: 16,
        member_price_total: 16,
      })

      const bobGoods = await api.get("/store/merchant/goods", as("bob"))
      expect(bobGoods.data).toMatchObject({ goods: [], count: 0 })
      const bobListed = await api.get(
        "/store/merchant/goods?status=pending_listing",
        as("bob")
      )
      expect(bobListed.data.count).toBe(0)
      const read = await api
        .get(`/store/merchant/goods/${goods.id}`, as("bob"))
        .catch(errorAnswer)
      expect(read.status).toBe(404)
      expect(
        (await api.get(`/store/merchant/goods/${goods.id}`, as("alice"))).data
          .goods.id
      ).toBe(goods.id)
      const edit = await api
        .post(
          `/store/merchant/goods/${goods.id}`,
          goodsBody("Mine now"),
          as("bob")
        )
        .catch(errorAnswer)
      expect(edit.status).toBe(404)
      expect(edit.data.code).toBe("goods_not_found")

      const bobOrders = await api.get("/store/merchant/orders", as("bob"))
      expect(bobOrders.data).toMatchObject({ orders: [], count: 0 })
      const ship = await api
        .post(
          "/store/merchant/orders/order_alice_1/ship",
          { courier_name: "SF", courier_number: "SF123" },
          as("bob")
        )
        .catch(errorAnswer)
      expect(ship.status).toBe(404)
      expect(ship.data.code).toBe("shop_order_not_found")
      const unknown = await api
        .post(
          "/store/merchant/orders/order_none/ship",
          { courier_name: "SF", courier_number: "SF123" },
          as("bob")
        )
        .catch(errorAnswer)
      expect(unknown.status).toBe(404)

      const aliceGoods = await api.get("/store/merchant/goods", as("alice"))
      expect(aliceGoods.data.goods).toEqual([
        expect.objectContaining({ id: goods.id, title: "Oolong" }),
      ])
      const aliceOrders = await api.get("/store/merchant/orders", as("alice"))
      expect(aliceOrders.data.orders).toEqual([
        expect.objectContaining({
          id: "order_alice_1",
          merchant: merchants.alice,
          status: "pending_shipment",
          courier_number: null,
        }),
      ])
      await verifyLedger()
    })
  },
})
