import assert from "node:assert/strict"
import { after, before, describe, it } from "node:test"
import { STORE_URL, launch, newPage, unique } from "./helpers.mjs"

const CODE = process.env.CAPTCHA_TEST_CODE
const ROOT = process.env.ROOT_USERNAME

describe("members", () => {
  let browser
  before(async () => {
    browser = await launch()
  })
  after(async () => {
    await browser?.close()
  })

  it("registers from a referral link, lands on the dashboard logged in, and logs in again later", async () => {
    const username = `m${unique()}`.slice(0, 16)
    let page = await newPage(browser, { locale: "en-US" })

    // A member screen without a session goes to /login.
    await page.goto(`${STORE_URL}/team`)
    await page.waitForURL(/\/login\?next=%2Fteam/)

    await page.goto(`${STORE_URL}/register?sponsor=${ROOT}`)
    assert.equal(await page.locator("#sponsor").inputValue(), ROOT)
    await page.locator("#username").fill("bad name")
    await page.locator("#password").fill("Passw0rd!")
    await page.locator("#password_confirm").fill("Passw0rd!x")
    await page.locator("#secondary_password").fill("Second0ne!")
    await page.locator("#secondary_password_confirm").fill("Second0ne!")
    await page.locator("#phone").fill("+55 11 91234-5678")
    await page.locator("#security_question").fill("First pet?")
    await page.locator("#security_answer").fill("Rex")
    await page.getByTestId("captcha-image").locator("svg").waitFor()
    await page.locator("#captcha_code").fill(CODE)
    await page.getByTestId("register-submit").click()
    await page
      .getByTestId("error-username")
      .getByText("Only numbers and English letters can be entered")
      .waitFor()

    await page.locator("#username").fill(username)
    await page.locator("#captcha_code").fill(CODE)
    await page.getByTestId("register-submit").click()
    await page
      .getByTestId("error-password_confirm")
      .getByText("Two passwords are inconsistent")
      .waitFor()

    await page.locator("#password_confirm").fill("Passw0rd!")
    await page.locator("#captcha_code").fill(CODE)
    await page.getByTestId("register-submit").click()
    // Registration logs the member in: straight to the dashboard.
    await page.getByTestId("dashboard").waitFor()
    assert.equal(
      await page.getByTestId("dashboard-username").innerText(),
      username
    )
    await page.context().close()

    // Later, on another device: the login with its captcha.
    page = await newPage(browser, { locale: "en-US" })
    await page.goto(`${STORE_URL}/login?next=%2F`)
    await page.locator("#username").fill(username)
    await page.locator("#password").fill("wrong-password")
    await page.locator("#captcha_code").fill(CODE)
    await page.getByTestId("login-submit").click()
    await page
      .getByTestId("login-error")
      .getByText("Wrong username or password")
      .waitFor()

    await page.locator("#password").fill("Passw0rd!")
    await page.locator("#captcha_code").fill(CODE)
    await page.getByTestId("login-submit").click()
    await page.getByTestId("dashboard").waitFor()
    assert.equal(
      await page.getByTestId("dashboard-username").innerText(),
      username
    )
    assert.match(
      await page.getByTestId("referral-link").innerText(),
      new RegExp(`sponsor=${username}$`)
    )
    await page.context().close()
  })

  it("shows the root member their direct referrals and lines on /team", async () => {
    const page = await newPage(browser, { locale: "pt-BR" })
    await page.goto(`${STORE_URL}/login?next=%2Fteam`)
    await page.locator("#username").fill(ROOT)
    await page.locator("#password").fill(process.env.ROOT_PASSWORD)
    await page.locator("#captcha_code").fill(CODE)
    await page.getByTestId("login-submit").click()
    await page.getByTestId("team").waitFor()
    assert.ok((await page.getByTestId("team-direct").count()) >= 1)
    assert.ok((await page.getByTestId("team-node").count()) >= 1)
    await page.getByText("Minhas três linhas").waitFor()
    await page.context().close()
  })
})
