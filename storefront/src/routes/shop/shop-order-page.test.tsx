import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { stubApi } from "../../test/api-stub"
import { renderAt } from "../../test/render"
import { signedInMember } from "../../test/describe-hooks"

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

const shipped = {
  id: "order_1",
  display_id: 7,
  status: "shipped",
  merchant: null,
  items: [
    {
      title: "Green tea",
      spec: "250 g",
      quantity: "1",
      unit_price: "15.00",
      original_price: "100.00",
    },
  ],
  total: "5.00000000",
  points: "10.00000000",
  currency: "USDT",
  courier_name: "Correios",
  courier_number: "BR123456789",
  shipping_address: address,
  created_at: "2026-11-23T10:00:00.000Z",
}

describe("/shop-order", () => {
  signedInMember("en-US")

  it("says what to do when a tab is empty, shows the courier and confirms receipt", async () => {
    let received = false
    const calls = stubApi((call) => {
      if (call.url.pathname === "/store/shop/orders") {
        const status = call.url.searchParams.get("status")
        const orders =
          status === "shipped" && !received
            ? [shipped]
            : status === "received" && received
              ? [{ ...shipped, status: "received" }]
              : []
        return { body: { orders, count: orders.length } }
      }
      if (call.url.pathname === "/store/shop/orders/order_1/receive") {
        received = true
        return { body: { order: { ...shipped, status: "received" } } }
      }
    })
    renderAt("/shop-order")
    await screen.findByText(
      "No orders waiting for shipment. Your next purchase will show here."
    )
    fireEvent.click(screen.getByTestId("shop-order-tab-shipped"))
    const card = await screen.findByTestId("shop-order")
    expect(within(card).getByTestId("shop-order-courier").textContent).toBe(
      "Correios · BR123456789"
    )
    expect(within(card).getByTestId("shop-order-total").textContent).toBe(
      "5.00 USDT"
    )
    expect(within(card).getByText("10.00 points")).toBeTruthy()
    const shipTo = within(card).getByTestId("order-ship-to")
    expect(within(shipTo).getByText("Ship to")).toBeTruthy()
    for (const text of [
      "Ana Souza",
      "+5511999999999",
      "Rua A 1",
      "Apto 2",
      "São Paulo, SP, 01000-000",
      "Brazil",
    ])
      expect(within(shipTo).getByText(text)).toBeTruthy()
    fireEvent.click(within(card).getByTestId("shop-order-receive"))
    fireEvent.click(await screen.findByTestId("confirm-submit"))
    await screen.findByText("No orders on their way.")
    const post = calls.find((c) => c.url.pathname.endsWith("/receive"))!
    expect(post.method).toBe("POST")
    expect(post.headers.get("idempotency-key")).toBeTruthy()
    fireEvent.click(screen.getByTestId("shop-order-tab-received"))
    await waitFor(() =>
      expect(screen.getByTestId("shop-orders-received")).toBeTruthy()
    )
  })
})
