import assert from "node:assert/strict"
import { after, before, describe, it } from "node:test"
import { STORE_URL, adminApi, launch, newPage, unique } from "./helpers.mjs"

describe("storefront", () => {
  let browser
  before(async () => {
    browser = await launch()
  })
  after(async () => {
    await browser?.close()
  })

  it("shows /home in en-US, switches to pt-BR and zh-CN, and keeps the locale on reload", async () => {
    const page = await newPage(browser, { locale: "en-US" })
    await page.goto(`${STORE_URL}/home`)
    await page.getByTestId("home-hero").waitFor()
    assert.equal(await page.locator("html").getAttribute("lang"), "en-US")
    const english = await page.getByTestId("home-hero").innerText()
    await page.getByTestId("card-standard").waitFor()
    await page.getByTestId("card-gold").waitFor()

    await page.getByTestId("language-switcher").click()
    await page.getByTestId("lang-pt-BR").click()
    await page.waitForFunction(() => document.documentElement.lang === "pt-BR")
    const portuguese = await page.getByTestId("home-hero").innerText()
    assert.notEqual(
      portuguese,
      english,
      "the hero text changes with the language"
    )

    await page.getByTestId("language-switcher").click()
    await page.getByTestId("lang-zh-CN").click()
    await page.waitForFunction(() => document.documentElement.lang === "zh-CN")
    const chinese = await page.getByTestId("home-hero").innerText()
    assert.match(
      chinese,
      /[\u4e00-\u9fff]/,
      "the hero shows Chinese characters"
    )

    await page.reload()
    await page.getByTestId("home-hero").waitFor()
    assert.equal(await page.locator("html").getAttribute("lang"), "zh-CN")
    assert.equal(await page.getByTestId("home-hero").innerText(), chinese)
    assert.equal(await page.locator("html").getAttribute("dir"), "ltr")
    await page.context().close()
  })

  it("shows the ten questions of the guide and opens an answer", async () => {
    const page = await newPage(browser, { locale: "en-US" })
    await page.goto(`${STORE_URL}/guide`)
    await page.getByTestId("guide-item").first().waitFor()
    assert.equal(await page.getByTestId("guide-item").count(), 10)
    await page
      .getByTestId("guide-item")
      .first()
      .locator("button")
      .first()
      .click()
    await page.waitForFunction(
      () =>
        document.querySelector("[data-testid=guide-item]")?.textContent.length >
        100
    )
    await page.context().close()
  })

  it("lists a notice created through the admin API on /notice/detail, in each language", async () => {
    const tag = unique()
    const { notice } = await adminApi("/admin/notices", {
      method: "POST",
      body: {
        published: true,
        translations: {
          "en-US": { title: `Browser notice ${tag}`, body: "Hello members" },
          "pt-BR": { title: `Aviso do navegador ${tag}`, body: "Olá, membros" },
          "zh-CN": { title: `浏览器公告 ${tag}`, body: "会员们好" },
        },
      },
    })
    const page = await newPage(browser, { locale: "en-US" })
    await page.goto(`${STORE_URL}/notice/detail`)
    await page.getByText(`Browser notice ${tag}`).waitFor()
    assert.equal(
      await page.getByTestId("layout-header").count(),
      0,
      "no shared layout"
    )

    await page.goto(`${STORE_URL}/notice/detail?id=${notice.id}`)
    await page.getByTestId("notice-detail").getByText("Hello members").waitFor()

    await page.evaluate(() => localStorage.setItem("uuc.locale", "zh-CN"))
    await page.reload()
    await page.getByTestId("notice-detail").getByText("会员们好").waitFor()
    await page.context().close()
  })

  it("shows the not-found page without the layout for an unknown path", async () => {
    const page = await newPage(browser)
    await page.goto(`${STORE_URL}/does-not-exist`)
    await page.getByTestId("not-found").waitFor()
    assert.equal(await page.getByTestId("layout-header").count(), 0)
    await page.context().close()
  })
})
