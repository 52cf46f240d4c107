// Accessibility: axe-core on every storefront route, as a visitor and as a
// member, in a phone's viewport, and on every custom admin page; any serious or
// critical violation fails. Every page is checked before the test reports, so one
// run lists them all.
import assert from "node:assert/strict"
import { after, before, describe, it } from "node:test"
import { axeViolations } from "./axe.mjs"
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  API_URL,
  STORE_URL,
  launch,
  registerMember,
} from "./helpers.mjs"

const ROOT = process.env.ROOT_USERNAME

const PUBLIC_ROUTES = [
  ["/home", "home-hero"],
  ["/guide", "guide-item"],
  ["/notice/detail", null],
  ["/register", "register-submit"],
  ["/login", "login-submit"],
  ["/no-such-page", null],
]
const MEMBER_ROUTES = [
  "/",
  "/team",
  "/info",
  "/address",
  "/wallet",
  "/recharge",
  "/exchange",
  "/burn",
  "/shares",
  "/financial",
  "/financial?tab=bonuses",
  "/star",
]
const ADMIN_ROUTES = [
  "/app/notice",
  "/app/notice-add",
  "/app/guide",
  "/app/member",
  "/app/user",
  "/app/tree-child",
  "/app/recharge-add",
  "/app/recharge-record",
  "/app/uucaddr-record",
  "/app/cash-record",
  "/app/balance-record",
  "/app/token-price",
  "/app/system",
  "/app/system/disclosure",
  "/app/system/simulator",
  "/app/bonus-record",
  "/app/apply-record",
  "/app/attention",
]

/** Pages checked for their one h1 only (their axe scan is another area's). */
const ADMIN_H1_ONLY = [
  "/app/audit",
  "/app/adjustment-review",
  "/app/goods-list",
  "/app/goods-add",
  "/app/goods-orders",
  "/app/store-record",
]

/** Waits until the page has settled: no skeleton left, the fonts and network idle. */
async function settle(page, testId) {
  if (testId) await page.getByTestId(testId).first().waitFor()
  await page.waitForLoadState("networkidle", { timeout: 15000 }).catch(() => {})
  await page
    .waitForFunction(
      () => !document.querySelector("[role=status].animate-pulse"),
      null,
      { timeout: 15000 }
    )
    .catch(() => {})
}

describe("accessibility: axe-core, serious and critical violations", () => {
  let browser
  before(async () => {
    browser = await launch()
  })
  after(async () => {
    await browser?.close()
  })

  async function context(viewport, token) {
    // bypassCSP: axe's script is injected into pages a CSP may guard.
    const ctx = await browser.newContext({ viewport, bypassCSP: true })
    if (token)
      await ctx.addInitScript((t) => {
        localStorage.setItem("uuc.token", t)
        if (!localStorage.getItem("uuc.locale"))
          localStorage.setItem("uuc.locale", "en-US")
      }, token)
    return ctx
  }

  it("finds none on the storefront's routes, as a visitor and as a member, in each language", async () => {
    const member = await registerMember("ax", ROOT)
    const found = []
    const visitor = await context({ width: 375, height: 812 })
    const page = await visitor.newPage()
    for (const [route, testId] of PUBLIC_ROUTES) {
      await page.goto(`${STORE_URL}${route}`)
      await settle(page, testId)
      for (const v of await axeViolations(page)) found.push(`${route}: ${v}`)
    }
    await visitor.close()
    const logged = await context({ width: 375, height: 812 }, member.token)
    const mpage = await logged.newPage()
    for (const route of MEMBER_ROUTES) {
      await mpage.goto(`${STORE_URL}${route}`)
      await settle(mpage, "layout-header")
      for (const v of await axeViolations(mpage)) found.push(`${route}: ${v}`)
    }
    // Other languages and the right-to-left one: the dashboard and /register.
    for (const locale of ["pt-BR", "zh-CN", "ar"]) {
      await mpage.evaluate((l) => localStorage.setItem("uuc.locale", l), locale)
      await mpage.goto(`${STORE_URL}/`)
      await settle(mpage, "layout-header")
      for (const v of await axeViolations(mpage))
        found.push(`/ (${locale}): ${v}`)
    }
    await logged.close()
    assert.deepEqual(found, [])
  })

  it("finds none on the custom admin pages", async () => {
    const ctx = await context({ width: 1280, height: 900 })
    const page = await ctx.newPage()
    page.setDefaultTimeout(60000)
    await page.goto(`${API_URL}/app/login`)
    await page.locator("input[name=email]").fill(ADMIN_EMAIL)
    await page.locator("input[name=password]").fill(ADMIN_PASSWORD)
    await page.locator("button[type=submit]").click()
    await page.waitForURL((url) => !url.pathname.endsWith("/login"))
    const found = []
    for (const route of ADMIN_ROUTES) {
      await page.goto(`${API_URL}${route}`)
      await page.locator("main").first().waitFor()
      await settle(page, null)
      // The page's own content: Medusa's shell around it is not ours to change.
      for (const v of await axeViolations(page, { include: "main" }))
        found.push(`${route}: ${v}`)
      const h1 = await page.locator("main h1").count()
      if (h1 !== 1) found.push(`${route}: ${h1} h1 headings`)
    }
    for (const route of ADMIN_H1_ONLY) {
      await page.goto(`${API_URL}${route}`)
      await page.locator("main h1").first().waitFor()
      const h1 = await page.locator("main h1").count()
      if (h1 !== 1) found.push(`${route}: ${h1} h1 headings`)
    }
    await ctx.close()
    assert.deepEqual(found, [])
  })
})
