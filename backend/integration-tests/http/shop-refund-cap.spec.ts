// A refund never exceeds what the payment captured (docs/rules.md, "Refunds"):
// Medusa lets refunds pass the capture by its currency's epsilon (0.005 USD) and
// hands the provider the raw amount; the wallet provider's ledger entry is
// refused then, to the ledger's 8 places, under a lock on the capture.
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { refundPaymentWorkflow } from "@medusajs/medusa/core-flows"
import Decimal from "decimal.js"
import { codeOf } from "@uuc/errors"
import { medusaIntegrationTestRunner } from "../helpers/runner"
import type { Query } from "../helpers/services"
import { fund } from "../helpers/ledger"
import { merchantSuite } from "../helpers/merchant-suite"

jest.setTimeout(300 * 1000)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const { admin, ids, variants, as, balances, verifyOk, readyCart } =
      merchantSuite(api, getContainer)

    /** A wallet-paid order of three platform teas, shipped and received (captured). */
    const capturedPayment = async () => {
      await fund(getContainer(), ids.buyer, "100")
      const cart = await readyCart("buyer", [[variants.platform, 3]])
      const paid = await api.post(
        `/store/carts/${cart}/checkout`,
        { secondary_password: "buyerSecond1" },
        as("buyer", `refund-cap-${cart}`)
      )
      const order = paid.data.orders[0].id as string
      await api.post(
        `/admin/shop/orders/${order}/ship`,
        { courier_name: "DHL", courier_number: "D1" },
        admin
      )
      const received = await api.post(
        `/store/shop/orders/${order}/receive`,
        {},
        as("buyer")
      )
      expect(received.data.order.status).toBe("received")
      const query = getContainer().resolve<Query>(
        ContainerRegistrationKeys.QUERY
      )
      const [o] = (
        await query.graph({
          entity: "order",
          fields: [
            "payment_collections.payments.id",
            "payment_collections.payments.captures.amount",
          ],
          filters: { id: order },
        })
      ).data as {
        payment_collections: {
          payments: { id: string; captures: { amount: unknown }[] }[]
        }[]
      }[]
      const [p] = o.payment_collections[0].payments
      const captured = p.captures.reduce<Decimal>(
        (s, c) => s.plus(String(c.amount)),
        new Decimal(0)
      )
      return { payment: p.id, captured }
    }

    const refund = (payment: string, amount: string) =>
      refundPaymentWorkflow(getContainer())
        .run({ input: { payment_id: payment, amount } })
        .then(
          () => "refunded",
          (e: unknown) => codeOf(e) ?? String(e)
        )

    it("refuses refunds past the capture, however small: 30 + 30 + 0.004 + 0.004 credit exactly 60", async () => {
      const { payment, captured } = await capturedPayment()
      expect(captured.toFixed(2)).toBe("60.00")
      const before = new Decimal((await balances("buyer")).USDT)
      expect(await refund(payment, "30")).toBe("refunded")
      expect(await refund(payment, "30")).toBe("refunded")
      expect(await refund(payment, "0.004")).toBe("refund_exceeds_capture")
      expect(await refund(payment, "0.004")).toBe("refund_exceeds_capture")
      const after = new Decimal((await balances("buyer")).USDT)
      expect(after.minus(before).toFixed(8)).toBe("60.00000000")
      await verifyOk()
    })

    it("lets only one of two parallel refunds that together pass the capture through", async () => {
      const { payment } = await capturedPayment()
      const before = new Decimal((await balances("buyer")).USDT)
      expect(await refund(payment, "59.996")).toBe("refunded")
      // within Medusa's epsilon together (60.004), past the capture in the ledger
      const outcomes = await Promise.all([
        refund(payment, "0.004"),
        refund(payment, "0.004"),
      ])
      expect(outcomes.sort()).toEqual(["refund_exceeds_capture", "refunded"])
      const after = new Decimal((await balances("buyer")).USDT)
      expect(after.minus(before).toFixed(8)).toBe("60.00000000")
      await verifyOk()
    })
  },
})
