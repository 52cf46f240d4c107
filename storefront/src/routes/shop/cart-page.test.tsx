import { screen } from "@testing-library/react"
import { beforeEach, describe, expect, it } from "vitest"
import { type Call, stubApi } from "../../test/api-stub"
import { signedInMember } from "../../test/describe-hooks"
import { renderAt } from "../../test/render"

const REGION = {
  id: "reg_usd",
  name: "Americas",
  currency_code: "usd",
  countries: [
    { iso_2: "ar", display_name: "Argentina" },
    { iso_2: "br", display_name: "Brazil" },
    { iso_2: "us", display_name: "United States" },
  ],
}

type Address = {
  id: string
  first_name: string
  phone: string
  address_1: string
  city: string | null
  postal_code: string | null
  country_code: string | null
  is_default_shipping: boolean
}

const cartOf = (over: object = {}): Record<string, unknown> => ({
  id: "cart_1",
  region_id: "reg_usd",
  currency_code: "usd",
  items: [
    {
      id: "item_1",
      title: "250 g",
      product_id: "prod_1",
      product_title: "Green tea",
      variant_id: "variant_s",
      variant_title: "250 g",
      thumbnail: null,
      quantity: 2,
      unit_price: 15,
    },
  ],
  item_total: 30,
  total: 30,
  shipping_total: 0,
  credit_line_total: 0,
  shipping_address: null,
  shipping_methods: [],
  ...over,
})

type Options = {
  pointValue?: string
  addresses?: Address[]
  /** What the cart route answers; POSTs to the cart change it. */
  cart?: Record<string, unknown>
  extra?: (call: Call) => { status?: number; body: unknown } | undefined
}

/** The cart's reads, the plan in force and the member's addresses. */
function cartApi({
  pointValue = "1.00000000",
  addresses = [],
  cart = cartOf(),
  extra,
}: Options = {}) {
  const state = { cart }
  const calls = stubApi((call) => {
    const own = extra?.(call)
    if (own) return own
    const path = call.url.pathname
    if (path === "/store/regions") return { body: { regions: [REGION] } }
    if (path === "/store/plan")
      return { body: { plan_version: 3, shop: { point_value: pointValue } } }
    if (path === "/store/customers/me/addresses")
      return { body: { addresses, count: addresses.length } }
    if (path === "/store/ledger/balances")
      return {
        body: {
          balances: {
            USDT: "100.00000000",
            USDT_HELD: "0.00000000",
            UUC: "0.00000000",
            UUC_POOL: "0.00000000",
            POINTS: "100.00000000",
          },
        },
      }
    if (path === "/store/products")
      return {
        body: {
          products: [{ id: "prod_1", shop_product: { points_discount: 10 } }],
          count: 1,
          offset: 0,
          limit: 100,
        },
      }
    if (path === "/store/carts/cart_1") {
      if (call.method === "POST") {
        state.cart = { ...state.cart, ...(call.body as object) }
      }
      return { body: { cart: state.cart } }
    }
  })
  return { calls, state }
}

describe("the cart", () => {
  signedInMember("en-US", { fresh: true })
  beforeEach(() => localStorage.setItem("uuc.cart", "cart_1"))

  it("caps the points with the point value of the plan in force", async () => {
    // 1 point = 2 USD: the 30 USD cart takes at most 15 points (the goods'
    // discount allows 20, the balance 100).
    cartApi({ pointValue: "2.00000000" })
    renderAt("/shop/cart")
    expect((await screen.findByText(/You may use up to/)).textContent).toBe(
      "You may use up to 15.00 points on this cart."
    )
  })
})
