// What a member on a phone (390 × 844) trips over in pt-BR and zh-CN: the cart's
// points field keeps room for its value beside buttons whose words are longer than
// English's, /shop-order's status tabs are all in view (none cut off at the edge),
// and the dashboard greets a new member without "welcome back".
import assert from "node:assert/strict"
import { after, before, describe, it } from "node:test"
import {
  STORE_URL,
  adminApi,
  buyCard,
  giveUsdt,
  launch,
  newPage,
  registerMember,
  storeApi,
  unique,
} from "./helpers.mjs"

const ROOT = process.env.ROOT_USERNAME
const PHONE = { width: 390, height: 844 }
const LOCALES = ["pt-BR", "zh-CN"]

/** A phone page logged in as `m`, in `locale`, with the cart `cart` as its own. */
async function phone(browser, m, locale, cart) {
  const page = await newPage(browser, { ...PHONE, locale })
  await page.addInitScript(
    ([token, lng, id]) => {
      localStorage.setItem("uuc.token", token)
      localStorage.setItem("uuc.locale", lng)
      if (id) localStorage.setItem("uuc.cart", id)
    },
    [m.token, locale, cart ?? null]
  )
  return page
}

/** Whether an element is wholly inside the viewport and shows all its content. */
const whole = (locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect()
    return {
      width: Math.round(r.width),
      inView: r.left >= 0 && r.right <= window.innerWidth + 0.5,
      clipped: el.scrollWidth > el.clientWidth + 1,
    }
  })

describe("pt-BR and zh-CN on a phone: the cart's points, the order tabs, the greeting", () => {
  let browser
  let member
  let variant
  let region
  before(async () => {
    browser = await launch()
    member = await registerMember("phl", ROOT)
    await giveUsdt(member, "300")
    await buyCard(member, "gold")
    const title = `E2E Phone Tea ${unique()}`
    await adminApi("/admin/goods", {
      method: "POST",
      body: {
        title,
        description: "Green tea, 250 g",
        points_discount: "10",
        specs: [{ name: "250 g", price: "100" }],
      },
    })
    const regions = await storeApi("/store/regions")
    region = regions.json.regions.find((r) => r.currency_code === "usd")
    const { json } = await storeApi(
      `/store/products?q=${encodeURIComponent(title)}&region_id=${region.id}`,
      { token: member.token }
    )
    variant = json.products[0].variants[0].id
  })
  after(async () => {
    await browser?.close()
  })

  for (const locale of LOCALES)
    it(`${locale}: the points field keeps its value in view beside its buttons`, async () => {
      const made = await storeApi("/store/carts", {
        method: "POST",
        token: member.token,
        body: {
          region_id: region.id,
          items: [{ variant_id: variant, quantity: 1 }],
        },
      })
      assert.equal(made.status, 200, JSON.stringify(made.json))
      const page = await phone(browser, member, locale, made.json.cart.id)
      await page.goto(`${STORE_URL}/shop/cart`)
      const input = page.getByTestId("cart-points-input")
      await input.waitFor()
      await input.fill("10.00")
      const field = await whole(input)
      // the applied value and a few more figures fit (it was ~29 px in pt-BR)
      assert.ok(field.width >= 120, `${locale} points field ${field.width} px`)
      assert.ok(field.inView && !field.clipped, JSON.stringify(field))
      for (const id of ["cart-points-apply", "cart-points-max"]) {
        const button = page.getByTestId(id)
        if (!(await button.count())) continue
        const box = await whole(button)
        assert.ok(
          box.inView && !box.clipped,
          `${locale} ${id}: ${JSON.stringify(box)}`
        )
      }
      await page.context().close()
    })

  for (const locale of LOCALES)
    it(`${locale}: every status tab of /shop-order is whole and in view`, async () => {
      const page = await phone(browser, member, locale)
      await page.goto(`${STORE_URL}/shop-order`)
      const tabs = page.locator("[data-testid^=shop-order-tab-]")
      await tabs.first().waitFor()
      const n = await tabs.count()
      assert.ok(n >= 4, `${n} tabs`)
      for (let i = 0; i < n; i++) {
        const tab = await whole(tabs.nth(i))
        const label = await tabs.nth(i).textContent()
        assert.ok(
          tab.inView && !tab.clipped,
          `${locale} tab ${label}: ${JSON.stringify(tab)}`
        )
      }
      await page.context().close()
    })

  it("greets a new member in zh-CN and pt-BR without welcoming them back", async () => {
    const fresh = await registerMember("phn", ROOT)
    for (const [locale, hello, not] of [
      ["zh-CN", "欢迎", "欢迎回来"],
      ["pt-BR", "Boas-vindas", "Que bom ver você"],
    ]) {
      const page = await phone(browser, fresh, locale)
      await page.goto(`${STORE_URL}/`)
      await page.getByText(hello, { exact: true }).first().waitFor()
      assert.equal(await page.getByText(not).count(), 0)
      await page.context().close()
    }
  })
})
