// Merchant settlement: a received order pays the merchant less 10% and the
// sponsor 2%; orders and settlements only move as the transition table allows.
import { Modules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "../../helpers/runner"
import { fund } from "../../helpers/ledger"
import { D, merchantSuite } from "../../helpers/merchant-suite"
import { shop } from "../../helpers/services"

jest.setTimeout(300 * 1000)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const {
      ids,
      merchants,
      as,
      balances,
      verifyOk,
      pg,
      splitCart,
      byMerchant,
    } = merchantSuite(api, getContainer)

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
      // the statement quotes the order by its number (Medusa's display_id)
      const [settled] = settlementLines
      const [order] = await getContainer()
        .resolve(Modules.ORDER)
        .listOrders({ id: settled.params.order_id }, { select: ["display_id"] })
      expect(settled.params.order_display_id).toBe(order.display_id)
      expect(typeof order.display_id).toBe("number")
      await verifyOk()
    })

    it("refuses every order and settlement move outside the table of allowed transitions", async () => {
      await shop(getContainer()).createShopOrders({
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
