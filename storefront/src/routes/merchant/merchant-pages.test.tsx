import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { stubApi } from "../../test/api-stub"
import { renderAt } from "../../test/render"
import { signedInMember } from "../../test/describe-hooks"

const noLicense = {
  status: 403,
  body: { code: "merchant_license_missing", message: "No license at present" },
}

const address = {
  first_name: "Ana",
  last_name: "Souza",
  phone: "+5511999999999",
  address_1: "Rua A 1",
  address_2: "Apto 2",
  city: "São Paulo",
  province: "SP",
  postal_code: "01000-000",
  country_code: "br",
}

const order = (status: string) => ({
  id: "order_1",
  display_id: 7,
  status,
  items: [
    { title: "Oolong", spec: "250 g", quantity: "2", unit_price: "20.00" },
  ],
  // 40.00 for the goods: 32 USDT and 8 points
  total: "32.00000000",
  points: "8.00000000",
  currency: "USDT",
  courier_name: status === "shipped" ? "SF" : null,
  courier_number: status === "shipped" ? "SF123" : null,
  shipping_address: address,
  created_at: "2026-11-23T10:00:00.000Z",
})

describe("merchant screens", () => {
  signedInMember("en-US")

  it.each(["/apply-order", "/store-order", "/shop-add"])(
    "%s without a merchant account shows the seed's message and the way to apply",
    async (path) => {
      stubApi(() => noLicense)
      renderAt(path)
      const gate = await screen.findByTestId("merchant-license-missing")
      expect(gate.textContent).toContain("No license at present")
      expect(
        screen.getByRole("link", { name: "Become a service provider" })
      ).toBeTruthy()
    }
  )

  it("/apply-order lists the merchant's goods with their listing state", async () => {
    stubApi((call) =>
      call.url.pathname === "/store/merchant/goods"
        ? {
            body: {
              goods: [
                {
                  id: "prod_1",
                  title: "Oolong",
                  status: "pending_listing",
                  points_discount: "5",
                  images: [],
                  video: null,
                  description: null,
                  specs: [
                    {
                      id: "v1",
                      name: "250 g",
                      price: "20.00",
                      member_price: "16.00",
                      uuc_price: null,
                    },
                  ],
                  created_at: "2026-11-23T10:00:00.000Z",
                },
              ],
              count: 1,
            },
          }
        : undefined
    )
    renderAt("/apply-order")
    const list = await screen.findByTestId("merchant-goods-list")
    expect(list.textContent).toContain("Oolong")
    expect(list.textContent).toContain("Pending listing")
  })

  it("/store-order ships an order with the courier's name and number", async () => {
    let shipped = false
    const calls = stubApi((call) => {
      if (call.method === "POST") {
        shipped = true
        return { body: { order: order("shipped") } }
      }
      if (call.url.pathname === "/store/merchant/orders")
        return {
          body: shipped
            ? { orders: [], count: 0 }
            : { orders: [order("pending_shipment")], count: 1 },
        }
    })
    renderAt("/store-order")
    // where to ship: recipient, phone, address lines, city and postal code, country
    const shipTo = await screen.findByTestId("order-ship-to")
    for (const text of [
      "Ana Souza",
      "+5511999999999",
      "Rua A 1",
      "Apto 2",
      "São Paulo, SP, 01000-000",
      "Brazil",
    ])
      expect(within(shipTo).getByText(text)).toBeTruthy()
    // the price where the price belongs; the buyer's cash and points labelled
    expect(screen.getByTestId("merchant-order-price").textContent).toContain(
      "40.00"
    )
    const cash = screen.getByTestId("merchant-order-cash")
    expect(cash.textContent).toContain("32.00")
    expect(cash.previousElementSibling?.textContent).toBe("Paid in USDT")
    const points = screen.getByTestId("merchant-order-points")
    expect(points.textContent).toContain("8.00")
    expect(points.previousElementSibling?.textContent).toBe("Paid in points")
    fireEvent.change(await screen.findByLabelText("Courier"), {
      target: { value: "SF" },
    })
    fireEvent.change(screen.getByLabelText("Tracking number"), {
      target: { value: " SF123 " },
    })
    fireEvent.click(screen.getByTestId("merchant-ship"))
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")).toBeTruthy()
    )
    const post = calls.find((c) => c.method === "POST")!
    expect(post.url.pathname).toBe("/store/merchant/orders/order_1/ship")
    expect(post.body).toEqual({ courier_name: "SF", courier_number: "SF123" })
  })
})
