// Two-step verification in the browser: a member sets it up on /info (the code
// computed here from the key the screen shows, as an authenticator app would),
// sees the recovery codes once, logs out, and logs in again with a code asked on
// the same login screen; the /info section in three languages, checked with axe.
import assert from "node:assert/strict"
import { after, before, describe, it } from "node:test"
import { generate } from "otplib"
import { axeViolations } from "./axe.mjs"
import {
  MEMBER_PASSWORD,
  MEMBER_SECONDARY,
  STORE_URL,
  launch,
  memberPage,
  registerMember,
} from "./helpers.mjs"

const CODE = process.env.CAPTCHA_TEST_CODE
const ROOT = process.env.ROOT_USERNAME

/** The code of `secret` for the time step `offset` steps from now. */
const codeAt = (secret, offset = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * offset })

describe("two-step verification", () => {
  let browser
  before(async () => {
    browser = await launch()
  })
  after(async () => {
    await browser?.close()
  })

  it("is set up on /info, then the login asks the code on the same screen", async () => {
    const m = await registerMember("totp", ROOT)
    const page = await memberPage(browser, m, "en-US")
    await page.goto(`${STORE_URL}/info`)
    const section = page.getByTestId("info-totp")
    await section.getByText("Two-step verification").first().waitFor()

    // the secondary password first
    await section.getByTestId("totp-start").click()
    await section
      .getByText(
        "Enter your secondary password to change two-step verification"
      )
      .waitFor()
    await section.getByTestId("totp-secondary").fill(MEMBER_SECONDARY)
    await section.getByTestId("totp-start").click()
    await section.getByTestId("totp-qr").waitFor()
    const secret = (await section.getByTestId("totp-secret").innerText()).trim()
    assert.match(secret, /^[A-Z2-7]{16,}$/)

    // a wrong code is refused, with the server's translated message
    await section.getByTestId("totp-code").fill("000000")
    await section.getByTestId("totp-confirm").click()
    await section
      .getByText("The authenticator code is wrong or was already used")
      .waitFor()
    await section.getByTestId("totp-code").fill(await codeAt(secret))
    await section.getByTestId("totp-confirm").click()
    const codes = section.getByTestId("totp-recovery-codes").locator("li")
    await codes.first().waitFor()
    assert.equal(await codes.count(), 10)
    await section.getByTestId("totp-recovery-done").click()
    await section
      .getByTestId("totp-on")
      .getByText("On. 10 recovery codes left.")
      .waitFor()

    // log out, then in: the code field appears when the server asks for it
    await page.goto(`${STORE_URL}/`)
    await page.getByRole("button", { name: "Log out" }).click()
    await page.waitForURL(/\/login/)
    await page.locator("#username").fill(m.username)
    await page.locator("#password").fill(MEMBER_PASSWORD)
    await page.getByTestId("captcha-image").locator("svg").waitFor()
    await page.locator("#captcha_code").fill(CODE)
    assert.equal(await page.getByTestId("login-totp").count(), 0)
    await page.getByTestId("login-submit").click()
    await page
      .getByTestId("error-totp_code")
      .getByText("Enter the code from your authenticator app")
      .waitFor()
    // the captcha was used: a new one, and the code of the next time step
    // (the set-up used this one's)
    await page.getByTestId("captcha-image").locator("svg").waitFor()
    await page.locator("#captcha_code").fill(CODE)
    await page.getByTestId("login-totp").fill(await codeAt(secret, 1))
    await page.getByTestId("login-submit").click()
    await page.waitForURL(`${STORE_URL}/`)
    await page.getByTestId("layout-header").waitFor()
    await page.close()
  })

  for (const [locale, title, button] of [
    ["en-US", "Two-step verification", "Turn on two-step verification"],
    [
      "pt-BR",
      "Verificação em duas etapas",
      "Ativar a verificação em duas etapas",
    ],
    ["zh-CN", "两步验证", "开启两步验证"],
  ])
    it(`shows the /info section in ${locale}, without serious axe findings`, async () => {
      const m = await registerMember("totpl", ROOT)
      // axe is injected as a script: past the storefront's CSP, as the other axe tests
      const page = await memberPage(browser, m, locale, { bypassCSP: true })
      await page.goto(`${STORE_URL}/info`)
      const section = page.getByTestId("info-totp")
      await section.getByRole("heading", { name: title }).waitFor()
      assert.equal(await section.getByTestId("totp-start").innerText(), button)
      assert.deepEqual(
        await axeViolations(page, { include: "[data-testid=info-totp]" }),
        []
      )
      // the set-up step too: QR code, key and code field
      await section.getByTestId("totp-secondary").fill(MEMBER_SECONDARY)
      await section.getByTestId("totp-start").click()
      await section.getByTestId("totp-qr").waitFor()
      assert.deepEqual(
        await axeViolations(page, { include: "[data-testid=info-totp]" }),
        []
      )
      await page.close()
    })
})
