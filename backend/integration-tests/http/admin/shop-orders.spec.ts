// Shop orders on /admin/shop/orders: staff cancellation; the auto-receive job.
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "../../helpers/runner"
import { errorAnswer } from "../../helpers/auth"
import { fund } from "../../helpers/ledger"
import { GOODS, shopSuite, STAFF_SECONDARY } from "../../helpers/shop-suite"

jest.setTimeout(300 * 1000)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const { admin, ids, as, verifyOk, audit, newCart, addAddress } = shopSuite(
      api,
      getContainer
    )

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
      // staff see where to ship: the address the checkout copied onto the order
      const listed = await api.get(
        "/admin/shop/orders?status=pending_shipment",
        admin
      )
      expect(listed.data.orders).toEqual([
        expect.objectContaining({
          id: a,
          // who bought, by username (the member behind the order)
          buyer_username: "std",
          shipping_address: {
            first_name: "std",
            last_name: null,
            phone: "+5511999999999",
            address_1: "Rua A 1",
            address_2: null,
            city: "São Paulo",
            province: null,
            postal_code: null,
            country_code: "br",
          },
        }),
      ])
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
