// Notifications end to end: a sponsor with a card gets a bonus notification when
// the member they sponsored buys a card; the header's bell shows the unread count,
// the inbox (/notifications) reads in en-US, pt-BR and zh-CN on a phone, opening
// an item goes to its screen and marks it read, "mark all read" empties the count,
// and axe finds nothing serious on the inbox.
import assert from "node:assert/strict"
import { after, before, describe, it } from "node:test"
import { axeViolations } from "./axe.mjs"
import {
  STORE_URL,
  buyCard,
  giveUsdt,
  launch,
  memberPage,
  registerMember,
  storeApi,
} from "./helpers.mjs"

const ROOT = process.env.ROOT_USERNAME

/** Reads until `ok` holds (the subscriber runs after the activation answers). */
async function until(read, ok, what) {
  for (let i = 0; i < 100; i++) {
    const v = await read()
    if (ok(v)) return v
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`timed out waiting for ${what}`)
}

describe("notifications: the bell and the inbox", () => {
  let browser
  let sponsor
  let buyer
  before(async () => {
    browser = await launch()
    sponsor = await registerMember("ns", ROOT)
    await giveUsdt(sponsor, "100")
    await buyCard(sponsor, "standard")
    buyer = await registerMember("nb", sponsor.username)
    await giveUsdt(buyer, "100")
    await buyCard(buyer, "standard")
    await until(
      () =>
        storeApi("/store/notifications?unread=true", { token: sponsor.token }),
      (r) => r.json.unread_count === 2,
      "the sponsor's card and bonus notifications"
    )
  })
  after(async () => {
    await browser?.close()
  })

  it("shows the unread count on the bell and the inbox in three languages", async () => {
    const titles = {
      "en-US": [/^You earned a bonus of [\d.,]+ USD$/, "Notifications"],
      "pt-BR": [/^Você ganhou um bônus de [\d.,]+ USD$/, "Notificações"],
      "zh-CN": [/^您获得了 [\d.,]+ USD 奖金$/, "消息通知"],
    }
    for (const [locale, [bonus, heading]] of Object.entries(titles)) {
      const page = await memberPage(browser, sponsor, locale, {
        bypassCSP: true,
      })
      await page.goto(`${STORE_URL}/`)
      const bell = page.getByTestId("notification-bell")
      await bell.waitFor()
      assert.equal(
        await page.getByTestId("notification-count").innerText(),
        "2"
      )
      await bell.click()
      await page.waitForURL(/\/notifications$/)
      await page.getByRole("heading", { level: 2, name: heading }).waitFor()
      const items = page.getByTestId("notification-item")
      await items.first().waitFor()
      assert.equal(await items.count(), 2)
      const first = await items.first().locator("h3").innerText()
      assert.match(first, bonus, `${locale}: ${first}`)
      assert.deepEqual(await axeViolations(page), [], locale)
      await page.context().close()
    }
  })

  it("opens an item on its screen (read), then marks the rest read", async () => {
    const page = await memberPage(browser, sponsor, "en-US")
    await page.goto(`${STORE_URL}/notifications`)
    const items = page.getByTestId("notification-item")
    await items.first().waitFor()
    await items.first().locator("a").click()
    await page.waitForURL(/\/financial$/)
    await until(
      () => page.getByTestId("notification-count").innerText(),
      (text) => text === "1",
      "the bell's count after opening one"
    )
    await page.getByTestId("notification-bell").click()
    await page.waitForURL(/\/notifications$/)
    await page.getByTestId("notifications-mark-all").click()
    await page.getByTestId("notification-count").waitFor({ state: "detached" })
    const unread = await storeApi("/store/notifications?unread=true", {
      token: sponsor.token,
    })
    assert.equal(unread.json.unread_count, 0)
    // the list shows them read once it has its new answer (not at once)
    await until(
      () =>
        page
          .locator('[data-testid="notification-item"][data-unread="true"]')
          .count(),
      (n) => n === 0,
      "unread items on the page after marking all"
    )
    await page.context().close()
  })

  it("shows an empty inbox to a member told nothing yet", async () => {
    const newcomer = await registerMember("nn", ROOT)
    const page = await memberPage(browser, newcomer, "en-US")
    await page.goto(`${STORE_URL}/notifications`)
    await page.getByText("No notifications yet.", { exact: false }).waitFor()
    assert.equal(await page.getByTestId("notification-count").count(), 0)
    await page.context().close()
  })
})
