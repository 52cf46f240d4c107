import { fireEvent, screen, waitFor } from "@testing-library/react"
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

const SAO_PAULO: Address = {
  id: "addr_sp",
  first_name: "Ana",
  phone: "+55 11 91234-5678",
  address_1: "Rua Augusta 100",
  city: "São Paulo",
  postal_code: "01304-000",
  country_code: "br",
  is_default_shipping: false,
}

const BUENOS_AIRES: Address = {
  id: "addr_ba",
  first_name: "Ana",
  phone: "+54 11 5555-0000",
  address_1: "Av. Corrientes 1000",
  city: "Buenos Aires",
  postal_code: null,
  country_code: "ar",
  is_default_shipping: false,
}

/** The cart's address as Medusa keeps it, from one of the member's addresses. */
const onCart = (a: Address) => ({
  first_name: a.first_name,
  phone: a.phone,
  address_1: a.address_1,
  country_code: a.country_code,
})

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
  extra?: (
    call: Call
  ) => { status?: number; body: unknown; delay?: number } | undefined
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
    // Standard delivery reaches Brazil only.
    if (path === "/store/shipping-options") {
      const where = state.cart.shipping_address as { country_code?: string }
      return {
        delay: 30,
        body: {
          shipping_options:
            where?.country_code === "br"
              ? [{ id: "so_std", name: "Standard delivery", amount: 5 }]
              : [],
        },
      }
    }
    if (path === "/store/carts/cart_1/shipping-methods") {
      const { option_id } = call.body as { option_id: string }
      state.cart = {
        ...state.cart,
        shipping_methods: [{ id: "sm_1", shipping_option_id: option_id }],
      }
      return { body: { cart: state.cart } }
    }
    if (path === "/store/carts/cart_1") {
      // a new address drops the shipping method, as Medusa's does
      if (call.method === "POST")
        state.cart = {
          ...state.cart,
          ...(call.body as object),
          shipping_methods: [],
        }
      return {
        delay: call.method === "POST" ? 30 : 0,
        body: { cart: state.cart },
      }
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

  const addressPosts = (calls: Call[]) =>
    calls
      .filter(
        (c) => c.method === "POST" && c.url.pathname === "/store/carts/cart_1"
      )
      .map((c) => (c.body as { shipping_address: object }).shipping_address)

  it("chooses the member's only address, with its own country, and its only shipping option", async () => {
    const { calls } = cartApi({ addresses: [SAO_PAULO] })
    renderAt("/shop/cart")
    const option = (await screen.findByTestId(
      "cart-address-option"
    )) as HTMLInputElement
    expect(option.checked).toBe(true)
    await waitFor(() =>
      expect(addressPosts(calls)).toEqual([
        {
          first_name: "Ana",
          phone: "+55 11 91234-5678",
          address_1: "Rua Augusta 100",
          city: "São Paulo",
          postal_code: "01304-000",
          country_code: "br",
        },
      ])
    )
    // no country menu (defaulting to Argentina) beside an address that names one
    expect(screen.queryByTestId("cart-country")).toBeNull()
    const shipping = (await screen.findByTestId(
      "cart-shipping-option"
    )) as HTMLInputElement
    await waitFor(() => expect(shipping.checked).toBe(true))
    expect(screen.queryByTestId("cart-no-shipping")).toBeNull()
  })

  it("chooses the default address among several", async () => {
    const { calls } = cartApi({
      addresses: [BUENOS_AIRES, { ...SAO_PAULO, is_default_shipping: true }],
    })
    renderAt("/shop/cart")
    await waitFor(() =>
      expect(addressPosts(calls)).toMatchObject([
        { address_1: "Rua Augusta 100", country_code: "br" },
      ])
    )
    const options = screen.getAllByTestId(
      "cart-address-option"
    ) as HTMLInputElement[]
    expect(options.map((o) => o.checked)).toEqual([false, true])
  })

  it("asks the country of an older address that names none, assuming none", async () => {
    const { calls } = cartApi({
      addresses: [{ ...SAO_PAULO, country_code: null }],
    })
    renderAt("/shop/cart")
    const country = (await screen.findByTestId(
      "cart-country"
    )) as HTMLSelectElement
    expect(country.value).toBe("")
    expect(
      screen.getByText(
        "This address has no country yet: choose it here, or add it on the addresses page."
      )
    ).toBeTruthy()
    expect(addressPosts(calls)).toEqual([])
    fireEvent.change(country, { target: { value: "br" } })
    await waitFor(() =>
      expect(addressPosts(calls)).toMatchObject([{ country_code: "br" }])
    )
  })

  it("says no option delivers only from the options read for the address on the cart", async () => {
    cartApi({
      addresses: [BUENOS_AIRES, SAO_PAULO],
      cart: cartOf({ shipping_address: onCart(BUENOS_AIRES) }),
    })
    renderAt("/shop/cart")
    expect((await screen.findByTestId("cart-no-shipping")).textContent).toBe(
      "No shipping option delivers to this address."
    )
    const [, sp] = screen.getAllByTestId(
      "cart-address-option"
    ) as HTMLInputElement[]
    fireEvent.click(sp)
    // the address is changing: no other can be chosen meanwhile
    await waitFor(() => expect(sp.matches(":disabled")).toBe(true))
    // while the address changes and the options are read again, nothing is said
    expect(screen.queryByTestId("cart-no-shipping")).toBeNull()
    const shipping = (await screen.findByTestId(
      "cart-shipping-option"
    )) as HTMLInputElement
    await waitFor(() => expect(shipping.checked).toBe(true))
    expect(screen.getByText("Standard delivery")).toBeTruthy()
    expect(screen.queryByTestId("cart-no-shipping")).toBeNull()
  })

  it("tells the member when the shop does not deliver to the address's country", async () => {
    const { calls } = cartApi({
      addresses: [{ ...SAO_PAULO, country_code: "pt" }],
    })
    renderAt("/shop/cart")
    expect(
      (await screen.findByTestId("cart-country-unserved")).textContent
    ).toBe("The shop does not deliver to Portugal: choose another address.")
    expect(addressPosts(calls)).toEqual([])
  })
})
