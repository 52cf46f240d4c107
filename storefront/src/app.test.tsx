import { screen } from "@testing-library/react"
import { beforeAll, describe, expect, it } from "vitest"
import { changeLocale, registerLocale, setupI18n } from "./i18n"
import arabic from "./i18n/test-fixtures/ar.json"
import { stubApi } from "./test/api-stub"
import { renderAt } from "./test/render"

describe("the app", () => {
  beforeAll(async () => {
    await setupI18n("en-US")
  })

  it("shows the not-found page without the layout for an unknown path", async () => {
    renderAt("/does-not-exist")
    expect(await screen.findByTestId("not-found")).toBeTruthy()
    expect(screen.queryByTestId("layout-header")).toBeNull()
    expect(screen.getByText("Page not found")).toBeTruthy()
  })

  it("renders /home inside the layout with both cards of the plan in force", async () => {
    stubApi(({ url }) =>
      url.pathname === "/store/plan/cards"
        ? {
            body: {
              plan_version: 1,
              cards: [
                {
                  card: "standard",
                  price: "100.00000000",
                  price_ratio: "0.20",
                  points: "100",
                },
                {
                  card: "gold",
                  price: "200.00000000",
                  price_ratio: "0.15",
                  points: "200",
                },
              ],
            },
          }
        : undefined
    )
    renderAt("/home")
    expect(await screen.findByTestId("home-hero")).toBeTruthy()
    expect(screen.getByTestId("layout-header")).toBeTruthy()
    await screen.findByTestId("card-standard")
    expect(screen.getByTestId("card-standard").textContent).toContain("$100")
    expect(screen.getByTestId("card-gold").textContent).toContain("$200")
    expect(screen.getByTestId("card-standard").textContent).toContain("20%")
    expect(screen.getByTestId("card-gold").textContent).toContain("15%")
    expect(screen.getByTestId("home-cta-register").getAttribute("href")).toBe(
      "/register"
    )
    expect(screen.getByTestId("home-cta-login").getAttribute("href")).toBe(
      "/login"
    )
  })

  it("sends a visitor without a session from a member screen to /login", async () => {
    renderAt("/team")
    expect(await screen.findByTestId("login-submit")).toBeTruthy()
    expect(screen.queryByTestId("layout-header")).toBeNull()
  })

  it("mirrors the document for a fourth, right-to-left locale loaded at run time", async () => {
    registerLocale("ar", arabic)
    await changeLocale("ar")
    expect(document.documentElement.dir).toBe("rtl")
    expect(document.documentElement.lang).toBe("ar")
    expect(localStorage.getItem("uuc.locale")).toBe("ar")
    renderAt("/missing")
    expect(await screen.findByText("الصفحة غير موجودة")).toBeTruthy()
    await changeLocale("zh-CN")
    expect(document.documentElement.dir).toBe("ltr")
  })
})
