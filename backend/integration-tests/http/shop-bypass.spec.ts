// No way around the checkout: Medusa's own store routes for carts,
// payment collections and orders, called as the cart's member, another member, no
// one and staff logged in as the member; quantities; prices at checkout; goods
// edits and handles. Every test ends with the ledger's verify.
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import {
  completeCartWorkflow,
  createCartCreditLinesWorkflow,
} from "@medusajs/medusa/core-flows"
import { medusaIntegrationTestRunner } from "../helpers/runner"
import { routeTable } from "../helpers/route-table"
import { errorAnswer, type Failed } from "../helpers/auth"
import { fund } from "../helpers/ledger"
import { ledger, type Query } from "../helpers/services"
import { goods, merchantSuite } from "../helpers/merchant-suite"

/** A merchant's goods body: the shop's, without the listing state staff set. */
const merchantGoods = (...args: Parameters<typeof goods>) => {
  const body: Record<string, unknown> = { ...goods(...args) }
  delete body.status
  return body
}
import { STAFF_SECONDARY } from "../helpers/people"
import type { Headers } from "../helpers/suite"

jest.setTimeout(300 * 1000)

/**
 * The store routes of the resources a member's money reaches (carts, payment
 * collections, orders, customers), Medusa's and the shop's, as the running server
 * registered them at boot: a route added and not classified below fails the matrix.
 */
function storeRoutesOfMoney(): string[] {
  const tops = ["carts", "payment-collections", "orders", "customers"]
  return routeTable("/store").filter((r) =>
    tops.some((t) => r.split(" ")[1].split("/")[2] === t)
  )
}

/**
 * How each route is guarded: `cart` answers 404 `cart_not_found` to anyone but the
 * cart's member; `collection` the same through the payment collection's cart;
 * `order` 404 `shop_order_not_found` but to the order's member; `transfer` to no
 * one; `create` needs a member (401); `self` is Medusa's own `/me` scoping (401
 * without a token, the caller's own data with one).
 */
const GUARDS: Record<string, string> = {
  "POST /store/carts": "create",
  "GET /store/carts/:id": "cart",
  "POST /store/carts/:id": "cart",
  "POST /store/carts/:id/complete": "cart",
  "POST /store/carts/:id/customer": "cart",
  "POST /store/carts/:id/line-items": "cart",
  "POST /store/carts/:id/line-items/:line_id": "cart",
  "DELETE /store/carts/:id/line-items/:line_id": "cart",
  "POST /store/carts/:id/promotions": "cart",
  "DELETE /store/carts/:id/promotions": "cart",
  "POST /store/carts/:id/shipping-methods": "cart",
  "POST /store/carts/:id/taxes": "cart",
  "POST /store/carts/:id/checkout": "cart",
  "POST /store/carts/:id/points": "cart",
  "POST /store/carts/:id/uuc-address": "cart",
  "POST /store/carts/:id/uuc-line-items": "cart",
  "POST /store/carts/:id/uuc-line-items/:line_id": "cart",
  "POST /store/payment-collections": "collection",
  "POST /store/payment-collections/:id/payment-sessions": "collection",
  "GET /store/orders": "self",
  "GET /store/orders/:id": "order",
  "POST /store/orders/:id/transfer/request": "transfer",
  "POST /store/orders/:id/transfer/accept": "transfer",
  "POST /store/orders/:id/transfer/cancel": "transfer",
  "POST /store/orders/:id/transfer/decline": "transfer",
  "POST /store/customers": "self",
  "GET /store/customers/me": "self",
  "POST /store/customers/me": "self",
  "GET /store/customers/me/addresses": "self",
  "POST /store/customers/me/addresses": "self",
  "GET /store/customers/me/addresses/:address_id": "self",
  "POST /store/customers/me/addresses/:address_id": "self",
  "DELETE /store/customers/me/addresses/:address_id": "self",
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const {
      admin,
      store,
      ids,
      customers,
      variants,
      as,
      balances,
      verifyOk,
      newCart,
      readyCart: ready,
      pg,
    } = merchantSuite(api, getContainer)
    const query = () =>
      getContainer().resolve<Query>(ContainerRegistrationKeys.QUERY)
    const nobody = (): Headers => ({ headers: { ...store.headers } })
    const impersonating = async (u: string): Promise<Headers> => {
      const { data } = await api.post(
        `/admin/members/${ids[u]}/impersonate`,
        { secondary_password: STAFF_SECONDARY },
        admin
      )
      return {
        headers: { ...store.headers, authorization: `Bearer ${data.token}` },
      }
    }
    const fail = (p: Promise<unknown>) =>
      p.then(
        (r) => ({ status: (r as { status: number }).status, data: {} }),
        (e: Failed) =>
          errorAnswer(e) as { status: number; data: { code?: string } }
      )
    const ordersOf = async (customer: string) =>
      (
        await query().graph({
          entity: "order",
          fields: ["id"],
          filters: { customer_id: customer },
        })
      ).data.length
    /** The wallet session the storefront prepares, as the buyer. */
    const prepare = async (cart: string) => {
      const { data } = await api.post(
        "/store/payment-collections",
        { cart_id: cart },
        as("buyer")
      )
      await api.post(
        `/store/payment-collections/${data.payment_collection.id}/payment-sessions`,
        { provider_id: "pp_wallet_wallet" },
        as("buyer")
      )
      return data.payment_collection.id as string
    }
    /** The buyer's cart of one platform tea (20 at the standard card's price), shipping set. */
    const readyCart = () => ready("buyer", [[variants.platform, 1]])

    it("classifies every store route of carts, payments, orders and customers the server serves", () => {
      const unclassified = storeRoutesOfMoney().filter((r) => !(r in GUARDS))
      expect(unclassified).toEqual([])
    })

    it("answers a member's cart, payment collection and order to its member only, on every route of the matrix", async () => {
      await fund(getContainer(), ids.buyer, "100")
      const cart = await readyCart()
      const collection = await prepare(cart)
      const [line] = (
        await query().graph({
          entity: "cart",
          fields: ["items.id"],
          filters: { id: cart },
        })
      ).data[0].items as { id: string }[]
      const paid = await api.post(
        `/store/carts/${await readyCart()}/checkout`,
        { secondary_password: "buyerSecond1" },
        as("buyer", "matrix-pay")
      )
      const order = paid.data.orders[0].id as string
      const staff = await impersonating("buyer")
      const callers: [string, () => Headers][] = [
        ["no one", nobody],
        ["another member", () => as("alice")],
      ]
      const before = await balances("buyer")
      const orderCount = await ordersOf(customers.buyer)
      const params: Record<string, string> = {
        ":id": cart,
        ":line_id": line.id,
        ":address_id": "addr_x",
      }
      for (const [route, guard] of Object.entries(GUARDS)) {
        const [method, template] = route.split(" ")
        let url = template
        if (guard === "order" || guard === "transfer")
          url = url.replace(":id", order)
        if (guard === "collection" && url.includes(":id"))
          url = url.replace(":id", collection)
        url = url.replace(/:[a-z_]+/g, (p) => params[p] ?? p)
        const body =
          guard === "collection" && !template.includes(":id")
            ? { cart_id: cart }
            : {
                quantity: 1,
                variant_id: variants.platform,
                provider_id: "pp_wallet_wallet",
              }
        const call = (h: Headers) =>
          method === "GET"
            ? api.get(url, h)
            : method === "DELETE"
              ? api.delete(url, h)
              : api.post(url, body, h)
        const who: [string, () => Headers][] = [
          ...callers,
          // staff logged in as the member: nothing that pays
          ...(["collection", "transfer"].includes(guard) ||
          template.endsWith("/complete")
            ? ([["staff as the member", () => staff]] as [
                string,
                () => Headers,
              ][])
            : []),
        ]
        for (const [name, headers] of who) {
          const res = await fail(call(headers()))
          const expected =
            guard === "cart" || guard === "collection"
              ? { status: 404, data: { code: "cart_not_found" } }
              : guard === "order" || guard === "transfer"
                ? { status: 404, data: { code: "shop_order_not_found" } }
                : guard === "create" && name === "no one"
                  ? { status: 401 }
                  : null
          if (expected)
            expect({ route, name, ...res }).toMatchObject({
              route,
              name,
              ...expected,
            })
          else
            expect({ route, name, status: res.status }).not.toMatchObject({
              status: 500,
            })
        }
      }
      // the member reads their own cart and order; staff as the member may look
      expect((await api.get(`/store/carts/${cart}`, as("buyer"))).status).toBe(
        200
      )
      expect((await api.get(`/store/carts/${cart}`, staff)).status).toBe(200)
      expect(
        (await api.get(`/store/orders/${order}`, as("buyer"))).data.order.id
      ).toBe(order)
      // nothing paid, nothing ordered, on any route but the checkout
      expect(await balances("buyer")).toEqual(before)
      expect(await ordersOf(customers.buyer)).toBe(orderCount)
      await verifyOk()
    })

    it("never completes a cart through Medusa's complete route or workflow: points stay, no money moves, no order", async () => {
      await fund(getContainer(), ids.buyer, "100")
      // one cart with points (the tea lets 5 a unit), one with a prepared wallet session
      const withPoints = await readyCart()
      await api.post(
        `/store/carts/${withPoints}/points`,
        { points: "5" },
        as("buyer")
      )
      const prepared = await readyCart()
      await prepare(prepared)
      const before = await balances("buyer")
      const staff = await impersonating("buyer")
      for (const cart of [withPoints, prepared]) {
        for (let i = 0; i < 3; i++) {
          const own = await fail(
            api.post(`/store/carts/${cart}/complete`, {}, as("buyer"))
          )
          expect(own).toMatchObject({
            status: 400,
            data: { code: "checkout_required" },
          })
        }
        for (const h of [nobody(), as("alice"), staff])
          expect(
            await fail(api.post(`/store/carts/${cart}/complete`, {}, h))
          ).toMatchObject({ status: 404, data: { code: "cart_not_found" } })
        // the workflow itself, as any other code would run it
        await expect(
          completeCartWorkflow(getContainer()).run({ input: { id: cart } })
        ).rejects.toBeTruthy()
      }
      expect(await balances("buyer")).toEqual(before)
      expect(await ordersOf(customers.buyer)).toBe(0)
      // the checkout still pays, once
      const paid = await api.post(
        `/store/carts/${prepared}/checkout`,
        { secondary_password: "buyerSecond1" },
        as("buyer", "pay-prepared")
      )
      expect(paid.status).toBe(201)
      await verifyOk()
    })

    it("takes whole quantities from 1 to the plan's limit on Medusa's routes and the checkout", async () => {
      const cart = await newCart("buyer", [[variants.platform, 1]])
      const add = (quantity: unknown) =>
        fail(
          api.post(
            `/store/carts/${cart}/line-items`,
            { variant_id: variants.platform, quantity },
            as("buyer")
          )
        )
      for (const q of [1000000000, 1.5, 0, -1, 100])
        expect(await add(q)).toMatchObject({
          status: 400,
          data: { code: "invalid_quantity" },
        })
      expect((await add(98)).status).toBe(200) // 99 in the line
      expect(await add(1)).toMatchObject({
        status: 400,
        data: { code: "invalid_quantity" },
      })
      const [line] = (
        await query().graph({
          entity: "cart",
          fields: ["items.id", "items.quantity"],
          filters: { id: cart },
        })
      ).data[0].items as { id: string; quantity: number }[]
      expect(Number(line.quantity)).toBe(99)
      expect(
        await fail(
          api.post(
            `/store/carts/${cart}/line-items/${line.id}`,
            { quantity: 2.5 },
            as("buyer")
          )
        )
      ).toMatchObject({ status: 400, data: { code: "invalid_quantity" } })
      expect(
        await fail(
          api.post(
            "/store/carts",
            { items: [{ variant_id: variants.platform, quantity: 1000 }] },
            as("buyer")
          )
        )
      ).toMatchObject({ status: 400, data: { code: "invalid_quantity" } })
      await verifyOk()
    })

    it("prices a cart at checkout: after a card refund the member price is gone (409 cart_changed, nothing charged), then the fresh total is paid", async () => {
      // the tea: 100 base, 20 at the standard card's price
      const cart = await newCart("buyer", [[variants.platform, 4]])
      const { data: acts } = await api.get("/store/activations", as("buyer"))
      const activation = acts.activations[0].id as string
      await api.post(
        `/store/activations/${activation}/refund`,
        { reason: "changed my mind", secondary_password: "buyerSecond1" },
        as("buyer", "refund-buyer")
      )
      await fund(getContainer(), ids.buyer, "500")
      const before = await balances("buyer")
      const changed = await fail(
        api.post(
          `/store/carts/${cart}/checkout`,
          { secondary_password: "buyerSecond1" },
          as("buyer", "pay-after-refund")
        )
      )
      expect(changed).toMatchObject({
        status: 409,
        data: { code: "cart_changed", cart: { id: cart } },
      })
      expect(
        Number((changed.data as { cart: { total: number } }).cart.total)
      ).toBe(400)
      expect(await balances("buyer")).toEqual(before)
      const paid = await api.post(
        `/store/carts/${cart}/checkout`,
        { secondary_password: "buyerSecond1" },
        as("buyer", "pay-after-refund-2")
      )
      expect(paid.data.orders[0].total).toBe("400.00000000")
      await verifyOk()
    })

    it("edits listed goods whole or not live: a failing edit leaves them pending; handles never collide across merchants", async () => {
      const { data: made } = await api.post(
        "/store/merchant/goods",
        merchantGoods("Soap bar", "10"),
        as("alice")
      )
      const id = made.goods.id as string
      await api.post(`/admin/goods/${id}/list`, {}, admin)
      const bad = await fail(
        api.post(
          `/store/merchant/goods/${id}`,
          {
            ...merchantGoods("Soap bar", "9999", { uuc_price: "1" }),
            category: "pcat_nope",
          },
          as("alice")
        )
      )
      expect(bad).toMatchObject({
        status: 400,
        data: { code: "category_not_found", field: "category" },
      })
      const { data: after } = await api.get(`/admin/goods/${id}`, admin)
      expect(after.goods.specs.map((s: { price: string }) => s.price)).toEqual([
        made.goods.specs[0].price,
      ])
      expect(after.goods.status).toBe("listed")
      // a valid edit of listed goods sends them back to review
      const edited = await api.post(
        `/store/merchant/goods/${id}`,
        merchantGoods("Soap bar", "12"),
        as("alice")
      )
      expect(edited.data.goods.status).toBe("pending_listing")
      // bob's goods of the same title are his own goods, not an error about alice's
      const bobs = await api.post(
        "/store/merchant/goods",
        merchantGoods("Soap bar", "11"),
        as("bob")
      )
      expect(bobs.status).toBe(201)
      const { rows } = await pg().raw(
        "select count(distinct handle)::int as n from product where title = 'Soap bar'"
      )
      expect(rows[0].n).toBe(2)
      await verifyOk()
    })

    it("lets verify find an order without its shop order, and escrow that no open order explains", async () => {
      const verify = async () =>
        (await api.get("/admin/ledger/verify", admin)).data.checks as {
          name: string
          ok: boolean
          detail: string
        }[]
      const check = async (name: string) =>
        (await verify()).find((c) => c.name === name)
      expect(await check("orders_have_shop_orders")).toMatchObject({ ok: true })
      expect(await check("shop_escrow_explained")).toMatchObject({ ok: true })
      // an order made by hand, an hour ago, that the shop never saw
      const orders = getContainer().resolve("order") as {
        createOrders(d: Record<string, unknown>): Promise<{ id: string }>
      }
      const made = await orders.createOrders({
        currency_code: "usd",
        customer_id: customers.buyer,
        email: "buyer@test.local",
        items: [{ title: "Tea", quantity: 1, unit_price: 20 }],
      })
      await pg().raw(
        "update \"order\" set created_at = now() - interval '1 hour' where id = ?",
        [made.id]
      )
      const orphan = await check("orders_have_shop_orders")
      expect(orphan?.ok).toBe(false)
      expect(orphan?.detail).toContain(made.id)
      // USDT in the shop's escrow that no open order paid
      await fund(getContainer(), ids.buyer, "30")
      await ledger(getContainer()).postEntry({
        key: "test:stray-escrow",
        kind: "shop_payment_hold",
        description_key: "shop.hold",
        params: {},
        source: { type: "test", id: "stray" },
        postings: [
          {
            account: `member:${ids.buyer}:USDT`,
            asset: "USDT",
            amount: "-30.00000000",
          },
          {
            account: "platform:shop_escrow",
            asset: "USDT",
            amount: "30.00000000",
          },
        ],
      })
      const escrow = await check("shop_escrow_explained")
      expect(escrow?.ok).toBe(false)
      expect(escrow?.detail).toContain("explain 0")
    })

    it("lets verify find points credit lines on completed carts without their points entry", async () => {
      const pointsCheck = async () =>
        (
          (await api.get("/admin/ledger/verify", admin)).data.checks as {
            name: string
            ok: boolean
            detail: string
          }[]
        ).find((c) => c.name === "shop_points_lines_posted")
      // a checkout's points line has its entry (aged past the grace period)
      await fund(getContainer(), ids.buyer, "100")
      const paid = await readyCart()
      await api.post(
        `/store/carts/${paid}/points`,
        { points: "5" },
        as("buyer")
      )
      await api.post(
        `/store/carts/${paid}/checkout`,
        { secondary_password: "buyerSecond1" },
        as("buyer", "points-paid")
      )
      await pg().raw(
        "update cart set completed_at = now() - interval '1 hour' where id = ?",
        [paid]
      )
      expect(await pointsCheck()).toMatchObject({ ok: true })
      // a points line made by hand on a cart completed an hour ago: goods for
      // points nobody gave (no checkout, no shop:points entry)
      const cart = await readyCart()
      await createCartCreditLinesWorkflow(getContainer()).run({
        input: [
          {
            cart_id: cart,
            amount: 5,
            reference: "points",
            reference_id: ids.buyer,
            metadata: { points: "5.00000000" },
          },
        ],
      })
      // not completed yet: nothing to find
      expect(await pointsCheck()).toMatchObject({ ok: true })
      await pg().raw(
        "update cart set completed_at = now() - interval '1 hour' where id = ?",
        [cart]
      )
      const found = await pointsCheck()
      expect(found?.ok).toBe(false)
      expect(found?.detail).toContain(cart)
      expect(found?.detail).toContain("5.00000000 points")
    })

    it("gives the points and the hold back when a crash cut a checkout off between the points and the order, and the cart can be paid again", async () => {
      await fund(getContainer(), ids.buyer, "100")
      const cart = await readyCart()
      await api.post(
        `/store/carts/${cart}/points`,
        { points: "5" },
        as("buyer")
      )
      const collection = await prepare(cart)
      const before = await balances("buyer")
      // what the checkout had done when its process died: the claim, the points
      // debit, the wallet's hold (as the provider posts them); no order
      const container = getContainer()
      const shop = container.resolve("shop") as {
        createShopCheckouts(d: Record<string, unknown>): Promise<{ id: string }>
        listShopCheckouts(f: Record<string, unknown>): Promise<unknown[]>
      }
      const claim = await shop.createShopCheckouts({
        cart_id: cart,
        key: "crashed",
        customer_id: customers.buyer,
        status: "running",
      })
      const { data: pcs } = await query().graph({
        entity: "payment_collection",
        fields: ["payment_sessions.id"],
        filters: { id: collection },
      })
      const session = (pcs[0].payment_sessions as { id: string }[])[0].id
      const led = ledger(container)
      await led.postEntry({
        key: `shop:points:${claim.id}`,
        kind: "shop_points",
        description_key: "shop.points",
        params: { cart_id: cart, points: "5.00000000" },
        source: { type: "cart", id: cart },
        postings: [
          {
            account: `member:${ids.buyer}:POINTS`,
            asset: "POINTS",
            amount: "-5.00000000",
          },
          { account: "platform:points", asset: "POINTS", amount: "5.00000000" },
        ],
      })
      await led.postEntry({
        key: `shop:hold:${session}`,
        kind: "shop_payment_hold",
        description_key: "shop.payment_hold",
        params: { session_id: session, amount: "15.00000000" },
        source: { type: "payment_session", id: session },
        postings: [
          {
            account: `member:${ids.buyer}:USDT`,
            asset: "USDT",
            amount: "-15.00000000",
          },
          {
            account: "platform:shop_escrow",
            asset: "USDT",
            amount: "15.00000000",
          },
        ],
      })
      expect(await balances("buyer")).not.toEqual(before)
      const { recoverCheckouts } = await import("@uuc/shop/testing")
      // a running checkout is left alone until it is stale
      expect(await recoverCheckouts(container)).toBe(0)
      await pg().raw(
        "update shop_checkout set created_at = now() - interval '10 minutes' where id = ?",
        [claim.id]
      )
      expect(await recoverCheckouts(container)).toBe(1)
      expect(await recoverCheckouts(container)).toBe(0)
      expect(await balances("buyer")).toEqual(before)
      expect(await shop.listShopCheckouts({ cart_id: cart })).toEqual([])
      await verifyOk()
      // the member pays again: once, for the same total
      const paid = await api.post(
        `/store/carts/${cart}/checkout`,
        { secondary_password: "buyerSecond1" },
        as("buyer", "after-crash")
      )
      expect(paid.data.orders[0]).toMatchObject({
        total: "15.00000000",
        points: "5.00000000",
      })
      await verifyOk()
    })
  },
})
