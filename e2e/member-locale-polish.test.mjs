// A member on a phone (390 × 844) in pt-BR and zh-CN, on the screens a usability
// report found wanting: /financial (dates in the language's order, a bonus taken
// back explained), /recharge (how long, the minimum, a wrong amount), /apply and
// /store-order (where stars come from, the commission), /shop-order (tabs wrap),
// /address (a Brazilian address; Brazil preselected in pt-BR), the dashboard's
// greeting, the header's language name on one line and no ring around a title
// focused after a navigation. Every screen is checked with axe.
import assert from "node:assert/strict"
import { after, before, describe, it } from "node:test"
import { axeViolations } from "./axe.mjs"
import { STORE_URL, giveUsdt, launch, registerMember } from "./helpers.mjs"

const ROOT = process.env.ROOT_USERNAME
const PHONE = { width: 390, height: 844 }

const TEXT = {
  "pt-BR": {
    pattern: "dd/mm/aaaa",
    welcome: "Boas-vindas",
    minimum: "Valor mínimo: nenhum",
    stars: "indicados diretos ativos",
    commission: "comissão de 10%",
  },
  "zh-CN": {
    pattern: "yyyy/mm/dd",
    welcome: "欢迎",
    minimum: "最低金额：无",
    stars: "有效直推",
    commission: "10% 佣金",
  },
}

/** Waits for a screen's content and for its skeletons to go. */
async function settle(page, testId) {
  await page.getByTestId(testId).first().waitFor()
  await page.waitForLoadState("networkidle", { timeout: 15000 }).catch(() => {})
  await page
    .waitForFunction(
      () => !document.querySelector("[role=status].animate-pulse"),
      null,
      { timeout: 15000 }
    )
    .catch(() => {})
}

describe("member screens on a phone in pt-BR and zh-CN", () => {
  let browser
  let member
  before(async () => {
    browser = await launch()
    member = await registerMember("mlp", ROOT)
    // one finance record, so /financial lists something
    await giveUsdt(member, "20")
  })
  after(async () => {
    await browser?.close()
  })

  for (const locale of ["pt-BR", "zh-CN"])
    it(`${locale}: the changed screens read right, fit the phone and pass axe`, async () => {
      const text = TEXT[locale]
      const context = await browser.newContext({
        viewport: PHONE,
        locale,
        bypassCSP: true,
      })
      await context.addInitScript(
        ([token, lng]) => {
          localStorage.setItem("uuc.token", token)
          localStorage.setItem("uuc.locale", lng)
        },
        [member.token, locale]
      )
      const page = await context.newPage()
      page.setDefaultTimeout(20000)
      const found = []
      const axe = async (route) => {
        for (const v of await axeViolations(page)) found.push(`${route}: ${v}`)
      }

      // the dashboard: a new member is welcomed, not welcomed back
      await page.goto(`${STORE_URL}/`)
      await settle(page, "dashboard")
      assert.equal(
        (await page.getByTestId("dashboard-greeting").textContent()).trim(),
        text.welcome
      )
      // the language's name on one line beside the title
      const switcher = await page
        .getByTestId("language-switcher")
        .evaluate((el) => ({
          height: el.getBoundingClientRect().height,
          right: el.getBoundingClientRect().right,
        }))
      assert.ok(switcher.height < 40, `switcher ${JSON.stringify(switcher)}`)
      assert.ok(switcher.right <= PHONE.width, `switcher off screen`)
      await axe("/")

      // a navigation focuses the new title, without a ring around it
      // (by the keyboard: Chromium then draws a ring on what is focused next)
      const team = page.locator('nav a[href="/team"]:visible').first()
      await team.focus()
      await page.keyboard.press("Enter")
      await page.waitForURL(`${STORE_URL}/team`)
      await page.waitForFunction(() => document.activeElement?.tagName === "H1")
      const ring = await page.evaluate(() => {
        const h1 = document.activeElement
        const style = h1.ownerDocument.defaultView.getComputedStyle(h1)
        return {
          visible: h1.matches(":focus-visible"),
          outline: style.outlineStyle,
        }
      })
      assert.equal(ring.outline, "none", JSON.stringify(ring))

      // /financial: dates typed in the language's order, filters only a member's kinds
      await page.goto(`${STORE_URL}/financial`)
      await settle(page, "finance-row")
      const from = page.locator("#filter-from")
      assert.equal(await from.getAttribute("type"), "text")
      assert.equal(await from.getAttribute("placeholder"), text.pattern)
      const kinds = await page
        .locator("#filter-kind option")
        .evaluateAll((os) => os.map((o) => o.value))
      for (const internal of ["test_fund", "shop_payment_hold", "mint"])
        assert.ok(!kinds.includes(internal), `${internal} in ${kinds}`)
      await axe("/financial")

      // /recharge: how long, the minimum, what a different amount does
      await page.goto(`${STORE_URL}/recharge`)
      await settle(page, "recharge-rules")
      assert.match(
        await page.getByTestId("recharge-rule-min").textContent(),
        new RegExp(text.minimum)
      )
      await axe("/recharge")

      await page.goto(`${STORE_URL}/exchange`)
      await settle(page, "withdraw-rules")
      await axe("/exchange")

      // /apply: where stars come from, and the commission, before any settlement
      await page.goto(`${STORE_URL}/apply`)
      await settle(page, "merchant-apply")
      assert.match(
        await page.getByTestId("merchant-stars-from").textContent(),
        new RegExp(text.stars)
      )
      assert.match(
        await page.getByTestId("merchant-terms").textContent(),
        new RegExp(text.commission)
      )
      await axe("/apply")

      await page.goto(`${STORE_URL}/store-order`)
      await settle(page, "layout-header")
      await axe("/store-order")

      // /shop-order: every tab whole and in view
      await page.goto(`${STORE_URL}/shop-order`)
      await settle(page, "shop-orders")
      const tabs = await page
        .locator("[data-testid^=shop-order-tab-]")
        .evaluateAll((els) =>
          els.map((el) => {
            const r = el.getBoundingClientRect()
            return {
              label: el.textContent,
              whole:
                r.left >= 0 &&
                r.right <= window.innerWidth + 0.5 &&
                el.scrollWidth <= el.clientWidth + 1,
            }
          })
        )
      assert.ok(tabs.length >= 4)
      for (const tab of tabs) assert.ok(tab.whole, JSON.stringify(tab))
      await axe("/shop-order")

      // /address: the form with state (and in Brazil number and neighbourhood)
      await page.goto(`${STORE_URL}/address`)
      await settle(page, "address-page")
      await page.getByTestId("address-add").click()
      const dialog = page.getByTestId("address-dialog")
      await dialog.waitFor()
      const countries = await dialog
        .getByTestId("address-country")
        .locator("option")
        .evaluateAll((os) => os.map((o) => o.value))
      if (locale === "pt-BR" && countries.includes("br"))
        assert.equal(
          await dialog.getByTestId("address-country").inputValue(),
          "br"
        )
      if (countries.includes("br")) {
        await dialog.getByTestId("address-country").selectOption("br")
        await dialog.locator("#address-number").waitFor()
        await dialog.locator("#address-neighbourhood").waitFor()
        assert.equal(
          await dialog.getByTestId("address-state").evaluate((e) => e.tagName),
          "SELECT"
        )
      }
      await dialog.getByTestId("address-state").waitFor()
      await axe("/address (dialog)")

      await context.close()
      assert.deepEqual(found, [])
    })
})
