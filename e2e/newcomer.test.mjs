// What a newcomer trips over: failed chunk loads, the captcha's size and
// renewal, registration errors all at once, page titles and focus, scroll padding.
import assert from "node:assert/strict"
import { createRequire } from "node:module"
import { after, before, describe, it } from "node:test"
import { STORE_URL, launch, newPage, unique } from "./helpers.mjs"

const ROOT = process.env.ROOT_USERNAME
const CODE = process.env.CAPTCHA_TEST_CODE
// The members plugin's build: counts the beeps of an audio code, as a listener does.
const { countBeeps } = createRequire(import.meta.url)(
  "../plugins/members/.medusa/server/src/lib/captcha-audio.js"
)

describe("newcomer: loading, captcha, registration, titles", () => {
  let browser
  before(async () => {
    browser = await launch()
  })
  after(async () => {
    await browser?.close()
  })

  it("reloads once when a screen's chunk fails, then shows the layout, a message and Reload", async () => {
    const page = await newPage(browser, { locale: "en-US" })
    let documents = 0
    page.on("request", (r) => {
      if (r.resourceType() === "document") documents += 1
    })
    await page.route(/\/assets\/guide-page-[^/]*\.js$/, (r) => r.abort())
    await page.goto(`${STORE_URL}/guide`)
    await page.getByTestId("load-failed").waitFor()
    // The layout stays around the message.
    await page.getByTestId("layout-header").waitFor()
    assert.equal(documents, 2, "one automatic reload, not a loop")
    assert.equal(
      await page.evaluate(() =>
        window.sessionStorage.getItem("uuc.chunk-reloaded")
      ),
      "1"
    )
    assert.match(
      await page.getByTestId("load-failed").innerText(),
      /could not load/
    )

    // The chunk is back: Reload shows the screen and clears the flag.
    await page.unroute(/\/assets\/guide-page-[^/]*\.js$/)
    await page.getByTestId("load-reload").click()
    await page.getByTestId("guide-item").first().waitFor()
    assert.equal(
      await page.evaluate(() =>
        window.sessionStorage.getItem("uuc.chunk-reloaded")
      ),
      null
    )
    await page.context().close()
  })

  it("shows the whole 150×50 captcha, renews it on a tap and announces it", async () => {
    const page = await newPage(browser, { locale: "en-US" })
    await page.goto(`${STORE_URL}/register?sponsor=${ROOT}`)
    const image = page.getByTestId("captcha-image")
    await image.locator("svg").waitFor()
    const box = await image.boundingBox()
    const svg = await image.locator("svg").boundingBox()
    assert.ok(svg.width <= box.width && svg.height <= box.height, "not clipped")
    assert.ok(
      Math.abs(svg.width / svg.height - 3) < 0.05,
      `the picture keeps its 3:1 shape (${svg.width}×${svg.height})`
    )
    assert.ok(svg.width >= 140, "drawn at about its own size")
    const first = await image.getAttribute("data-captcha-id")
    await image.click()
    await page.waitForFunction(
      (id) =>
        document.querySelector("[data-testid=captcha-image]")?.dataset
          .captchaId !== id,
      first
    )
    assert.match(
      await page.getByTestId("captcha-live").innerText(),
      /new verification code/
    )
    await page.context().close()
  })

  it("checks every registration field in the browser and shows all errors at once", async () => {
    const page = await newPage(browser, { locale: "en-US" })
    const posts = []
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().includes("/store/members/register"))
        posts.push(r.url())
    })
    await page.goto(`${STORE_URL}/register`)
    // No sponsor in the address: how to get a referral link.
    assert.match(
      await page.getByTestId("register-no-sponsor").innerText(),
      /referral link/
    )
    // The password rules are there before anyone types.
    assert.match(
      await page.locator("#password-hint").innerText(),
      /At least 8 characters/
    )
    await page.getByTestId("captcha-image").locator("svg").waitFor()
    await page.locator("#captcha_code").fill("abcd")
    await page.locator("#username").fill("x!")
    await page.locator("#password").fill("short")
    await page.getByTestId("register-submit").click()
    await page.getByTestId("error-sponsor").waitFor()
    const expected = {
      sponsor: "Please enter your sponsor's username",
      username: "Only numbers and English letters can be entered",
      password: "The password must have at least 8 characters",
      password_confirm: "Two passwords are inconsistent",
      secondary_password: "The secondary password cannot be empty",
      phone: "Please enter a valid phone number",
      security_question: "Please write a security question",
      security_answer: "Please answer the security question",
    }
    for (const [field, text] of Object.entries(expected)) {
      assert.equal(
        (await page.getByTestId(`error-${field}`).innerText()).trim(),
        text
      )
      const input = page.locator(`#${field}`)
      assert.equal(await input.getAttribute("aria-invalid"), "true")
      assert.match(
        await input.getAttribute("aria-describedby"),
        new RegExp(`${field}-error`)
      )
    }
    assert.equal(posts.length, 0, "nothing was sent")
    // Focus on the first field to fix; the typed code stays.
    assert.equal(
      await page.evaluate(() => document.activeElement?.id),
      "sponsor"
    )
    assert.equal(await page.locator("#captcha_code").inputValue(), "abcd")

    const username = `n${unique()}`.slice(0, 16)
    await page.locator("#sponsor").fill(ROOT)
    await page.locator("#username").fill(username)
    await page.locator("#password").fill("Passw0rd!")
    await page.locator("#password_confirm").fill("Passw0rd!")
    await page.locator("#secondary_password").fill("Second0ne!")
    await page.locator("#secondary_password_confirm").fill("Second0ne!")
    await page.locator("#phone").fill("+55 11 91234-5678")
    await page.locator("#security_question").fill("First pet?")
    await page.locator("#security_answer").fill("Rex")
    await page.locator("#captcha_code").fill(CODE)
    await page.getByTestId("register-submit").click()
    // Registration logs the member in: the dashboard, no second captcha.
    await page.getByTestId("dashboard").waitFor()
    assert.equal(posts.length, 1)
    await page.context().close()
  })

  it("titles each route in the member's language and moves focus to the heading", async () => {
    const page = await newPage(browser, { locale: "en-US", width: 1280 })
    await page.addInitScript(() => localStorage.setItem("uuc.locale", "pt-BR"))
    await page.goto(`${STORE_URL}/home`)
    await page.getByTestId("home-hero").waitFor()
    assert.equal(await page.title(), "Início · UUC Membros")
    await page.getByRole("link", { name: "Guia" }).first().click()
    await page.getByTestId("guide-item").first().waitFor()
    await page.waitForFunction(() => document.activeElement?.tagName === "H1")
    assert.match(await page.title(), /^Guia do usuário · /)
    assert.equal(
      await page.evaluate(() => document.activeElement?.textContent),
      "Guia do usuário"
    )
    // Fixed bars: focused fields scroll clear of them.
    const padding = await page.evaluate(
      () =>
        window.getComputedStyle(document.documentElement).scrollPaddingBottom
    )
    assert.ok(parseFloat(padding) >= 64, `scroll-padding-bottom ${padding}`)
    await page.context().close()
  })

  it("switches to Arabic: right to left, mirrored, Arabic text", async () => {
    const page = await newPage(browser, { locale: "en-US" })
    // /register: an inner screen, so the header has its back button.
    await page.goto(`${STORE_URL}/register?sponsor=${ROOT}`)
    await page.getByTestId("register-submit").waitFor()
    await page.getByTestId("language-switcher").click()
    await page.getByTestId("lang-ar").click()
    await page.waitForFunction(() => document.documentElement.dir === "rtl")
    assert.equal(await page.locator("html").getAttribute("lang"), "ar")
    assert.match(await page.locator("h1").first().innerText(), /أنشئ حسابك/)
    assert.match(await page.title(), /أعضاء UUC/)
    // Mirrored: the back button sits on the right, the language menu on the left.
    const back = await page.getByRole("button", { name: "رجوع" }).boundingBox()
    const language = await page.getByTestId("language-switcher").boundingBox()
    assert.ok(back.x > 375 / 2, `back button at x=${back.x}`)
    assert.ok(language.x < 375 / 2, `language menu at x=${language.x}`)
    // The choice survives a reload.
    await page.reload()
    await page.waitForFunction(() => document.documentElement.dir === "rtl")
    await page.context().close()
  })

  it("offers an audio code instead of the picture, and the digits heard are accepted", async () => {
    const page = await newPage(browser, { locale: "en-US" })
    await page.goto(`${STORE_URL}/register?sponsor=${ROOT}`)
    await page.getByTestId("captcha-image").locator("svg").waitFor()
    await page.getByTestId("captcha-mode").click()
    const audio = page.getByTestId("captcha-audio")
    await audio.waitFor()
    assert.equal(
      await audio.getAttribute("aria-label"),
      "Audio verification code"
    )
    const src = await audio.getAttribute("src")
    assert.match(src, /^data:audio\/wav;base64,/)
    const heard = countBeeps(Buffer.from(src.split(",")[1], "base64"))
    assert.match(heard, /^[1-9]{4}$/)
    // The announcement of the new code.
    await page
      .getByTestId("captcha-live")
      .getByText(/new verification code/)
      .waitFor()

    const username = `a${unique()}`.slice(0, 16)
    await page.locator("#username").fill(username)
    for (const f of ["password", "password_confirm"])
      await page.locator(`#${f}`).fill("Passw0rd!")
    for (const f of ["secondary_password", "secondary_password_confirm"])
      await page.locator(`#${f}`).fill("Second0ne!")
    await page.locator("#phone").fill("+55 11 91234-5678")
    await page.locator("#security_question").fill("First pet?")
    await page.locator("#security_answer").fill("Rex")
    await page.locator("#captcha_code").fill(heard)
    await page.getByTestId("register-submit").click()
    // Registration logs the member in: the dashboard, no second captcha.
    await page.getByTestId("dashboard").waitFor()
    await page.context().close()
  })
})
