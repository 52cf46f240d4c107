import assert from "node:assert/strict"
import { after, before, describe, it } from "node:test"
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  API_URL,
  STORE_URL,
  launch,
  newPage,
  unique,
} from "./helpers.mjs"

describe("admin dashboard", () => {
  let browser
  before(async () => {
    browser = await launch()
  })
  after(async () => {
    await browser?.close()
  })

  it("logs in with the seeded staff account, creates a notice in three languages, and the storefront shows it", async () => {
    const tag = unique()
    const page = await newPage(browser, {
      width: 1280,
      height: 900,
      locale: "en-US",
    })
    page.setDefaultTimeout(60000)
    await page.goto(`${API_URL}/app/login`)
    await page.locator("input[name=email]").fill(ADMIN_EMAIL)
    await page.locator("input[name=password]").fill(ADMIN_PASSWORD)
    await page.locator("button[type=submit]").click()
    await page.waitForURL((url) => !url.pathname.endsWith("/login"))

    await page.goto(`${API_URL}/app/notice-add`)
    const titles = {
      "en-US": `Admin notice ${tag}`,
      "pt-BR": `Aviso da administração ${tag}`,
      "zh-CN": `管理公告 ${tag}`,
    }
    const bodies = {
      "en-US": "Shop opens soon",
      "pt-BR": "A loja abre em breve",
      "zh-CN": "商城即将开放",
    }
    for (const locale of Object.keys(titles)) {
      await page.getByTestId(`notice-tab-${locale}`).click()
      await page.getByTestId(`notice-title-${locale}`).fill(titles[locale])
      await page.getByTestId(`notice-body-${locale}`).fill(bodies[locale])
    }
    const published = page.getByTestId("notice-published")
    if ((await published.getAttribute("aria-checked")) !== "true")
      await published.click()
    await page.getByTestId("notice-save").click()

    await page.waitForURL((url) => url.pathname.endsWith("/app/notice"))
    await page
      .getByTestId("notice-row")
      .filter({ hasText: titles["en-US"] })
      .waitFor()

    const store = await newPage(browser, { locale: "pt-BR" })
    await store.goto(`${STORE_URL}/home`)
    await store.evaluate(() => localStorage.setItem("uuc.locale", "pt-BR"))
    await store.goto(`${STORE_URL}/notice/detail`)
    await store.getByText(titles["pt-BR"]).waitFor()
    assert.equal(await store.getByText(titles["en-US"]).count(), 0)
    await store.context().close()
    await page.context().close()
  })
})
