import assert from "node:assert/strict"
import { after, before, describe, it } from "node:test"
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  API_URL,
  adminApi,
  launch,
  newPage,
} from "./helpers.mjs"

describe("admin: the reward plan (/app/system)", () => {
  let browser
  before(async () => {
    browser = await launch()
  })
  after(async () => {
    await browser?.close()
  })

  it("shows the plan in force, refuses a bad rate at its field, and saves a change as a new version", async () => {
    const { version: before, plan } = await adminApi("/admin/plan")
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
    const rate = page.getByTestId("plan-field-bonuses.referral.rate")
    assert.equal(await rate.inputValue(), plan.bonuses.referral.rate)

    await rate.fill("1.5")
    await page
      .getByTestId("plan-secondary-password")
      .fill(process.env.ADMIN_SECONDARY_PASSWORD)
    await page.getByTestId("plan-save").click()
    await page.getByText("A rate must be between 0 and 1").first().waitFor()
    assert.equal(await rate.getAttribute("aria-invalid"), "true")

    await rate.fill("0.11")
    await page.getByTestId("plan-save").click()
    await page
      .getByText(`Version ${before + 1} is now in force`)
      .first()
      .waitFor()
    const saved = await adminApi("/admin/plan")
    assert.equal(saved.version, before + 1)
    assert.equal(saved.plan.bonuses.referral.rate, "0.11")
    assert.deepEqual(saved.plan.bonuses.layer, plan.bonuses.layer)

    // leave the plan as the other tests expect it
    await adminApi("/admin/plan", {
      method: "POST",
      body: {
        bonuses: { referral: { rate: plan.bonuses.referral.rate } },
        secondary_password: process.env.ADMIN_SECONDARY_PASSWORD,
      },
    })
  })
})
