import type { ICartModuleService } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { deleteCartCreditLinesWorkflow } from "@medusajs/medusa/core-flows"
import { medusaIntegrationTestRunner } from "../helpers/runner"
import { fund } from "../helpers/ledger"
import { ledger, type Query } from "../helpers/services"
import { signedIn } from "../helpers/suite"
import { shopCustomers } from "../helpers/shop"

jest.setTimeout(300 * 1000)

/**
 * The storefront prepares a cart's wallet payment with Medusa's own routes while
 * the member types the secondary password; the checkout then only completes the
 * cart. A prepared session that no longer pays the cart's exact total is never
 * used: Medusa's completion would authorize the session's own amount.
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const { admin, store } = signedIn(api, getContainer)
    const { ids, as, seed, readyCart: ready } = shopCustomers(api, store)
    const usdt = async (u: string) =>
      (await ledger(getContainer()).getBalances(ids[u])).USDT
    const points = async (u: string) =>
      (await ledger(getContainer()).getBalances(ids[u])).POINTS
    /** How many POINTS lines the member's ledger has (out, back, out: three). */
    const pointsLines = async (u: string) =>
      (
        await ledger(getContainer()).listPostings(
          { member_id: ids[u], asset: "POINTS" },
          { limit: 100, offset: 0 }
        )
      ).count
    /** The member's checkout of `cart` under Idempotency-Key `key`. */
    const pay = (cart: string, key: string) =>
      api.post(
        `/store/carts/${cart}/checkout`,
        { secondary_password: "mSecond1" },
        as("m", key)
      )
    /** Prepares the payment as the storefront does; answers the session's id and amount. */
    const prepare = async (cart: string) => {
      const { data } = await api.post(
        "/store/payment-collections",
        { cart_id: cart },
        as("m")
      )
      const answer = await api.post(
        `/store/payment-collections/${data.payment_collection.id}/payment-sessions`,
        { provider_id: "pp_wallet_wallet" },
        as("m")
      )
      const [session] = answer.data.payment_collection.payment_sessions as {
        id: string
        amount: number
      }[]
      return session
    }
    /** The payment sessions behind an order. */
    const sessionsOf = async (orderId: string) => {
      const { data } = await getContainer()
        .resolve<Query>(ContainerRegistrationKeys.QUERY)
        .graph({
          entity: "order",
          fields: [
            "payment_collections.payment_sessions.id",
            "payment_collections.payment_sessions.amount",
          ],
          filters: { id: orderId },
        })
      const pcs = (data[0]?.payment_collections ?? []) as {
        payment_sessions: { id: string; amount: number }[]
      }[]
      return pcs.flatMap((pc) => pc.payment_sessions)
    }
    const verifyOk = async () => {
      const { data } = await api.get("/admin/ledger/verify", admin)
      expect(data.checks.filter((c: { ok: boolean }) => !c.ok)).toEqual([])
    }
    /** A cart of 2 × the 100 USD spec with an address and the shop's shipping. */
    const readyCart = (variant: string) => ready("m", [[variant, 2]])

    beforeEach(async () => {
      const container = getContainer()
      await seed(container, [
        ["root", null],
        ["m", "root"],
      ])
      // 100 points come with the standard card; 60 USDT pay for it
      await fund(container, ids.m, "260")
      await api.post(
        "/store/cards/activate",
        { card: "standard", secondary_password: "mSecond1" },
        as("m", "activate-m")
      )
    })

    it("uses the prepared session when it pays the exact total; a points change re-prepares; a stale session is replaced, with points too", async () => {
      const { data } = await api.post(
        "/admin/goods",
        {
          title: "Green tea",
          description: "Leaves",
          points_discount: "5",
          specs: [{ name: "500 g", price: "100" }],
        },
        admin
      )
      const variant = data.goods.specs[0].id as string

      // 1. prepared at 40 (standard card: 20 a unit), then 10 points: total 30.
      // The points route refreshes the collection (its session is gone), so the
      // storefront prepares again, and the checkout pays with that session.
      const a = await readyCart(variant)
      expect((await prepare(a)).amount).toBe(40)
      const withPoints = await api.post(
        `/store/carts/${a}/points`,
        { points: "10" },
        as("m")
      )
      expect(Number(withPoints.data.cart.total)).toBe(30)
      const prepared = await prepare(a)
      expect(prepared.amount).toBe(30)
      const before = await usdt("m")
      const paid = await pay(a, "pay-a")
      expect(paid.status).toBe(201)
      expect(paid.data.orders).toMatchObject([
        { total: "30.00000000", points: "10.00000000" },
      ])
      expect(Number(before) - Number(await usdt("m"))).toBe(30)
      expect(await sessionsOf(paid.data.orders[0].id)).toEqual([
        { id: prepared.id, amount: 30 },
      ])
      // the shop order reaches its Medusa order through the read-only link
      const { data: shopOrders } = await getContainer()
        .resolve<Query>(ContainerRegistrationKeys.QUERY)
        .graph({
          entity: "shop_order",
          fields: ["order_id", "order.id", "order.customer_id"],
          filters: { order_id: paid.data.orders[0].id },
        })
      expect(shopOrders).toMatchObject([
        {
          order_id: paid.data.orders[0].id,
          order: {
            id: paid.data.orders[0].id,
            customer_id: expect.any(String),
          },
        },
      ])
      await verifyOk()

      // 2. a session prepared at 30 whose cart's total then moved without a
      // refresh (points removed behind the routes' backs: total 40): the
      // checkout does not authorize the stale 30, it prepares 40 itself.
      const b = await readyCart(variant)
      await api.post(`/store/carts/${b}/points`, { points: "10" }, as("m"))
      const stale = await prepare(b)
      expect(stale.amount).toBe(30)
      const { data: cartB } = await getContainer()
        .resolve<Query>(ContainerRegistrationKeys.QUERY)
        .graph({
          entity: "cart",
          fields: ["credit_lines.id"],
          filters: { id: b },
        })
      await deleteCartCreditLinesWorkflow(getContainer()).run({
        input: {
          id: (cartB[0].credit_lines as { id: string }[]).map((l) => l.id),
        },
      })
      const before2 = await usdt("m")
      const paid2 = await pay(b, "pay-b")
      expect(paid2.data.orders).toMatchObject([
        { total: "40.00000000", points: "0.00000000" },
      ])
      expect(Number(before2) - Number(await usdt("m"))).toBe(40)
      const sessions = await sessionsOf(paid2.data.orders[0].id)
      expect(sessions).toHaveLength(1)
      expect(sessions[0].id).not.toBe(stale.id)
      expect(sessions[0].amount).toBe(40)
      await verifyOk()

      // 3. the same with points, the total moved by a quantity changed behind the
      // routes' backs (3 × 20 − 10 points: 50): the plan took the prepared 30 for
      // the total (it reads no totals), Medusa's completion refused it
      // (cart_changed, nothing authorized, the points given back), and the
      // checkout planned again from the full read: 50 paid, 10 points spent once.
      const c = await readyCart(variant)
      await api.post(`/store/carts/${c}/points`, { points: "10" }, as("m"))
      const stale3 = await prepare(c)
      expect(stale3.amount).toBe(30)
      const cartModule = getContainer().resolve<ICartModuleService>(
        Modules.CART
      )
      const [line] = await cartModule.listLineItems({ cart_id: c })
      await cartModule.updateLineItems(line.id, { quantity: 3 })
      const [usdt3, points3] = [await usdt("m"), await points("m")]
      const linesBefore = await pointsLines("m")
      const paid3 = await pay(c, "pay-c")
      expect(paid3.status).toBe(201)
      expect(paid3.data.orders).toMatchObject([
        { total: "50.00000000", points: "10.00000000" },
      ])
      expect(Number(usdt3) - Number(await usdt("m"))).toBe(50)
      expect(Number(points3) - Number(await points("m"))).toBe(10)
      // the first plan's points went out and came back before the second's
      expect((await pointsLines("m")) - linesBefore).toBe(3)
      const sessions3 = await sessionsOf(paid3.data.orders[0].id)
      expect(sessions3.map((x) => x.amount)).toEqual([50])
      // a replay answers the same order
      const again = await pay(c, "pay-c")
      expect(again.data.orders.map((o: { id: string }) => o.id)).toEqual([
        paid3.data.orders[0].id,
      ])
      await verifyOk()
    })
  },
})
