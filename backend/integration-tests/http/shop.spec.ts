import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import Decimal from "decimal.js"
import {
  adminHeaders,
  errorAnswer,
  storeHeaders,
  memberToken,
} from "../helpers/auth"
import {
  giveStaffSecondaryPassword,
  registerMembers,
  STAFF_SECONDARY,
} from "../helpers/people"
import { type Headers, type TestLedger, fund, until } from "../helpers/ledger"

jest.setTimeout(300 * 1000)

type Members = { getMember(id: string): Promise<{ customer_id: string }> }
type Price = { calculated_amount: number; original_amount: number }
type StoreProduct = {
  id: string
  variants: { id: string; title: string; calculated_price: Price }[]
}

const GOODS = {
  title: "Green tea",
  description: "Leaves from the hills",
  points_discount: "5",
  specs: [
    { name: "500 g", price: "100" },
    { name: "1 kg", price: "180", member_price: "30" },
  ],
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let admin: Headers
    let store: Headers
    let regionId: string
    const ids: Record<string, string> = {}
    const customers: Record<string, string> = {}
    const as = (u: string, key?: string): Headers => ({
      headers: {
        ...store.headers,
        authorization: `Bearer ${memberToken(ids[u], customers[u])}`,
        ...(key ? { "idempotency-key": key } : {}),
      },
    })
    const balances = (u: string) =>
      getContainer().resolve<TestLedger>("ledger").getBalances(ids[u])
    const verifyOk = async () => {
      const { data } = await api.get("/admin/ledger/verify", admin)
      expect(data.checks.filter((c: { ok: boolean }) => !c.ok)).toEqual([])
    }
    const db = () =>
      getContainer().resolve<{
        raw(
          sql: string,
          b?: unknown[]
        ): Promise<{ rows: Record<string, unknown>[] }>
      }>(ContainerRegistrationKeys.PG_CONNECTION)
    /** Staff audit rows of an action: read at once, they commit with the change. */
    const audit = async (action: string) =>
      (
        await db().raw(
          `select target_type, target_id, before, after from audit_entry
            where action = ? and deleted_at is null order by created_at`,
          [action]
        )
      ).rows
    const products = async (h: Headers) =>
      (
        await api.get(
          `/store/products?region_id=${regionId}&fields=*variants.calculated_price`,
          h
        )
      ).data.products as StoreProduct[]
    const inGroup = async (u: string, card: string) =>
      until(
        async () => {
          const c = await getContainer()
            .resolve(Modules.CUSTOMER)
            .retrieveCustomer(customers[u], { relations: ["groups"] })
          return (c.groups ?? []).map((g) => g.name)
        },
        (names) => names.includes(`UUC ${card} card`)
      )
    const newCart = async (u: string, items: [string, number][]) => {
      const { data } = await api.post(
        "/store/carts",
        { region_id: regionId },
        as(u)
      )
      for (const [variant_id, quantity] of items)
        await api.post(
          `/store/carts/${data.cart.id}/line-items`,
          { variant_id, quantity },
          as(u)
        )
      return data.cart.id as string
    }
    const addAddress = (u: string) =>
      getContainer().resolve(Modules.CUSTOMER).createCustomerAddresses({
        customer_id: customers[u],
        first_name: u,
        phone: "+5511999999999",
        address_1: "Rua A 1",
        city: "São Paulo",
        country_code: "br",
        is_default_shipping: true,
      })

    beforeAll(() => {
      // failed requests name their answer (a 4xx expected by a test is logged too)
      if (process.env.SHOP_TEST_DEBUG)
        api.interceptors.response.use(undefined, (e) => {
          console.log(e.config?.url, JSON.stringify(e.response?.data))
          return Promise.reject(e)
        })
    })

    beforeEach(async () => {
      const container = getContainer()
      admin = await adminHeaders(container, api)
      store = await storeHeaders(container)
      await giveStaffSecondaryPassword(container)
      const { seedShop } = await import("@uuc/shop/testing")
      regionId = (await seedShop(container)).region_id
      await registerMembers(container, ids, [
        ["root", null],
        ["std", "root"],
        ["gold", "root"],
        ["guest", "root"],
      ])
      for (const u of Object.keys(ids))
        customers[u] = (
          await container.resolve<Members>("members").getMember(ids[u])
        ).customer_id
      await fund(container, ids.std, "100")
      await fund(container, ids.gold, "200")
      // A card activation is a money move: its key and the secondary password.
      await api.post(
        "/store/cards/activate",
        { card: "standard", secondary_password: "stdSecond1" },
        as("std", "activate-std")
      )
      await api.post(
        "/store/cards/activate",
        { card: "gold", secondary_password: "goldSecond1" },
        as("gold", "activate-gold")
      )
      await inGroup("std", "standard")
      await inGroup("gold", "gold")
    })

    it("answers member prices through Medusa's pricing: ratio, explicit, per card, after a plan change; only listed goods", async () => {
      const created = await api.post("/admin/goods", GOODS, admin)
      expect(created.status).toBe(201)
      const goods = created.data.goods
      expect(goods).toMatchObject({
        title: "Green tea",
        status: "listed",
        merchant: null,
        points_discount: "5.00",
        specs: [
          {
            name: "500 g",
            price: "100.00",
            member_price: null,
            uuc_price: null,
          },
          { name: "1 kg", price: "180.00", member_price: "30.00" },
        ],
      })
      const price = async (u: string | null) => {
        const list = await until(
          () => products(u ? as(u) : store),
          (l) => l.some((p) => p.id === goods.id)
        )
        const p = list.find((x) => x.id === goods.id)!
        return Object.fromEntries(
          p.variants.map((v) => [v.title, v.calculated_price.calculated_amount])
        )
      }
      expect(await price(null)).toEqual({ "500 g": 100, "1 kg": 180 })
      expect(await price("guest")).toEqual({ "500 g": 100, "1 kg": 180 })
      expect(await price("std")).toEqual({ "500 g": 20, "1 kg": 30 })
      expect(await price("gold")).toEqual({ "500 g": 15, "1 kg": 30 })

      // our linked fields ride along in the same request (allowed on the store route)
      const linked = await api.get(
        `/store/products?region_id=${regionId}&fields=*variants.calculated_price,*shop_product,*variants.shop_variant`,
        as("gold")
      )
      const withFields = (
        linked.data.products as {
          id: string
          shop_product: Record<string, unknown>
          variants: {
            title: string
            calculated_price: Price
            shop_variant: Record<string, unknown>
          }[]
        }[]
      ).find((p) => p.id === goods.id)!
      expect(withFields.shop_product).toMatchObject({
        status: "listed",
        merchant_id: null,
        video: null,
      })
      expect(Number(withFields.shop_product.points_discount)).toBe(5)
      const byTitle = Object.fromEntries(
        withFields.variants.map((v) => [v.title, v])
      )
      expect(byTitle["500 g"].shop_variant.member_price).toBeNull()
      expect(Number(byTitle["1 kg"].shop_variant.member_price)).toBe(30)
      expect(byTitle["500 g"].calculated_price.calculated_amount).toBe(15)

      // the plan's ratio moves every list price
      await api.post(
        "/admin/plan",
        {
          cards: { gold: { price_ratio: "0.10" } },
          secondary_password: STAFF_SECONDARY,
        },
        admin
      )
      const after = await until(
        () => price("gold"),
        (p) => p["500 g"] === 10
      )
      expect(after).toEqual({ "500 g": 10, "1 kg": 30 })

      // pending listing: not in the store
      await api.post(`/admin/goods/${goods.id}/unlist`, {}, admin)
      expect((await products(store)).some((p) => p.id === goods.id)).toBe(false)
      const listed = await api.get("/admin/goods?status=pending_listing", admin)
      expect(listed.data.goods.map((g: { id: string }) => g.id)).toEqual([
        goods.id,
      ])
      await api.post(`/admin/goods/${goods.id}/list`, {}, admin)
      expect((await products(store)).some((p) => p.id === goods.id)).toBe(true)

      // each staff change wrote one audit row in its own transaction (issue 10)
      expect(await audit("goods.create")).toEqual([
        expect.objectContaining({
          target_type: "goods",
          target_id: goods.id,
          before: null,
          after: expect.objectContaining({
            requested: expect.objectContaining({ title: "Green tea" }),
            shop: expect.objectContaining({ status: "listed" }),
          }),
        }),
      ])
      expect(await audit("goods.unlist")).toEqual([
        expect.objectContaining({
          target_id: goods.id,
          before: { status: "listed" },
          after: expect.objectContaining({
            shop: expect.objectContaining({ status: "pending_listing" }),
          }),
        }),
      ])
      expect(await audit("goods.list")).toHaveLength(1)
      expect(
        await db().raw("select count(*)::int as n from shop_audit_intent")
      ).toMatchObject({ rows: [{ n: 0 }] })
      // Medusa's own product route cannot name an actor: a made-up intent writes nothing
      await api.post(
        `/admin/products/${goods.id}`,
        { additional_data: { shop: { audit_intent: "saud_forged" } } },
        admin
      )
      expect(await audit("goods.update")).toHaveLength(0)

      // a status set on Medusa's own product page moves the listing state too
      await api.post(`/admin/products/${goods.id}`, { status: "draft" }, admin)
      expect(
        (await api.get(`/admin/goods/${goods.id}`, admin)).data.goods.status
      ).toBe("pending_listing")
      expect((await products(store)).some((p) => p.id === goods.id)).toBe(false)
      await api.post(
        `/admin/products/${goods.id}`,
        { status: "published" },
        admin
      )
      expect(
        (await api.get(`/admin/goods/${goods.id}`, admin)).data.goods.status
      ).toBe("listed")

      const bad = await api
        .post("/admin/goods", { ...GOODS, specs: [] }, admin)
        .catch(errorAnswer)
      expect(bad).toMatchObject({
        status: 400,
        data: { code: "specs_required" },
      })
    })

    it("an edit of the base price moves the member prices", async () => {
      const created = await api.post("/admin/goods", GOODS, admin)
      const goods = created.data.goods
      const price = async (u: string) => {
        const list = await products(as(u))
        const p = list.find((x) => x.id === goods.id)!
        return Object.fromEntries(
          p.variants.map((v) => [v.title, v.calculated_price.calculated_amount])
        )
      }
      const edited = await api.post(
        `/admin/goods/${goods.id}`,
        {
          ...GOODS,
          specs: [
            { id: goods.specs[0].id, name: "500 g", price: "200" },
            { name: "2 kg", price: "300", member_price: "50" },
          ],
        },
        admin
      )
      expect(
        edited.data.goods.specs.map((s: { name: string }) => s.name)
      ).toEqual(["500 g", "2 kg"])
      const [update, ...more] = await audit("goods.update")
      expect(more).toHaveLength(0)
      expect(update).toMatchObject({
        target_id: goods.id,
        before: {
          specs: [
            { name: "500 g", price: "100.00" },
            { name: "1 kg", price: "180.00" },
          ],
        },
        after: {
          requested: {
            specs: [{ name: "500 g" }, { name: "2 kg" }],
          },
        },
      })
      // the subscribers of the variant events settle it (asynchronous)
      expect(
        await until(
          () => price("std"),
          (p) => p["500 g"] === 40
        )
      ).toEqual({ "500 g": 40, "2 kg": 50 })
    })

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

    it("staff cancel with a reason and their secondary password; the auto-receive job receives shipped orders once", async () => {
      const { data } = await api.post("/admin/goods", GOODS, admin)
      const v500 = data.goods.specs[0].id
      await fund(getContainer(), ids.std, "100")
      await addAddress("std")
      const checkoutOne = async (key: string) => {
        const cart = await newCart("std", [[v500, 1]])
        const r = await api.post(
          `/store/carts/${cart}/checkout`,
          { secondary_password: "stdSecond1" },
          as("std", key)
        )
        return r.data.orders[0].id as string
      }
      const a = await checkoutOne("a")
      const wrong = await api
        .post(
          `/admin/shop/orders/${a}/cancel`,
          { reason: "stock", secondary_password: "x" },
          admin
        )
        .catch(errorAnswer)
      expect(wrong).toMatchObject({
        status: 400,
        data: { code: "staff_secondary_password_invalid" },
      })
      const byStaff = await api.post(
        `/admin/shop/orders/${a}/cancel`,
        { reason: "out of stock", secondary_password: STAFF_SECONDARY },
        admin
      )
      expect(byStaff.data.order).toMatchObject({
        status: "cancelled",
        cancel_reason: "out of stock",
      })
      // one row, written with the status move; the refused attempt wrote none
      expect(await audit("shop_order.cancel")).toEqual([
        expect.objectContaining({
          target_id: ids.std,
          before: { order_id: a, status: "pending_shipment" },
          after: { order_id: a, status: "cancelled", reason: "out of stock" },
        }),
      ])

      const b = await checkoutOne("b")
      await api.post(
        `/admin/shop/orders/${b}/ship`,
        { courier_name: "DHL", courier_number: "D1" },
        admin
      )
      const { autoReceive } = await import("@uuc/shop/testing")
      expect(await autoReceive(getContainer())).toBe(0) // not due yet
      const pg = getContainer().resolve(
        ContainerRegistrationKeys.PG_CONNECTION
      ) as {
        raw(sql: string, b?: unknown[]): Promise<unknown>
      }
      await pg.raw(
        "update shop_order set shipped_at = now() - interval '15 days' where order_id = ?",
        [b]
      )
      const [first, second] = await Promise.all([
        autoReceive(getContainer()),
        autoReceive(getContainer()),
      ])
      expect(first + second).toBe(1)
      const got = await api.get("/store/shop/orders?status=received", as("std"))
      expect(got.data.orders.map((o: { id: string }) => o.id)).toEqual([b])
      await verifyOk()
    })
  },
})
