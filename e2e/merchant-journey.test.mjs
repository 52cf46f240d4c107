// A merchant's whole journey as people click it: a 5-star member
// finds "Become a service provider" in the dashboard's "me" menu, applies, staff pass
// the application, the merchant uploads a picture from a file on /shop-add and adds
// goods in a category, staff list them, another member buys them through the cart,
// the merchant (/store-order) and staff (/app/goods-orders) both see where to ship,
// the merchant ships, the buyer confirms receipt, and /financial shows translated
// lines only in en-US, pt-BR and zh-CN. axe-core checks the merchant's screens and
// the links to them in the three languages along the way.
import assert from "node:assert/strict"
import { after, before, describe, it } from "node:test"
import { deflateSync, crc32 } from "node:zlib"
import { axeViolations } from "./axe.mjs"
import {
  API_URL,
  STORE_URL,
  STAFF_SECOND,
  adminApi,
  giveUsdt,
  launch,
  memberPage,
  registerMember,
  staffPage,
  storeApi,
  unique,
} from "./helpers.mjs"

const ROOT = process.env.ROOT_USERNAME
const SECOND = "Second0ne!"
const LOCALES = ["en-US", "pt-BR", "zh-CN"]
/** The screens a passed merchant is linked to from the "me" menu and the shop tab. */
const MERCHANT_SCREENS = ["/apply", "/apply-order", "/shop-add", "/store-order"]
const ADDRESS = {
  first_name: "Ana Souza",
  phone: "+55 11 91234-5678",
  address_1: "Rua das Flores 12",
  city: "São Paulo",
  postal_code: "01000-000",
  country_code: "br",
}

/** A small valid PNG (8×8, one colour), made here so the test needs no fixture file. */
function png() {
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data])
    const len = Buffer.alloc(4)
    len.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([len, body, crc])
  }
  const size = 8
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // truecolour RGB
  const row = Buffer.concat([
    Buffer.from([0]), // no filter
    Buffer.alloc(size * 3, Buffer.from([0xd9, 0x8e, 0x04])),
  ])
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(Array(size).fill(row)))),
    chunk("IEND", Buffer.alloc(0)),
  ])
}

/** Each merchant screen linked in `scope`, named by words rather than an i18n key. */
async function merchantLinks(scope, where) {
  for (const to of MERCHANT_SCREENS) {
    const name = (await scope.locator(`a[href="${to}"]`).innerText()).trim()
    assert.ok(
      name && !/^[\w-]+(\.[\w-]+)+$/.test(name),
      `${where} ${to}: "${name}"`
    )
  }
}

/** Words with an underscore: entry kinds, keys or ids (`shop_payment_hold`, `order_01…`). */
const SNAKE = /\b[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_]*\b/g

/** Waits until no loading skeleton is left on the page. */
const settled = (page) =>
  page.waitForFunction(
    () =>
      !document.querySelector("[role=status].animate-pulse, [aria-busy=true]")
  )

/** The visible text of the page and its menus' options, as a member reads them. */
const pageText = (page) =>
  page.evaluate(() =>
    [
      document.title,
      document.body.innerText,
      ...[...document.querySelectorAll("option")].map((o) => o.textContent),
    ].join("\n")
  )

describe("a merchant's journey, clicked through in the storefront and the admin", () => {
  let browser
  let merchant
  let buyer
  let staff
  /** The merchant's phone page per language for axe (its script needs the CSP bypassed). */
  const checkPages = {}
  const found = []
  let journeyDone = false
  const title = `E2E Jam ${unique()}`

  /**
   * axe on a screen in the three languages; `ready` is a test id that shows it
   * loaded, `check` more to look at on each.
   */
  async function axeAll(route, ready, check) {
    for (const locale of LOCALES) {
      const page = checkPages[locale]
      await page.goto(`${STORE_URL}${route}`)
      await page.getByTestId(ready).first().waitFor()
      await settled(page)
      await check?.(page, locale)
      for (const v of await axeViolations(page))
        found.push(`${route} (${locale}): ${v}`)
    }
  }

  before(async () => {
    browser = await launch()
    merchant = await registerMember("mjm", ROOT)
    buyer = await registerMember("mjb", ROOT)
    // rules §7: a merchant is a 5-star account; staff pin the level
    await adminApi(`/admin/members/${merchant.id}`, {
      method: "POST",
      body: { star_level: 5, secondary_password: STAFF_SECOND },
    })
    await giveUsdt(buyer, "200")
    const saved = await storeApi("/store/customers/me/addresses", {
      method: "POST",
      token: buyer.token,
      body: ADDRESS,
    })
    assert.ok(saved.status < 300, JSON.stringify(saved.json))
    for (const locale of LOCALES) {
      const ctx = await browser.newContext({
        viewport: { width: 375, height: 812 },
        bypassCSP: true,
      })
      await ctx.addInitScript(
        ([token, lng]) => {
          localStorage.setItem("uuc.token", token)
          localStorage.setItem("uuc.locale", lng)
        },
        [merchant.token, locale]
      )
      checkPages[locale] = await ctx.newPage()
      checkPages[locale].setDefaultTimeout(20000)
    }
    staff = await staffPage(browser)
  })
  after(async () => {
    await browser?.close()
  })

  it("applies, is passed, uploads, sells, ships, and reads a translated statement", async () => {
    // 1. From the dashboard's "me" menu to /apply, by clicking.
    const page = await memberPage(browser, merchant)
    await page.goto(`${STORE_URL}/`)
    const meMenu = page.getByRole("navigation", { name: "My account" })
    await meMenu
      .getByRole("link", { name: "Become a service provider" })
      .click()
    await page.waitForURL((url) => url.pathname === "/apply")
    await page
      .locator("header h1")
      .getByText("Become a service provider")
      .waitFor()
    await page.getByTestId("merchant-conditions").waitFor()
    await axeAll("/apply", "merchant-submit")

    await page
      .locator("#merchant-description")
      .fill("Jams from our own orchard, in glass jars.")
    await page.getByTestId("merchant-submit").click()
    await page.getByTestId("merchant-application").waitFor()

    // 2. Staff pass it in /app/store-record with their secondary password.
    await staff.goto(`${API_URL}/app/store-record`)
    const application = staff
      .getByTestId("application-row")
      .filter({ hasText: merchant.username })
    await application.getByTestId("application-approve").click()
    await staff.getByTestId("review-secondary_password").fill(STAFF_SECOND)
    await staff.getByTestId("review-submit").click()
    await application
      .getByTestId("application-approve")
      .waitFor({ state: "detached" })

    // The "me" menu and the shop tab now link the merchant's screens, each named
    // in the page's language (not a raw i18n key), and axe finds nothing on them.
    await axeAll("/", "dashboard", (p, locale) =>
      merchantLinks(p.locator("[data-testid=dashboard] nav"), `/ ${locale}`)
    )
    await axeAll("/shop", "shop", (p, locale) =>
      merchantLinks(p.getByTestId("shop"), `/shop ${locale}`)
    )

    // 3. The passed merchant finds "Add goods" in the "me" menu, uploads a picture
    // from a file, picks a category and saves the goods (pending review).
    await page.goto(`${STORE_URL}/`)
    await meMenu.getByRole("link", { name: "Add goods" }).click()
    await page.waitForURL((url) => url.pathname === "/shop-add")
    await page.getByTestId("merchant-goods-form").waitFor()
    await page.getByTestId("goods-pictures-input").setInputFiles({
      name: "jam.png",
      mimeType: "image/png",
      buffer: png(),
    })
    const picture = page.getByTestId("goods-pictures").locator("img")
    await picture.waitFor()
    // shown from the platform's own origin: the CSP lets it load
    await page.waitForFunction(
      (img) => img.complete && img.naturalWidth === 8,
      await picture.elementHandle()
    )
    const pictureUrl = await picture.getAttribute("src")
    const categories = page.locator("#goods-category option:not([value=''])")
    await categories.first().waitFor({ state: "attached" })
    const categoryId = await categories.first().getAttribute("value")
    await page.locator("#goods-category").selectOption(categoryId)
    await page.locator("#title").fill(title)
    await page.locator("#goods-description").fill("Strawberry jam, 300 g")
    await page.locator("#points_discount").fill("0")
    await page.locator("#spec-name-0").fill("300 g")
    await page.locator("#spec-price-0").fill("50")
    await axeAll("/shop-add", "merchant-goods-form")
    // an empty form: the page's own translated messages, checked by axe too
    const messages = new Set()
    await axeAll("/shop-add", "merchant-goods-form", async (p) => {
      await p.getByTestId("merchant-goods-save").click()
      messages.add(await p.getByTestId("error-title").innerText())
    })
    assert.equal(messages.size, LOCALES.length, [...messages].join(" | "))
    await page.getByTestId("merchant-goods-save").click()
    await page.waitForURL((url) => url.pathname !== "/shop-add")
    await axeAll("/apply-order", "merchant-goods")
    await axeAll("/apply", "merchant-application")

    // 4. Staff list them in /app/goods-list.
    await staff.goto(`${API_URL}/app/goods-list`)
    await staff.getByTestId("goods-search").fill(title)
    const goodsRow = staff.getByTestId("goods-row").filter({ hasText: title })
    await goodsRow.getByTestId("goods-toggle").click()
    await goodsRow.getByText("Unlist").waitFor()
    // the listed goods carry the picture and the category
    const { json: listed } = await storeApi(
      `/store/products?q=${encodeURIComponent(title)}&fields=*images,*categories`
    )
    assert.equal(listed.products.length, 1, JSON.stringify(listed))
    assert.deepEqual(
      listed.products[0].categories.map((c) => c.id),
      [categoryId]
    )
    assert.ok(
      listed.products[0].images.some((i) => i.url === pictureUrl),
      `the picture ${pictureUrl} among ${JSON.stringify(listed.products[0].images)}`
    )

    // 5. Another member buys them through the storefront's cart.
    const shopper = await memberPage(browser, buyer)
    await shopper.goto(`${STORE_URL}/shop-list`)
    await shopper.getByTestId("list-search").fill(title)
    await shopper.getByTestId("list-search").press("Enter")
    await shopper.getByTestId("product-card").filter({ hasText: title }).click()
    await shopper.waitForURL(/\/shop\/product\//)
    const shown = shopper.getByTestId("product-image").first()
    await shown.waitFor()
    await shopper.waitForFunction(
      (img) => img.complete && img.naturalWidth === 8,
      await shown.elementHandle()
    )
    await shopper.getByTestId("quantity").fill("1")
    await shopper.getByTestId("add-to-cart").click()
    await shopper.getByTestId("go-to-cart").click()
    await shopper.waitForURL(/\/shop\/cart$/)
    await shopper.getByTestId("cart-line").filter({ hasText: title }).waitFor()
    // the member's only address is chosen for them
    await shopper.getByTestId("cart-address-current").waitFor()
    await shopper
      .locator("[data-testid=cart-shipping-option]:checked")
      .waitFor()
    await shopper.getByTestId("cart-total").getByText("50.00 USDT").waitFor()
    await shopper.getByTestId("cart-pay").click()
    await shopper.locator("#secondary_password").fill(SECOND)
    await shopper.getByTestId("confirm-submit").click()
    await shopper.getByTestId("receipt").waitFor()

    // 6. The merchant finds "Merchant orders" on the shop tab and sees where to ship.
    await page.goto(`${STORE_URL}/shop`)
    await page
      .getByTestId("shop")
      .getByRole("link", { name: "Merchant orders" })
      .click()
    await page.waitForURL((url) => url.pathname === "/store-order")
    const order = page.getByTestId("merchant-order").filter({ hasText: title })
    const shipTo = order.getByTestId("order-ship-to")
    for (const part of [
      "Ana Souza",
      "+55 11 91234-5678",
      "Rua das Flores 12",
      "01000-000",
      "Brazil",
    ])
      await shipTo.getByText(part).waitFor()
    // the goods' price, not the buyer's cash part
    await order
      .getByText(/50\.00/)
      .first()
      .waitFor()
    await axeAll("/store-order", "merchant-order")

    // 7. Staff see the same address in /app/goods-orders.
    await staff.goto(`${API_URL}/app/goods-orders`)
    const staffRow = staff.getByTestId("order-row").filter({ hasText: title })
    await staffRow
      .getByTestId("order-merchant")
      .getByText(merchant.username)
      .waitFor()
    // and who bought
    await staffRow
      .getByTestId("order-buyer")
      .getByText(buyer.username)
      .waitFor()
    const staffShipTo = staffRow.getByTestId("order-ship-to")
    for (const part of [
      "Ana Souza",
      "+55 11 91234-5678",
      "Rua das Flores 12",
      "01000-000",
      "Brazil",
    ])
      await staffShipTo.getByText(part).waitFor()

    // 8. The merchant ships.
    await order.locator("input[name=courier_name]").fill("Correios")
    await order.locator("input[name=courier_number]").fill("BR555000111")
    await order.getByTestId("merchant-ship").click()
    await order.waitFor({ state: "detached" })

    // 9. The buyer confirms receipt on /shop-order.
    await shopper.goto(`${STORE_URL}/shop-order`)
    await shopper.getByTestId("shop-order-tab-shipped").click()
    const shipped = shopper
      .getByTestId("shop-orders-shipped")
      .getByTestId("shop-order")
      .filter({ hasText: title })
    await shipped
      .getByTestId("shop-order-courier")
      .getByText("Correios · BR555000111")
      .waitFor()
    await shipped.getByTestId("order-ship-to").getByText("Ana Souza").waitFor()
    await shipped.getByTestId("shop-order-receive").click()
    await shopper.getByTestId("confirm-submit").click()
    await shopper
      .getByTestId("toast-success")
      .getByText("Receipt confirmed")
      .waitFor()

    // 10. /financial in three languages: translated lines only, the order's number.
    await page.goto(`${STORE_URL}/financial`)
    const settlement = page
      .getByTestId("finance-row")
      .filter({ hasText: "Merchant settlement" })
    await settlement
      .getByText(/45\.00/)
      .first()
      .waitFor()
    // the order's number, not its id
    await settlement.getByTestId("finance-desc").getByText(/#\d+/).waitFor()
    const buyerPages = {}
    for (const locale of LOCALES)
      buyerPages[locale] = await memberPage(browser, buyer, locale)
    const raw = []
    for (const [who, pages] of [
      ["merchant", checkPages],
      ["buyer", buyerPages],
    ]) {
      for (const locale of LOCALES) {
        const p = pages[locale]
        await p.goto(`${STORE_URL}/financial`)
        await p.getByTestId("finance-row").first().waitFor()
        await settled(p)
        const words = (await pageText(p)).match(SNAKE) ?? []
        if (words.length) raw.push(`${who} ${locale}: ${words.join(", ")}`)
      }
    }
    assert.deepEqual(raw, [], "raw codes on /financial")
    for (const p of Object.values(buyerPages)) await p.context().close()
    await shopper.context().close()
    await page.context().close()
    journeyDone = true
  })

  it("staff's /app/goods-list names the merchant by username", async () => {
    assert.ok(journeyDone, "the journey above ran to its end")
    await staff.goto(`${API_URL}/app/goods-list`)
    await staff.getByTestId("goods-search").fill(title)
    await staff
      .getByTestId("goods-row")
      .filter({ hasText: title })
      .getByText(merchant.username)
      .waitFor()
  })

  it("axe-core finds nothing serious on the merchant's screens and links, in three languages", () => {
    assert.ok(journeyDone, "the journey above ran to its end")
    assert.deepEqual(found, [])
  })
})
