import { screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { stubApi } from "../../test/api-stub"
import { renderAt } from "../../test/render"
import { signedInMember } from "../../test/describe-hooks"
import { netOf } from "./store-order-page"

// A merchant's terms before the first settlement (rules.md §2, §7): where stars
// come from, the plan's commission, and what each order nets the merchant.

const standing = (over: object = {}) => ({
  conditions: {
    min_star: 5,
    star_level: 2,
    met: false,
    active_directs: 2,
    commission: "0.10",
    ...over,
  },
  application: null,
  merchant: null,
})

const order = (over: object) => ({
  id: "order_1",
  display_id: 7,
  status: "pending_shipment",
  items: [
    { title: "Oolong", spec: "250 g", quantity: "2", unit_price: "20.00" },
  ],
  total: "32.00000000",
  points: "8.00000000",
  currency: "USDT",
  courier_name: null,
  courier_number: null,
  shipping_address: null,
  created_at: "2026-11-23T10:00:00.000Z",
  ...over,
})

describe("merchant terms in pt-BR", () => {
  signedInMember("pt-BR")

  it("/apply says stars come from active direct referrals, how far the member is, and the commission", async () => {
    stubApi(({ url }) =>
      url.pathname === "/store/merchant-applications/me"
        ? { body: standing() }
        : undefined
    )
    renderAt("/apply")
    const from = await screen.findByTestId("merchant-stars-from")
    expect(from.textContent).toContain("indicados diretos ativos")
    expect(from.textContent).toContain("Indicados diretos ativos agora: 2.")
    expect(screen.getByTestId("merchant-not-met-why").textContent).toContain(
      "Sua conta tem 2 das 5 estrelas necessárias"
    )
    expect(screen.getByTestId("merchant-terms").textContent).toContain(
      "menos uma comissão de 10%"
    )
  })

  it("/store-order shows what each order nets the merchant: its price less the commission", async () => {
    stubApi(({ url }) => {
      if (url.pathname === "/store/merchant-applications/me")
        return {
          body: standing({ met: true, star_level: 5, commission: "0.10" }),
        }
      if (url.pathname === "/store/merchant/orders")
        return {
          body: {
            orders: [
              order({}),
              order({
                id: "order_2",
                display_id: 8,
                currency: "UUC",
                total: "4000.00000000",
                points: "0",
                items: [
                  {
                    title: "Oolong",
                    spec: "250 g",
                    quantity: "1",
                    unit_price: "4000.00",
                  },
                ],
              }),
            ],
            count: 2,
          },
        }
      return undefined
    })
    renderAt("/store-order")
    const rows = await screen.findAllByTestId("merchant-order")
    // 2 × 20.00 = 40.00 less 10 % (points are the platform's cost)
    const net = await within(rows[0]).findByTestId("merchant-order-net")
    expect(net.textContent).toBe("36,00 USDT")
    expect(rows[0].textContent).toContain(
      "Você vai receber (menos 10% de comissão)"
    )
    expect(within(rows[1]).getByTestId("merchant-order-net").textContent).toBe(
      "em USDT: os UUC pagos ao preço do token na compra"
    )
  })

  it("nets exactly, rounded down to 8 places as the settlement", () => {
    expect(netOf("40", "0.10")).toBe("36")
    expect(netOf("0.00000019", "0.10")).toBe("0.00000017")
    expect(netOf("33.33333333", "0.125")).toBe("29.16666666")
  })
})
