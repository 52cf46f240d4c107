import assert from "node:assert/strict"
import { after, before, describe, it } from "node:test"
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  API_URL,
  STORE_URL,
  adminApi,
  launch,
  newPage,
  unique,
} from "./helpers.mjs"

const CODE = process.env.CAPTCHA_TEST_CODE
const ROOT = process.env.ROOT_USERNAME
const PASSWORD = "Passw0rd!"
const WALLET = "0x" + "9fA3c0d1e2b4".repeat(3) + "5e6f"
// A 1×1 PNG.
const PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="

/** A new member registered through the API (the captcha answered with the test code). */
async function registerMember() {
  const headers = {
    "content-type": "application/json",
    "x-publishable-api-key": process.env.PUBLISHABLE_KEY,
  }
  const captcha = await (
    await fetch(`${API_URL}/store/captcha`, { headers })
  ).json()
  const username = `p${unique()}`.slice(0, 16)
  const res = await fetch(`${API_URL}/store/members/register`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      username,
      password: PASSWORD,
      password_confirm: PASSWORD,
      secondary_password: "Second0ne!",
      secondary_password_confirm: "Second0ne!",
      sponsor: ROOT,
      phone: "+55 11 91234-5678",
      security_question: "First pet?",
      security_answer: "Rex",
      captcha_id: captcha.id,
      captcha_code: CODE,
    }),
  })
  assert.equal(res.status, 201, await res.text())
  return username
}

/** Logs in on the storefront's /login (username, password, test captcha). */
async function logIn(page, username, next, password = PASSWORD) {
  await page.goto(
    `${STORE_URL}/login${next ? `?next=${encodeURIComponent(next)}` : ""}`
  )
  await page.locator("#username").fill(username)
  await page.locator("#password").fill(password)
  await page.getByTestId("captcha-image").locator("svg").waitFor()
  await page.locator("#captcha_code").fill(CODE)
  await page.getByTestId("login-submit").click()
}

describe("member profile, addresses, freeze and staff login", () => {
  let browser
  let username
  before(async () => {
    browser = await launch()
    username = await registerMember()
  })
  after(async () => {
    await browser?.close()
  })

  it("edits /info (nickname and wallet, kept after reload) and adds an address on /address", async () => {
    const page = await newPage(browser, { locale: "en-US" })
    // A member screen without a session: to /login and back after logging in.
    await page.goto(`${STORE_URL}/info`)
    await page.waitForURL(/\/login\?next=%2Finfo/)
    await logIn(page, username, "/info")
    await page.waitForURL(`${STORE_URL}/info`)
    await page.getByTestId("info").waitFor()
    assert.equal(await page.getByTestId("info-username").innerText(), username)

    const wallet = page.getByLabel("Wallet address (USDT-BEP20)")
    await wallet.fill("0x1234")
    await page.getByTestId("profile-submit").click()
    await page
      .getByTestId("error-wallet_address")
      .getByText(
        "The wallet address must be 0x followed by 40 hexadecimal digits"
      )
      .waitFor()

    await page.getByLabel("Nickname").fill(`Nick ${username}`)
    await wallet.fill(WALLET)
    // A new payout wallet asks for the secondary password.
    await page.getByTestId("profile-submit").click()
    await page
      .getByTestId("error-secondary_password")
      .getByText("Enter your secondary password to change the wallet address")
      .waitFor()
    await page.locator("#secondary_password").fill("Second0ne!")
    await page.getByTestId("profile-submit").click()
    await page
      .getByTestId("toast-success")
      .getByText("Your information has been saved")
      .waitFor()

    await page.reload()
    await page.getByTestId("info").waitFor()
    assert.equal(
      await page.getByLabel("Nickname").inputValue(),
      `Nick ${username}`
    )
    assert.equal(
      await page.getByLabel("Wallet address (USDT-BEP20)").inputValue(),
      WALLET
    )

    // The avatar: the server tells a picture by its content, not its name.
    const avatar = page.getByTestId("avatar-input")
    await avatar.setInputFiles({
      name: "fake.png",
      mimeType: "image/png",
      buffer: Buffer.from("not a picture"),
    })
    await page
      .getByTestId("error-file")
      .getByText("The avatar must be a PNG, JPEG, GIF or WebP picture")
      .waitFor()
    await avatar.setInputFiles({
      name: "me.png",
      mimeType: "image/png",
      buffer: Buffer.from(PNG, "base64"),
    })
    await page
      .getByTestId("toast-success")
      .getByText("Your picture has been updated")
      .waitFor()
    const src = await page.getByTestId("info-avatar").getAttribute("src")
    assert.match(src, /avatar-mem_\w+\.png$/)
    // The link names the server the browser reaches, and the picture loads.
    const picture = await fetch(src)
    assert.equal(picture.status, 200, src)
    await page.waitForFunction(() => {
      const img = document.querySelector('[data-testid="info-avatar"]')
      return img?.complete && img.naturalWidth > 0
    })
    assert.equal(await page.getByTestId("error-file").count(), 0)

    // The dashboard ("me" tab) links to the address book.
    await page.goto(`${STORE_URL}/`)
    await page.getByTestId("me-link-address").click()
    await page.waitForURL(`${STORE_URL}/address`)
    await page
      .getByText(
        "No delivery address yet. Add one so your orders can be shipped."
      )
      .waitFor()
    await page.getByTestId("address-add").click()
    const dialog = page.getByTestId("address-dialog")
    await dialog.getByLabel("Recipient").fill("Ana Souza")
    await dialog.getByLabel("Contact phone").fill("+55 11 98888-7777")
    await dialog.getByTestId("address-save").click()
    await dialog.getByText("The address cannot be empty").waitFor()
    await dialog.getByLabel("Delivery address").fill("Rua das Flores, 10")
    // the country is asked for (the shop region's countries) and required
    await dialog.getByTestId("address-country").selectOption("br")
    await dialog.getByTestId("address-save").click()
    await page.getByTestId("address-item").getByText("Ana Souza").waitFor()
    await page.reload()
    const item = page.getByTestId("address-item")
    await item.getByText("Rua das Flores, 10").waitFor()
    assert.equal(await item.count(), 1)
    await page.context().close()
  })

  it("changes the login password on /info; the member's other session ends and comes back after logging in", async () => {
    const changePassword = async (page, from, to) => {
      await page.goto(`${STORE_URL}/info#password`)
      const form = page.getByTestId("password-login")
      await form.getByLabel("Original password").fill(from)
      await form.getByLabel("New password", { exact: true }).fill(to)
      await form.getByLabel("Confirm the new password").fill(to)
      await page.getByTestId("password-login-submit").click()
      await page
        .getByTestId("toast-success")
        .getByText("Your login password has been changed")
        .waitFor()
    }
    const phone = await newPage(browser, { locale: "en-US" })
    await logIn(phone, username, "/address")
    await phone.getByTestId("address-item").first().waitFor()

    const laptop = await newPage(browser, { locale: "en-US" })
    await logIn(laptop, username)
    await laptop.getByTestId("dashboard").waitFor()
    await changePassword(laptop, PASSWORD, "N3wPassw0rd!")
    // This session carries on with the token the change answered.
    await laptop.reload()
    await laptop.getByTestId("info").waitFor()

    // The other session: its next request answers 401 session_expired.
    await phone.reload()
    await phone.waitForURL(/\/login\?next=%2Faddress$/)
    await phone
      .getByTestId("session-ended")
      .getByText("Your session has ended. Please log in again")
      .waitFor()
    await phone.locator("#username").fill(username)
    await phone.locator("#password").fill("N3wPassw0rd!")
    await phone.getByTestId("captcha-image").locator("svg").waitFor()
    await phone.locator("#captcha_code").fill(CODE)
    await phone.getByTestId("login-submit").click()
    await phone.waitForURL(`${STORE_URL}/address`)
    await phone.getByTestId("address-item").first().waitFor()

    await changePassword(phone, "N3wPassw0rd!", PASSWORD)
    await phone.context().close()
    await laptop.context().close()
  })

  it("staff freeze the member in the admin (login refused), unfreeze, then log in as the member", async () => {
    const admin = await newPage(browser, {
      width: 1280,
      height: 900,
      locale: "en-US",
    })
    admin.setDefaultTimeout(60000)
    await admin.goto(`${API_URL}/app/login`)
    await admin.locator("input[name=email]").fill(ADMIN_EMAIL)
    await admin.locator("input[name=password]").fill(ADMIN_PASSWORD)
    await admin.locator("button[type=submit]").click()
    await admin.waitForURL((url) => !url.pathname.endsWith("/login"))

    await admin.goto(`${API_URL}/app/member`)
    await admin.getByTestId("member-search").fill(username)
    const row = admin.getByTestId("member-row").filter({ hasText: username })
    await row.click()
    await admin.waitForURL(/\/app\/member\/mem_/)
    const memberId = new URL(admin.url()).pathname.split("/").pop()
    const status = admin.getByTestId("member-status")
    await status.getByText("Normal").waitFor()

    // Each action asks the staff secondary password in its own drawer.
    const confirm = async (submitTestId) => {
      const drawer = admin.getByRole("dialog")
      await drawer
        .getByTestId("member-step-up-password")
        .fill(process.env.ADMIN_SECONDARY_PASSWORD)
      await drawer.getByTestId(submitTestId).click()
      await drawer.waitFor({ state: "detached" })
    }
    const toggle = async (action, shown) => {
      await admin.getByTestId("member-freeze-toggle").click()
      await admin.getByRole("dialog").getByText(action).first().waitFor()
      await confirm("member-freeze-submit")
      await status.getByText(shown).waitFor()
    }
    await toggle("Freeze", "Frozen")

    const store = await newPage(browser, { locale: "en-US" })
    await logIn(store, username)
    await store
      .getByTestId("login-error")
      .getByText("Your account is frozen")
      .waitFor()

    await toggle("Unfreeze", "Normal")
    await logIn(store, username)
    await store.getByTestId("dashboard").waitFor()
    await store.context().close()

    // Level pins: "Save" says why it waits, then asks the password in its drawer.
    const save = admin.getByTestId("member-levels-save")
    assert.equal(await save.isDisabled(), true)
    await admin.getByText("Choose a new level first.").waitFor()
    await admin.getByTestId("member-star_level").click()
    await admin.getByRole("option", { name: "Pinned at 3★" }).click()
    await save.click()
    await admin
      .getByTestId("member-levels-changes")
      .getByText("Star level: Pinned at 3★")
      .waitFor()
    await confirm("member-levels-submit")
    await admin.getByText("Levels saved.").waitFor()
    const pinned = await adminApi(`/admin/members/${memberId}`)
    assert.equal(pinned.member.network.star_level, 3)
    assert.equal(pinned.member.network.star_level_pinned, true)
    await admin.context().close()

    // "Log in as member": the admin API answers the storefront address to open.
    const { url } = await adminApi(`/admin/members/${memberId}/impersonate`, {
      method: "POST",
      body: { secondary_password: process.env.ADMIN_SECONDARY_PASSWORD },
    })
    assert.ok(url.startsWith(`${STORE_URL}/login?impersonation=`), url)
    const staff = await newPage(browser, { locale: "en-US" })
    await staff.goto(url)
    // A link alone never replaces a session: it asks first (no login CSRF).
    const ask = staff.getByTestId("impersonation-confirm")
    await ask.waitFor()
    assert.match(await ask.innerText(), new RegExp(`member ${username}`))
    await staff.getByTestId("impersonation-accept").click()
    await staff.waitForURL(`${STORE_URL}/`)
    const banner = staff.getByTestId("impersonation-banner")
    await banner.waitFor()
    assert.match(
      await banner.innerText(),
      new RegExp(`is logged in as this member \\(${username}\\)`)
    )
    assert.equal(
      await staff.getByTestId("dashboard-username").innerText(),
      `Nick ${username}`
    )
    // On every layout screen, and it ends the session.
    await staff.goto(`${STORE_URL}/address`)
    await banner.waitFor()
    await staff.getByTestId("address-item").getByText("Ana Souza").waitFor()
    await staff.getByTestId("impersonation-end").click()
    await staff.waitForURL(`${STORE_URL}/login`)
    await staff.waitForFunction(
      () => localStorage.getItem("uuc.token") === null
    )
    await staff.getByTestId("login-submit").waitFor()
    assert.equal(await banner.count(), 0)
    // Ended on the server too: the link no longer opens a session.
    await staff.goto(url)
    await staff.getByTestId("impersonation-expired").waitFor()
    await staff.context().close()
  })
})
