import { screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { stubApi, type Call } from "../../test/api-stub"
import { renderAt } from "../../test/render"
import { signedInMember } from "../../test/describe-hooks"

const goods = (id: string, title: string, pay: number) => ({
  id,
  title,
  metadata: { "title.pt-BR": `${title} (pt)` },
  thumbnail: null,
  variants: [
    {
      id: `${id}_v`,
      title: "One",
      calculated_price: { calculated_amount: pay, original_amount: pay * 5 },
    },
  ],
})

/** Our price route answers the order; Medusa answers the goods in its own order. */
function listApi(ids: string[], count: number) {
  return stubApi((call: Call) => {
    const path = call.url.pathname
    if (path === "/store/regions")
      return {
        body: {
          regions: [{ id: "reg_usd", name: "US", currency_code: "usd" }],
        },
      }
    if (path === "/store/product-categories")
      return { body: { product_categories: [] } }
    if (path === "/store/shop/products" || path === "/store/shop/search")
      return {
        body: {
          product_ids: ids,
          count,
          offset: Number(call.url.searchParams.get("offset")),
          limit: 12,
        },
      }
    if (path === "/store/products") {
      const all = [goods("p_a", "Apple", 3), goods("p_b", "Bread", 2)]
      const wanted = call.url.searchParams.getAll("id[]")
      const products = wanted.length
        ? all.filter((p) => wanted.includes(p.id))
        : all
      return {
        body: { products, count: products.length, offset: 0, limit: 12 },
      }
    }
  })
}

const titles = () =>
  screen
    .getAllByTestId("product-card")
    .map((c) => c.querySelector("h3")?.textContent)

describe("/shop-list's price sort and range", () => {
  signedInMember("en-US", { fresh: true })

  it("asks the server for the order and range, then shows Medusa's goods in that order", async () => {
    const calls = listApi(["p_b", "p_a"], 2)
    renderAt("/shop-list?sort=price_desc&min=1.5&max=9")
    await waitFor(() => expect(titles()).toEqual(["Bread", "Apple"]))
    const order = calls.find((c) => c.url.pathname === "/store/shop/products")!
    expect(order.url.searchParams.get("order")).toBe("-price")
    expect(order.url.searchParams.get("min_price")).toBe("1.5")
    expect(order.url.searchParams.get("max_price")).toBe("9")
    expect(order.headers.get("authorization")).toMatch(/^Bearer /)
    const read = calls.find((c) => c.url.pathname === "/store/products")!
    expect(read.url.searchParams.getAll("id[]")).toEqual(["p_b", "p_a"])
    expect(read.url.searchParams.get("region_id")).toBe("reg_usd")
    // tiles need no linked fields (the lighter catalogue read); the metadata
    // holds the title in each language, `+` keeping Medusa's default fields
    expect(read.url.searchParams.get("fields")).toBe(
      "*variants.calculated_price,+metadata"
    )
    expect(screen.getByText("That is all the goods.")).toBeTruthy()
  })

  it("shows the empty state when no goods are in the range", async () => {
    const calls = listApi([], 0)
    renderAt("/shop-list?sort=price_asc&max=1")
    expect(
      await screen.findByText(
        "No goods match these filters. Try another search or clear the filters."
      )
    ).toBeTruthy()
    expect(calls.some((c) => c.url.pathname === "/store/products")).toBe(false)
  })

  it("leaves other sorts to Medusa's own list", async () => {
    const calls = listApi([], 0)
    renderAt("/shop-list?sort=title")
    await waitFor(() => expect(titles()).toEqual(["Apple", "Bread"]))
    const read = calls.find((c) => c.url.pathname === "/store/products")!
    expect(read.url.searchParams.get("order")).toBe("title")
    expect(calls.some((c) => c.url.pathname === "/store/shop/products")).toBe(
      false
    )
  })
})

describe("/shop-list's search in the member's language", () => {
  signedInMember("pt-BR", { fresh: true })

  it("asks the shop's search (any language) and shows the titles in Portuguese", async () => {
    const calls = listApi(["p_b"], 1)
    renderAt(`/shop-list?q=${encodeURIComponent("pão")}`)
    await waitFor(() => expect(titles()).toEqual(["Bread (pt)"]))
    const search = calls.find((c) => c.url.pathname === "/store/shop/search")!
    expect(search.url.searchParams.get("q")).toBe("pão")
    const read = calls.find((c) => c.url.pathname === "/store/products")!
    expect(read.url.searchParams.getAll("id[]")).toEqual(["p_b"])
    expect(read.url.searchParams.get("q")).toBeNull()
  })
})
