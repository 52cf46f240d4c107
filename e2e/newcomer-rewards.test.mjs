// Rewards and staff money screens for a newcomer: a bonus explained on /financial (USD,
// split, price, the low pool's line) and the Bonus filter; a card refunded in the
// cooling-off period by the member on /star and by staff on the member's page; the
// token price confirmed with old and new price, a bad one explained; the admin
// landing on what needs attention with its screens in the sidebar by area.
import assert from "node:assert/strict"
import { randomUUID } from "node:crypto"
import { after, before, describe, it } from "node:test"
import {
  ADMIN_EMAIL,
  API_URL,
  MEMBER_SECONDARY,
  STORE_URL,
  adminApi,
  launch,
  memberPage,
  registerMember,
  storeApi,
  STAFF_SECOND,
  giveUsdt,
  staffPage,
} from "./helpers.mjs"

const ROOT = process.env.ROOT_USERNAME

async function buy(m, card) {
  const r = await storeApi("/store/cards/activate", {
    method: "POST",
    token: m.token,
    key: randomUUID(),
    body: { card, secondary_password: MEMBER_SECONDARY },
  })
  assert.equal(r.status, 201, JSON.stringify(r.json))
  return r.json.activation
}

const usdtOf = async (m) =>
  (await storeApi("/store/ledger/balances", { token: m.token })).json.balances
    .USDT

describe("newcomer: bonuses explained, refunds, token price, the admin's landing", () => {
  let browser
  let sponsor
  let buyer
  before(async () => {
    browser = await launch()
    sponsor = await registerMember("bs", ROOT)
    await giveUsdt(sponsor, "100")
    await buy(sponsor, "standard")
    buyer = await registerMember("bb", sponsor.username)
    await giveUsdt(buyer, "250")
    await buy(buyer, "gold")
  })
  after(async () => {
    await browser?.close()
  })

  it("explains each bonus on /financial with its USD amount, split and price, labels the low pool's line, and the Bonus filter finds them", async () => {
    const page = await memberPage(browser, sponsor)
    await page.goto(`${STORE_URL}/financial`)
    const list = page.getByTestId("finance-list")
    await list.getByTestId("bonus-split").first().waitFor()
    // referral 10% of the 200 USD gold card: 20 USD, 75% USDT, 25% UUC
    const splits = await list.getByTestId("bonus-split").allInnerTexts()
    assert.ok(
      splits.some((s) =>
        /^20\.00 USD bonus: 75% in USDT \(15\.00 USDT\) and 25% in UUC at [\d.,]+ USD per UUC \([\d.,]+ UUC\); 50% of that UUC \([\d.,]+ UUC\) is locked in the low pool\.$/.test(
          s
        )
      ),
      splits.join("\n")
    )
    const pool = list
      .getByTestId("finance-row")
      .filter({ has: page.getByTestId("finance-pool-label") })
    await pool.first().waitFor()
    assert.match(
      await pool.first().getByTestId("finance-desc").innerText(),
      /the UUC locked in the low pool$/
    )
    assert.equal(
      await pool.first().getByTestId("finance-pool-label").innerText(),
      "Low pool: locked UUC"
    )

    await page.getByLabel("Type").selectOption("bonus")
    await page.waitForFunction(() => {
      const rows = [...document.querySelectorAll("[data-testid=finance-row]")]
      return (
        rows.length === 3 &&
        rows.every((r) => r.textContent.includes("Bonus ·"))
      )
    })
    await page.getByLabel("Type").selectOption("activation")
    // the sponsor's own purchase only: its payment and its points
    await list
      .getByText("Standard card bought for 100.00 USD")
      .first()
      .waitFor()
    await page.waitForFunction(
      () =>
        ![...document.querySelectorAll("[data-testid=finance-row]")].some((r) =>
          r.textContent.includes("Bonus ·")
        )
    )
    await page.context().close()
  })

  it("shows the member on /star until when the card can be refunded and what comes back, and refunds it", async () => {
    const page = await memberPage(browser, buyer)
    await page.goto(`${STORE_URL}/star`)
    const row = page.getByTestId("refund-row").first()
    await row.getByTestId("refund-state").getByText("Refundable").waitFor()
    assert.match(await row.getByTestId("refund-until").innerText(), /\d{4}/)
    assert.equal(
      await row.getByTestId("refund-back").innerText(),
      "A refund gives you back 200.00 USDT and takes back 200 points."
    )
    await row.getByTestId("refund-open").click()
    const dialog = page.getByTestId("confirm-dialog")
    assert.equal(
      await dialog.getByTestId("refund-confirm-amount").innerText(),
      "200.00 USDT"
    )
    await dialog.locator("#secondary_password").fill(MEMBER_SECONDARY)
    await dialog.getByTestId("confirm-submit").click()
    await page
      .getByText("Card refunded: the price is back in your USDT.")
      .first()
      .waitFor()
    await row.getByTestId("refund-state").getByText("Refunded").waitFor()
    assert.equal(Number(await usdtOf(buyer)), 250)
    await page.context().close()
  })

  it("lets staff refund a card from the member's admin page", async () => {
    const m = await registerMember("br", ROOT)
    await giveUsdt(m, "100")
    await buy(m, "standard")
    assert.equal(Number(await usdtOf(m)), 0)
    const page = await staffPage(browser, { lng: "en" })
    await page.goto(`${API_URL}/app/member/${m.id}`)
    const row = page.getByTestId("activation-row").first()
    await row.getByTestId("activation-state").getByText("Refundable").waitFor()
    // The refund's own drawer asks the reason and the secondary password.
    await row.getByTestId("activation-refund").click()
    const drawer = page.getByRole("dialog")
    await drawer.getByText("100.00 USDT").waitFor()
    const submit = drawer.getByTestId("activation-refund-submit")
    assert.equal(await submit.isDisabled(), true)
    await drawer.getByTestId("refund-reason").fill("e2e: changed their mind")
    await drawer.getByTestId("member-step-up-password").fill(STAFF_SECOND)
    await submit.click()
    await row.getByTestId("activation-state").getByText("Refunded").waitFor()
    assert.equal(Number(await usdtOf(m)), 100)
    await page.context().close()
  })

  it("says what is wrong with a bad token price and confirms a new one with the old and new price", async () => {
    const { token_price } = await adminApi("/admin/token-price?limit=1")
    const old = token_price.price
    const page = await staffPage(browser, { lng: "en" })
    await page.goto(`${API_URL}/app/token-price`)
    await page.getByTestId("token-price-current").getByText("USD").waitFor()
    const input = page.getByTestId("token-price-input")
    const error = page.getByTestId("token-price-error")
    await input.fill("abc")
    assert.match(await error.innerText(), /positive number/)
    assert.equal(await input.getAttribute("aria-invalid"), "true")
    await input.fill("0")
    assert.equal(
      await error.innerText(),
      "The price must be greater than zero."
    )
    await input.fill("0.123456789")
    assert.equal(await error.innerText(), "At most 8 decimal places.")
    await input.fill(old)
    assert.equal(await error.innerText(), "This is already the price in force.")
    // the page shows prices without trailing zeros
    const next = String(Number((Number(old) + 0.001).toFixed(8)))
    await input.fill(next)
    assert.equal(await error.count(), 0)
    await page.getByTestId("token-price-save").click()
    await page.getByTestId("token-price-password-error").waitFor()
    await page.getByTestId("token-price-secondary-password").fill(STAFF_SECOND)
    await page.getByTestId("token-price-save").click()
    const prompt = page.getByRole("alertdialog")
    await prompt.getByText(/^From [\d.,]+ USD to [\d.,]+ USD per UUC/).waitFor()
    assert.ok((await prompt.innerText()).includes(`to ${next} USD per UUC`))
    await prompt.getByRole("button", { name: "Set the price" }).click()
    await page.getByText("The price was set").first().waitFor()
    // the history names who set it, not their user id
    await page
      .getByTestId("token-price-set-by")
      .first()
      .getByText(ADMIN_EMAIL)
      .waitFor()
    const now = await adminApi("/admin/token-price?limit=1")
    assert.equal(Number(now.token_price.price), Number(next))
    // the price the other tests expect
    await adminApi("/admin/token-price", {
      method: "POST",
      body: { price: old, secondary_password: STAFF_SECOND },
    })
    await page.context().close()
  })

  it("opens the admin on what needs attention, its screens in the sidebar by area", async () => {
    const page = await staffPage(browser, { lng: "en" })
    await page.waitForURL(/\/app\/attention$/)
    await page.getByTestId("attention-recharges-count").waitFor()
    const order = await page.evaluate(() =>
      [...document.querySelectorAll("aside a[href], nav a[href]")].map((a) =>
        a.getAttribute("href")
      )
    )
    const at = (p) => order.indexOf(p)
    for (const p of [
      "/app/attention",
      "/app/member",
      "/app/recharge-record",
      "/app/system",
      "/app/notice",
      "/app/goods-list",
    ])
      assert.ok(at(p) >= 0, `${p} in ${order.join(" ")}`)
    assert.ok(at("/app/attention") < at("/app/member"))
    assert.ok(at("/app/member") < at("/app/recharge-record"))
    assert.ok(at("/app/recharge-record") < at("/app/system"))
    assert.ok(at("/app/system") < at("/app/notice"))
    assert.ok(at("/app/notice") < at("/app/goods-list"))
    // the Orders page stays reachable from the menu
    await page.locator('a[href="/app/orders"]').first().click()
    await page.waitForURL(/\/app\/orders/)
    await page.getByRole("heading", { name: "Orders" }).first().waitFor()
    assert.match(page.url(), /\/app\/orders/)
    await page.context().close()
  })
  it("shows a member's money screens wholly in Arabic, right to left", async () => {
    const page = await memberPage(browser, sponsor, "ar")
    // English words a screen would show if a text fell back to en-US
    const english = /\b(the|your|and|of|to|no|card|bonus|balance)\b/i
    for (const [path, heading, loaded] of [
      ["/wallet", "المحفظة", "balance-USDT"],
      ["/financial", "التفاصيل", "bonus-split"],
      ["/star", "الترقية", "refund-row"],
    ]) {
      await page.goto(`${STORE_URL}${path}`)
      await page.waitForFunction(() => document.documentElement.dir === "rtl")
      await page.locator("h1", { hasText: heading }).first().waitFor()
      // the screen's data has loaded before its words are read
      await page.getByTestId(loaded).first().waitFor()
      const text = await page.locator("main").innerText()
      const found = text.split("\n").filter((line) => english.test(line))
      assert.deepEqual(found, [], `${path}: ${found.join(" | ")}`)
    }
    // the bottom bar runs right to left: Home is the rightmost tab
    const tabs = page.getByRole("navigation").last().getByRole("link")
    const first = await tabs.first().boundingBox()
    const last = await tabs.last().boundingBox()
    assert.ok(first.x > last.x, `first tab x=${first.x}, last x=${last.x}`)
    await page.context().close()
  })
})
