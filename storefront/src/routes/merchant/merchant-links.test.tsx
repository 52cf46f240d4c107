import { screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { stubApi, type Call } from "../../test/api-stub"
import { dashboardAnswer, memberFixture, renderAt } from "../../test/render"
import { signedInMember } from "../../test/describe-hooks"

const STANDING = "/store/merchant-applications/me"

/** `GET /store/merchant-applications/me` for a member who is (or is not) a passed merchant. */
const standing = (merchant: boolean) => ({
  conditions: { min_star: 5, star_level: merchant ? 5 : 2, met: merchant },
  application: merchant
    ? {
        id: "mapp_1",
        status: "passed",
        description: "Tea from Fujian",
        reason: null,
        reviewed_at: "2026-11-23T11:00:00.000Z",
        created_at: "2026-11-23T10:00:00.000Z",
      }
    : null,
  merchant: merchant
    ? { id: "mer_1", created_at: "2026-11-23T11:00:00.000Z" }
    : null,
})

const MERCHANT_LINKS = [
  ["My goods", "/apply-order"],
  ["Add goods", "/shop-add"],
  ["Merchant orders", "/store-order"],
] as const

/** The dashboard's and the shop tab's calls, with the member's merchant standing. */
function api(merchant: boolean | "loading") {
  const dashboard = dashboardAnswer(memberFixture())
  return stubApi((call: Call) => {
    const path = call.url.pathname
    if (path === STANDING)
      return merchant === "loading"
        ? { body: standing(true), delay: 1_000 }
        : { body: standing(merchant) }
    if (path === "/store/regions")
      return {
        body: {
          regions: [{ id: "reg_usd", name: "US", currency_code: "usd" }],
        },
      }
    if (path === "/store/product-categories")
      return { body: { product_categories: [] } }
    if (path === "/store/shop/products")
      return { body: { product_ids: [], count: 0, offset: 0, limit: 8 } }
    if (path === "/store/products")
      return { body: { products: [], count: 0, offset: 0, limit: 8 } }
    return dashboard(call.url)
  })
}

const meMenu = async () =>
  within(await screen.findByRole("navigation", { name: "My account" }))

const hrefOf = (scope: ReturnType<typeof within>, name: string) =>
  scope.getByRole("link", { name }).getAttribute("href")

describe("the merchant screens, from the 'me' menu (/)", () => {
  signedInMember("en-US")

  it("a member who is not a merchant sees only 'Become a service provider'", async () => {
    const calls = api(false)
    renderAt("/")
    const menu = await meMenu()
    expect(hrefOf(menu, "Become a service provider")).toBe("/apply")
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname === STANDING)).toBe(true)
    )
    // the standing has been answered: still no merchant link
    await new Promise((r) => setTimeout(r, 50))
    for (const [name] of MERCHANT_LINKS)
      expect(menu.queryByRole("link", { name })).toBeNull()
  })

  it("a passed merchant also sees My goods, Add goods and Merchant orders", async () => {
    api(true)
    renderAt("/")
    const menu = await meMenu()
    expect(hrefOf(menu, "Become a service provider")).toBe("/apply")
    for (const [name, to] of MERCHANT_LINKS)
      expect(
        (await menu.findByRole("link", { name })).getAttribute("href")
      ).toBe(to)
  })

  it("while the standing loads, shows no merchant link", async () => {
    api("loading")
    renderAt("/")
    const menu = await meMenu()
    expect(hrefOf(menu, "Become a service provider")).toBe("/apply")
    for (const [name] of MERCHANT_LINKS)
      expect(menu.queryByRole("link", { name })).toBeNull()
  })
})

describe("the merchant screens, from the shop tab (/shop)", () => {
  signedInMember("en-US")

  it("a member who is not a merchant sees only 'Become a service provider'", async () => {
    api(false)
    renderAt("/shop")
    const shop = within(await screen.findByTestId("shop"))
    expect(
      (await shop.findByTestId("shop-link-apply")).getAttribute("href")
    ).toBe("/apply")
    expect(hrefOf(shop, "Become a service provider")).toBe("/apply")
    await new Promise((r) => setTimeout(r, 50))
    for (const [name] of MERCHANT_LINKS)
      expect(shop.queryByRole("link", { name })).toBeNull()
  })

  it("a passed merchant also sees My goods, Add goods and Merchant orders", async () => {
    api(true)
    renderAt("/shop")
    const shop = within(await screen.findByTestId("shop"))
    expect(hrefOf(shop, "Become a service provider")).toBe("/apply")
    for (const [name, to] of MERCHANT_LINKS)
      expect(
        (await shop.findByRole("link", { name })).getAttribute("href")
      ).toBe(to)
  })
})

describe("the merchant screens' own titles", () => {
  signedInMember("en-US")

  it.each([
    ["/apply", "Become a service provider"],
    ["/apply-order", "My goods"],
    ["/shop-add", "Add goods"],
    ["/store-order", "Orders of my goods"],
  ])("%s is titled %s", async (path, title) => {
    stubApi(() => undefined)
    renderAt(path)
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe(
      title
    )
    await waitFor(() => expect(document.title).toBe(`${title} · UUC Members`))
  })
})
