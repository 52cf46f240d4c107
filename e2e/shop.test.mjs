// The shop end to end: a gold member finds goods on /shop-list, sees the member
// price, pays with points and USDT from the cart, staff ship the order in
// /app/goods-orders with a courier, and the member confirms receipt on /shop-order.
import assert from "node:assert/strict"
import { after, before, describe, it } from "node:test"
import {
  API_URL,
  STORE_URL,
  adminApi,
  buyCard,
  launch,
  memberPage,
  registerMember,
  storeApi,
  unique,
  giveUsdt,
  staffPage,
  saveAddress,
} from "./helpers.mjs"

const ROOT = process.env.ROOT_USERNAME
const SECOND = "Second0ne!"

/** Amounts as integers of 1e-8 (no floats): "85.5" → 8550000000n. */
const units = (v) => {
  const [int, frac = ""] = String(v).split(".")
  return BigInt(int) * 10n ** 8n + BigInt(frac.padEnd(8, "0").slice(0, 8))
}
/** 8550000000n → "85.50" (2 places, as the screens show USD). */
const usd2 = (u) =>
  `${u / 10n ** 8n}.${String((u % 10n ** 8n) / 10n ** 6n).padStart(2, "0")}`

/** Staff add USDT to a member (a keyed balance adjustment). */
async function balances(m) {
  const { status, json } = await storeApi("/store/ledger/balances", {
    token: m.token,
  })
  assert.equal(status, 200, JSON.stringify(json))
  return json.balances
}

describe("the shop: find, pay with points and USDT, ship, receive", () => {
  let browser
  let gold
  let title
  let member
  let region
  before(async () => {
    browser = await launch()
    gold = await registerMember("shg", ROOT)
    await giveUsdt(gold, "500")
    await buyCard(gold, "gold")
    // Goods of the platform, listed, with a points discount of 10 a unit.
    title = `E2E Tea ${unique()}`
    await adminApi("/admin/goods", {
      method: "POST",
      body: {
        title,
        description: "Green tea, 250 g",
        points_discount: "10",
        specs: [{ name: "250 g", price: "100" }],
      },
    })
    await saveAddress(gold)
    const regions = await storeApi("/store/regions")
    region = regions.json.regions.find((r) => r.currency_code === "usd")
    assert.ok(region, "a USD region is seeded")
    // The member price Medusa answers for this gold member.
    const { json } = await storeApi(
      `/store/products?q=${encodeURIComponent(title)}&region_id=${region.id}&fields=*variants.calculated_price`,
      { token: gold.token }
    )
    const price = json.products[0].variants[0].calculated_price
    member = units(Number(price.calculated_amount).toFixed(8))
    assert.ok(
      member < units(Number(price.original_amount).toFixed(8)),
      "a gold member pays less"
    )
  })
  after(async () => {
    await browser?.close()
  })

  it("finds the goods, shows the member price, pays with points and USDT, is shipped and received", async () => {
    const before = await balances(gold)
    const page = await memberPage(browser, gold)
    await page.goto(`${STORE_URL}/shop`)
    await page.getByTestId("shop").waitFor()
    await page.getByTestId("shop-list-link").click()
    await page.waitForURL(/\/shop-list/)
    await page.getByTestId("list-search").fill(title)
    await page.getByTestId("list-search").press("Enter")
    const card = page.getByTestId("product-card").filter({ hasText: title })
    await card.waitFor()
    const memberText = `${usd2(member)} USD`
    await card.getByTestId("price-pay").getByText(memberText).waitFor()
    await card.getByTestId("price-original").getByText("100.00 USD").waitFor()

    await card.click()
    await page.waitForURL(/\/shop\/product\//)
    await page.getByTestId("product-title").getByText(title).waitFor()
    await page.getByTestId("price-pay").getByText(memberText).waitFor()
    // Our linked fields come in the same catalogue read: the points a unit may use.
    await page
      .getByTestId("points-per-unit")
      .getByText(/Use up to 10(\.0+)? points per unit/)
      .waitFor()
    await page.getByTestId("quantity").fill("")
    await page.getByTestId("add-to-cart").click()
    await page
      .getByTestId("error-quantity")
      .getByText("Quantity cannot be empty")
      .waitFor()
    await page.getByTestId("quantity").fill("1")
    await page.getByTestId("add-to-cart").click()
    await page.getByTestId("go-to-cart").click()
    await page.waitForURL(/\/shop\/cart$/)

    const line = page.getByTestId("cart-line").filter({ hasText: title })
    await line.waitFor()
    await page.getByTestId("cart-address-option").first().check()
    await page.getByTestId("cart-address-current").waitFor()
    // The only shipping option is chosen for the member.
    await page.locator("[data-testid=cart-shipping-option]:checked").waitFor()
    await page.getByTestId("cart-points-cap").waitFor()
    await page.getByTestId("cart-points-input").fill("11")
    await page.getByTestId("cart-points-apply").click()
    await page
      .getByTestId("error-points")
      .getByText("Too many points for this cart")
      .waitFor()
    await page.getByTestId("cart-points-input").fill("10")
    await page.getByTestId("cart-points-apply").click()
    await page.getByTestId("cart-points-used").getByText("10.00").waitFor()

    // Free shipping by default: the member price less 10 points.
    const toPay = member - units("10")
    await page
      .getByTestId("cart-total")
      .getByText(`${usd2(toPay)} USDT`)
      .waitFor()
    await page.getByTestId("cart-pay").click()
    await page.getByTestId("confirm-dialog").waitFor()
    await page.locator("#secondary_password").fill("Wrong0ne!")
    await page.getByTestId("confirm-submit").click()
    await page.getByTestId("error-secondary_password").waitFor()
    await page.locator("#secondary_password").fill(SECOND)
    await page.getByTestId("confirm-submit").click()
    await page.getByTestId("receipt").waitFor()
    const after = await balances(gold)
    assert.equal(units(before.USDT) - units(after.USDT), toPay)
    assert.equal(units(before.POINTS) - units(after.POINTS), units("10"))

    await page.getByTestId("paid-orders-link").click()
    await page.waitForURL(/\/shop-order$/)
    const pending = page
      .getByTestId("shop-order")
      .filter({ hasText: title })
      .first()
    await pending.getByText("Pending shipment").waitFor()
    const heading = await pending.locator("p.font-semibold").first().innerText()
    const displayId = heading.replace(/\D+/g, "")

    // Staff ship it with a courier.
    const staff = await staffPage(browser)
    await staff.goto(`${API_URL}/app/goods-orders`)
    const row = staff
      .getByTestId("order-row")
      .filter({ hasText: `#${displayId}` })
      .filter({ hasText: title })
    await row.waitFor()
    await row.getByTestId("order-ship").click()
    await staff.getByTestId("action-courier_name").fill("Correios")
    await staff.getByTestId("action-courier_number").fill("BR123456789")
    await staff.getByTestId("action-submit").click()
    // Shipped: the order leaves the pending list; a refusal stays in the drawer.
    const refused = staff.locator("[role=dialog] [role=alert]")
    await Promise.race([
      row.waitFor({ state: "detached" }),
      refused.waitFor().then(async () => {
        throw new Error(`ship refused: ${await refused.innerText()}`)
      }),
    ])
    await staff.context().close()

    // The member sees the courier and confirms receipt.
    await page.reload()
    await page.getByTestId("shop-order-tab-shipped").click()
    const shipped = page
      .getByTestId("shop-orders-shipped")
      .getByTestId("shop-order")
      .filter({ hasText: title })
    await shipped
      .getByTestId("shop-order-courier")
      .getByText("Correios · BR123456789")
      .waitFor()
    await shipped.getByTestId("shop-order-receive").click()
    await page.getByTestId("confirm-submit").click()
    await page
      .getByTestId("toast-success")
      .getByText("Receipt confirmed")
      .waitFor()
    await page.getByTestId("shop-order-tab-received").click()
    await page
      .getByTestId("shop-orders-received")
      .getByTestId("shop-order")
      .filter({ hasText: title })
      .getByText("Received")
      .waitFor()
    await page.context().close()
  })
})
