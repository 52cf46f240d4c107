import { fireEvent, screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { stubApi } from "../../test/api-stub"
import { renderAt } from "../../test/render"
import { signedInMember } from "../../test/describe-hooks"

const product = {
  id: "prod_1",
  title: "Green tea",
  description: "250 g",
  thumbnail: null,
  images: [{ id: "img_1", url: "http://img.test/tea.jpg" }],
  shop_product: { points_discount: 10, video: "http://img.test/tea.mp4" },
  variants: [
    {
      id: "variant_s",
      title: "250 g",
      calculated_price: { calculated_amount: 15, original_amount: 100 },
      shop_variant: { uuc_price: 1200 },
    },
    {
      id: "variant_l",
      title: "500 g",
      calculated_price: { calculated_amount: 180, original_amount: 180 },
      shop_variant: null,
    },
  ],
}

function shopApi(pointValue = "1.00000000") {
  return stubApi((call) => {
    const path = call.url.pathname
    if (path === "/store/plan")
      return {
        body: { plan_version: 2, shop: { point_value: pointValue } },
      }
    if (path === "/store/regions")
      return {
        body: {
          regions: [{ id: "reg_usd", name: "US", currency_code: "usd" }],
        },
      }
    if (path === "/store/products/prod_1") return { body: { product } }
    if (call.method === "POST" && path === "/store/carts")
      return { body: { cart: { id: "cart_1", items: [] } } }
    if (call.method === "POST" && path === "/store/carts/cart_1/line-items")
      return {
        body: {
          cart: {
            id: "cart_1",
            items: [
              {
                id: "item_1",
                quantity: (call.body as { quantity: number }).quantity,
              },
            ],
          },
        },
      }
    if (path === "/store/carts/cart_1")
      return { body: { cart: { id: "cart_1", items: [] } } }
    if (call.method === "POST" && path === "/store/shop/uuc-carts")
      return {
        body: {
          cart: {
            id: "cart_uuc",
            currency_code: "uuc",
            items: [{ id: "item_u", quantity: 3 }],
          },
        },
      }
    if (path === "/store/carts/cart_uuc")
      return {
        body: {
          cart: {
            id: "cart_uuc",
            currency_code: "uuc",
            items: [{ id: "item_u", quantity: 3 }],
          },
        },
      }
  })
}

describe("the product page", () => {
  signedInMember("en-US", { fresh: true })

  it("shows the member price against the original, the UUC price and the points a unit may use", async () => {
    const calls = shopApi()
    renderAt("/shop/product/prod_1")
    expect((await screen.findByTestId("price-pay")).textContent).toBe(
      "15.00 USD"
    )
    expect(screen.getByTestId("price-original").textContent).toBe("100.00 USD")
    expect(screen.getByTestId("price-uuc").textContent).toContain(
      "1,200.00 UUC"
    )
    expect(screen.getByTestId("points-per-unit").textContent).toBe(
      "Use up to 10.00 points per unit (1 point = 1.00 USD off)"
    )
    // the rate is kept on one line (Arabic once broke it after the parenthesis)
    const rate = screen.getByTestId("points-per-unit").querySelector("bdi")
    expect(rate?.textContent).toBe("(1 point = 1.00 USD off)")
    expect(rate?.className).toContain("whitespace-nowrap")
    expect(screen.getByTestId("product-video").getAttribute("src")).toBe(
      "http://img.test/tea.mp4"
    )
    // The member's token and the region go with the read (member prices).
    const read = calls.find((c) => c.url.pathname === "/store/products/prod_1")!
    expect(read.headers.get("authorization")).toMatch(/^Bearer /)
    expect(read.url.searchParams.get("region_id")).toBe("reg_usd")

    // The other specification: no member price, no UUC price.
    fireEvent.click(screen.getAllByTestId("spec-option")[1])
    expect(screen.getByTestId("price-pay").textContent).toBe("180.00 USD")
    expect(screen.queryByTestId("price-original")).toBeNull()
    expect(screen.queryByTestId("price-uuc")).toBeNull()
    expect(screen.getByTestId("member-hint")).toBeTruthy()
  })

  it("counts a unit's points with the point value of the plan in force, not the default plan's", async () => {
    // Staff made a point worth 2 USD: a 15 USD unit takes at most 7.5 points,
    // below its 10-point discount.
    shopApi("2.00000000")
    renderAt("/shop/product/prod_1")
    expect((await screen.findByTestId("points-per-unit")).textContent).toBe(
      "Use up to 7.50 points per unit (1 point = 2.00 USD off)"
    )
  })

  it("says nothing about points while the plan in force is unknown", async () => {
    stubApi((call) =>
      call.url.pathname === "/store/regions"
        ? { body: { regions: [{ id: "reg_usd", currency_code: "usd" }] } }
        : call.url.pathname === "/store/products/prod_1"
          ? { body: { product } }
          : call.url.pathname === "/store/plan"
            ? { status: 500, body: { code: "unknown_error" } }
            : undefined
    )
    renderAt("/shop/product/prod_1")
    await screen.findByTestId("price-pay")
    expect(screen.queryByTestId("points-per-unit")).toBeNull()
  })

  it("asks for a quantity, then creates the cart and adds the chosen specification", async () => {
    const calls = shopApi()
    renderAt("/shop/product/prod_1")
    await screen.findByTestId("price-pay")
    fireEvent.change(screen.getByTestId("quantity"), { target: { value: "" } })
    fireEvent.click(screen.getByTestId("add-to-cart"))
    expect((await screen.findByTestId("error-quantity")).textContent).toBe(
      "Quantity cannot be empty"
    )
    fireEvent.change(screen.getByTestId("quantity"), { target: { value: "2" } })
    fireEvent.click(screen.getByTestId("add-to-cart"))
    await screen.findByTestId("go-to-cart")
    const created = calls.find(
      (c) => c.method === "POST" && c.url.pathname === "/store/carts"
    )!
    expect(created.body).toEqual({ region_id: "reg_usd" })
    const added = calls.find(
      (c) => c.url.pathname === "/store/carts/cart_1/line-items"
    )!
    expect(added.body).toEqual({ variant_id: "variant_s", quantity: 2 })
    await waitFor(() => expect(localStorage.getItem("uuc.cart")).toBe("cart_1"))
  })

  it("buys a specification with a UUC price in UUC: its own UUC cart, not the USD one", async () => {
    const calls = shopApi()
    renderAt("/shop/product/prod_1")
    await screen.findByTestId("price-pay")
    fireEvent.change(screen.getByTestId("quantity"), { target: { value: "3" } })
    fireEvent.click(screen.getByTestId("add-to-uuc-cart"))
    await screen.findByTestId("go-to-uuc-cart")
    const created = calls.find(
      (c) => c.method === "POST" && c.url.pathname === "/store/shop/uuc-carts"
    )!
    expect(created.body).toEqual({ variant_id: "variant_s", quantity: 3 })
    expect(calls.some((c) => c.url.pathname === "/store/carts")).toBe(false)
    await waitFor(() =>
      expect(localStorage.getItem("uuc.cart.uuc")).toBe("cart_uuc")
    )
    expect(localStorage.getItem("uuc.cart")).toBeNull()

    // a specification without a UUC price offers no UUC purchase
    fireEvent.click(screen.getAllByTestId("spec-option")[1])
    expect(screen.queryByTestId("add-to-uuc-cart")).toBeNull()
  })
})

describe("the product page in Portuguese", () => {
  signedInMember("pt-BR", { fresh: true })

  it("shows the title and description of the member's language from the product's metadata", async () => {
    stubApi((call) =>
      call.url.pathname === "/store/regions"
        ? { body: { regions: [{ id: "reg_usd", currency_code: "usd" }] } }
        : call.url.pathname === "/store/products/prod_1"
          ? {
              body: {
                product: {
                  ...product,
                  metadata: {
                    "title.pt-BR": "Chá verde",
                    "description.pt-BR": "Pacote de 250 g",
                    "title.zh-CN": "绿茶",
                  },
                },
              },
            }
          : undefined
    )
    renderAt("/shop/product/prod_1")
    expect((await screen.findByTestId("product-title")).textContent).toBe(
      "Chá verde"
    )
    expect(screen.getByText("Pacote de 250 g")).toBeTruthy()
    expect(screen.queryByText("Green tea")).toBeNull()
  })
})
