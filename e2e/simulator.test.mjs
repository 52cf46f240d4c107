import assert from "node:assert/strict"
import { after, before, describe, it } from "node:test"
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  API_URL,
  launch,
  newPage,
} from "./helpers.mjs"

describe("admin: the plan simulator (/app/system/simulator)", () => {
  let browser
  before(async () => {
    browser = await launch()
  })
  after(async () => {
    await browser?.close()
  })

  it("is reached from /app/system and compares the plan in force with a draft", async () => {
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

    await page.goto(`${API_URL}/app/system`)
    await page.getByTestId("simulator-link").click()
    await page.waitForURL((url) => url.pathname.endsWith("/system/simulator"))

    await page.getByTestId("simulator-members").fill("2000")
    await page.getByTestId("simulator-days").fill("10")
    await page.getByTestId("simulator-plan-b").click()
    await page.getByRole("option", { name: "Draft (JSON)" }).click()
    await page
      .getByTestId("simulator-draft-b")
      .fill('{"bonuses":{"referral":{"rate":"0"}}}')
    await page.getByTestId("simulator-run").click()

    await page.getByTestId("simulator-results").waitFor()
    const referral = await page
      .getByTestId("simulator-row-referral")
      .innerText()
    // plan B pays no referral: "0 / 0.00 / 0.00%" in its column
    assert.match(referral, /0 \/ 0\.00 \/ 0\.00%/)
    assert.equal(await page.getByTestId("simulator-share").count(), 2)
    assert.equal(
      await page.locator("[data-testid=simulator-chart] polyline").count(),
      2
    )
  })
})
