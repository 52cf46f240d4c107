import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "../helpers/runner"
import { errorAnswer, memberHeaders } from "../helpers/auth"
import { registerMembers, STAFF_SECONDARY } from "../helpers/people"
import { type Headers } from "../helpers/ledger"
import { signedIn, type Pg } from "../helpers/suite"
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
      // staff know merchants by username, not by account id
      const staffList = await api.get(
        `/admin/goods?merchant=${merchants.alice}`,
        admin
      )
      expect(staffList.data.goods).toEqual([
        expect.objectContaining({
          id: goods.id,
          merchant: merchants.alice,
          merchant_username: "alice",
        }),
      ])
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
    it("undoes a whole edit that fails in its last step: prices, specs, variants, media and listing stay as they were", async () => {
      const pg = () =>
        getContainer().resolve<Pg>(ContainerRegistrationKeys.PG_CONNECTION)
      const { goods } = (
        await api.post(
          "/store/merchant/goods",
          {
            ...goodsBody("Jasmine"),
            images: ["/static/jasmine.png"],
            specs: [
              { name: "250 g", price: "20", member_price: "16" },
              { name: "500 g", price: "38", uuc_price: "3" },
            ],
          },
          as("alice")
        )
      ).data
      await api.post(`/admin/goods/${goods.id}/list`, {}, admin)
      // everything the edit touches, read from Medusa's and our tables
      const state = async () => ({
        goods: (await api.get(`/admin/goods/${goods.id}`, admin)).data.goods,
        variants: (
          await pg().raw(
            `select v.id, v.title, v.deleted_at is null as live,
                    p.amount::text as amount, p.price_list_id
               from product_variant v
               left join product_variant_price_set l
                 on l.variant_id = v.id and l.deleted_at is null
               left join price p
                 on p.price_set_id = l.price_set_id and p.deleted_at is null
              where v.product_id = ?
              order by v.id, p.price_list_id nulls first, p.amount`,
            [goods.id]
          )
        ).rows,
        product: (
          await pg().raw(
            `select p.status, p.title, s.status as listing,
                    s.points_discount::text as points_discount,
                    (select count(*)::int from shop_variant sv
                      where sv.product_id = p.id) as shop_variants
               from product p join shop_product s on s.product_id = p.id
              where p.id = ?`,
            [goods.id]
          )
        ).rows,
        inStore: (await storeProductIds()).includes(goods.id),
      })
      const before = await state()
      expect(before.goods.status).toBe("listed")
      expect(before.inStore).toBe(true)
      const edit = {
        ...goodsBody("Jasmine, cheaper"),
        images: ["/static/other.png"],
        points_discount: "77",
        specs: [
          {
            id: goods.specs[0].id,
            name: "250 g",
            price: "9999",
            member_price: "1",
            uuc_price: "1",
          },
          { name: "1 kg", price: "70" },
        ],
      }
      // A real failure in the edit's last step (our product fields, after the
      // specs, prices and member price lists have changed): PostgreSQL refuses it.
      await pg()
        .raw(`create or replace function test_refuse_edit() returns trigger
        language plpgsql as $$ begin raise exception 'refused by the test'; end $$`)
      await pg()
        .raw(`create trigger test_refuse_edit before update on shop_product
        for each row when (new.points_discount = 77)
        execute function test_refuse_edit()`)
      try {
        const merchant = await api
          .post(`/store/merchant/goods/${goods.id}`, edit, as("alice"))
          .catch(errorAnswer)
        expect(merchant.status).toBe(500)
        expect(await state()).toEqual(before)
        // staff's edit runs the same workflow (and drops its audit intent)
        const staff = await api
          .post(`/admin/goods/${goods.id}`, edit, admin)
          .catch(errorAnswer)
        expect(staff.status).toBe(500)
        expect(await state()).toEqual(before)
        const { rows } = await pg().raw(
          "select count(*)::int as n from shop_audit_intent"
        )
        expect(rows[0].n).toBe(0)
      } finally {
        await pg().raw("drop trigger test_refuse_edit on shop_product")
        await pg().raw("drop function test_refuse_edit()")
      }
      // the same edit without the refusal applies whole, back to review
      const applied = await api.post(
        `/store/merchant/goods/${goods.id}`,
        edit,
        as("alice")
      )
      expect(applied.data.goods).toMatchObject({
        status: "pending_listing",
        title: "Jasmine, cheaper",
        images: ["/static/other.png"],
        points_discount: "77.00",
        specs: [
          { id: goods.specs[0].id, name: "250 g", price: "9999.00" },
          { name: "1 kg", price: "70.00" },
        ],
      })
      expect(await storeProductIds()).not.toContain(goods.id)
      await verifyLedger()
    })
  },
})
