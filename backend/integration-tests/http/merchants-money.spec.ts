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
type Pg = {
  raw(sql: string, b?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>
}
type Order = {
  id: string
  currency?: string
  merchant: string | null
  total: string
  points: string
  status: string
  settlement: {
    status: string
    amount: string | null
    commission: string | null
  } | null
}

const D = (v: string | undefined) => new Decimal(v ?? "0")

const goods = (title: string, price: string, extra = {}) => ({
  title,
  description: title,
  points_discount: "5",
  status: "listed",
  specs: [{ name: "one", price, ...extra }],
})

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let admin: Headers
    let store: Headers
    let regionId: string
    const ids: Record<string, string> = {}
    const customers: Record<string, string> = {}
    const merchants: Record<string, string> = {}
    const variants: Record<string, string> = {}
    const as = (u: string, key?: string): Headers => ({
      headers: {
        ...store.headers,
        authorization: `Bearer ${memberToken(ids[u], customers[u])}`,
        ...(key ? { "idempotency-key": key } : {}),
      },
    })
    const ledger = () => getContainer().resolve<TestLedger>("ledger")
    const balances = (u: string) => ledger().getBalances(ids[u])
    /** The ledger's own verify service method: every check passes. */
    const verifyOk = async () => {
      const report = await ledger().verify()
      expect(report.checks.filter((c) => !c.ok)).toEqual([])
      expect(report.ok).toBe(true)
    }
    const pg = () =>
      getContainer().resolve<Pg>(ContainerRegistrationKeys.PG_CONNECTION)
    const activate = async (u: string) => {
      await fund(getContainer(), ids[u], "100")
      await api.post(
        "/store/cards/activate",
        { card: "standard", secondary_password: `${u}Second1` },
        as(u, `activate-${u}`)
      )
    }
    const becomeMerchant = async (u: string) => {
      await api.post(
        `/admin/members/${ids[u]}`,
        { star_level: 5, secondary_password: STAFF_SECONDARY },
        admin
      )
      const { data } = await api.post(
        "/store/merchant-applications",
        { description: `${u}'s shop` },
        as(u)
      )
      const passed = await api.post(
        `/admin/merchant-applications/${data.application.id}/approve`,
        { secondary_password: STAFF_SECONDARY },
        admin
      )
      merchants[u] = passed.data.merchant.id
    }
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
    /** The buyer's cart of the platform's tea, two of alice's jars and bob's soap. */
    const splitCart = () =>
      newCart("buyer", [
        [variants.platform, 1],
        [variants.alice, 2],
        [variants.bob, 1],
      ])
    const byMerchant = (orders: Order[]) =>
      Object.fromEntries(
        orders.map((o) => [
          o.merchant === merchants.alice
            ? "alice"
            : o.merchant === merchants.bob
              ? "bob"
              : "platform",
          o,
        ])
      ) as Record<"platform" | "alice" | "bob", Order>

    beforeEach(async () => {
      const container = getContainer()
      admin = await adminHeaders(container, api)
      store = await storeHeaders(container)
      await giveStaffSecondaryPassword(container)
      const { seedShop } = await import("@uuc/shop/testing")
      regionId = (await seedShop(container)).region_id
      await registerMembers(container, ids, [
        ["root", null],
        ["alice", "root"],
        ["bob", "root"],
        ["buyer", "root"],
      ])
      for (const u of Object.keys(ids))
        customers[u] = (
          await container.resolve<Members>("members").getMember(ids[u])
        ).customer_id
      // root earns (active); the buyer pays member prices (standard: 20%)
      await activate("root")
      await activate("buyer")
      await becomeMerchant("alice")
      await becomeMerchant("bob")
      const made = async (key: string, body: Record<string, unknown>) => {
        const { data } = await api.post("/admin/goods", body, admin)
        variants[key] = data.goods.specs[0].id
      }
      await made("platform", goods("Tea", "100")) // 20 for a standard card
      await made("alice", {
        ...goods("Honey", "50", { member_price: "30" }),
        merchant_id: merchants.alice,
      })
      await made("bob", {
        ...goods("Soap", "40"),
        points_discount: "0",
        merchant_id: merchants.bob,
      }) // 8 for a standard card
      await getContainer().resolve(Modules.CUSTOMER).createCustomerAddresses({
        customer_id: customers.buyer,
        first_name: "Buyer",
        phone: "+5511999999999",
        address_1: "Rua A 1",
        city: "São Paulo",
        country_code: "br",
        is_default_shipping: true,
      })
      await until(
        async () => {
          const c = await getContainer()
            .resolve(Modules.CUSTOMER)
            .retrieveCustomer(customers.buyer, { relations: ["groups"] })
          return (c.groups ?? []).map((g) => g.name)
        },
        (names) => names.includes("UUC standard card")
      )
    })

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
      const bobOrders = await api.get("/store/merchant/orders", as("bob"))
      expect(bobOrders.data.orders.map((x: Order) => x.id)).toEqual([o.bob.id])
      const staff = await api.get(
        `/admin/shop/orders?merchant=${merchants.alice}`,
        admin
      )
      expect(staff.data.orders).toEqual([
        expect.objectContaining({ id: o.alice.id, merchant: merchants.alice }),
      ])
    })

    it("settles a received order: the merchant gets the member-price total less 10%, the sponsor 2%, exact to 8 places", async () => {
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
        as("buyer", "settle-1")
      )
      const o = byMerchant(data.orders)
      const shipped = await api.post(
        `/store/merchant/orders/${o.alice.id}/ship`,
        { courier_name: "Correios", courier_number: "BR1" },
        as("alice")
      )
      expect(shipped.data.order.status).toBe("shipped")
      const aliceBefore = await balances("alice")
      const rootBefore = await balances("root")
      const received = await api.post(
        `/store/shop/orders/${o.alice.id}/receive`,
        {},
        as("buyer")
      )
      // honey: member price 30 × 2 = 60 before points; 10% commission
      expect(received.data.order).toMatchObject({
        status: "received",
        settlement: {
          status: "settled",
          amount: "54.00000000",
          commission: "6.00000000",
        },
      })
      const aliceAfter = await balances("alice")
      expect(D(aliceAfter.USDT).minus(D(aliceBefore.USDT)).toFixed(8)).toBe(
        "54.00000000"
      )
      // the merchant bonus: 2% × 60 = 1.2 USD, 75% in USDT
      const rootAfter = await balances("root")
      expect(D(rootAfter.USDT).minus(D(rootBefore.USDT)).toFixed(8)).toBe(
        "0.90000000"
      )
      expect(
        D(rootAfter.UUC)
          .plus(D(rootAfter.UUC_POOL))
          .gt(D(rootBefore.UUC).plus(D(rootBefore.UUC_POOL)))
      ).toBe(true)
      await verifyOk()

      // a second receipt settles nothing twice
      const twice = await api.post(
        `/store/shop/orders/${o.alice.id}/receive`,
        {},
        as("buyer")
      )
      expect(twice.data.order.settlement.status).toBe("settled")
      expect(await balances("alice")).toEqual(aliceAfter)
      expect(await balances("root")).toEqual(rootAfter)
      const entries = await pg().raw(
        "select count(*)::int as n from ledger_entry where key = ?",
        [`shop:settle:${o.alice.id}`]
      )
      expect(entries.rows[0].n).toBe(1)

      // the merchant's finance records show the settlement
      const lines = await api.get(
        "/store/ledger/entries?kind=shop_merchant_settlement",
        as("alice")
      )
      const settlementLines = lines.data.entries.filter(
        (l: { kind: string }) => l.kind === "shop_merchant_settlement"
      )
      expect(settlementLines).toEqual([
        expect.objectContaining({ amount: "54.00000000", asset: "USDT" }),
      ])
      await verifyOk()
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

    it("refuses every order and settlement move outside the table of allowed transitions", async () => {
      await getContainer()
        .resolve<{
          createShopOrders(r: Record<string, unknown>): Promise<unknown>
        }>("shop")
        .createShopOrders({
          order_id: "order_walk",
          cart_id: "cart_walk",
          customer_id: "cus_walk",
          member_id: ids.buyer,
          merchant_id: merchants.alice,
          settlement_status: "pending",
        })
      const move = (sets: string) =>
        pg()
          .raw(`update shop_order set ${sets} where order_id = 'order_walk'`)
          .then(
            () => "ok",
            (e: { code?: string }) => e.code ?? "error"
          )
      const forbidden = [
        "status = 'received'",
        "settlement_status = 'settled'",
        "settlement_status = 'none'",
      ]
      for (const f of forbidden) expect(await move(f)).toBe("UL423")
      expect(await move("status = 'shipped'")).toBe("ok")
      expect(await move("status = 'cancelled'")).toBe("UL423")
      expect(await move("status = 'received'")).toBe("ok")
      expect(await move("status = 'cancelled'")).toBe("UL423")
      expect(await move("status = 'pending_shipment'")).toBe("UL423")
      expect(await move("settlement_status = 'cancelled'")).toBe("UL423")
      expect(await move("settlement_status = 'settled'")).toBe("ok")
      // settled: never leaves received, never pending again
      expect(await move("status = 'shipped'")).toBe("UL423")
      expect(await move("settlement_status = 'pending'")).toBe("UL423")
      const { rows } = await pg().raw(
        "select status, settlement_status from shop_order where order_id = 'order_walk'"
      )
      expect(rows[0]).toEqual({
        status: "received",
        settlement_status: "settled",
      })
    })
  },
})
