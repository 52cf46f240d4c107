// Merchants end to end: a 5-star member applies on /apply, staff pass it in
// /app/store-record, the merchant adds goods on /shop-add, staff list them in
// /app/goods-list, another member buys them, the merchant ships on /store-order,
// the buyer confirms receipt on /shop-order, and the merchant sees the
// settlement (the price less the 10% commission) in /financial.
import assert from "node:assert/strict"
import { after, before, describe, it } from "node:test"
import {
  API_URL,
  STORE_URL,
  adminApi,
  launch,
  memberPage,
  registerMember,
  storeApi,
  unique,
  STAFF_SECOND,
  giveUsdt,
  staffPage,
  saveAddress,
} from "./helpers.mjs"

const ROOT = process.env.ROOT_USERNAME
const SECOND = "Second0ne!"

describe("merchants: apply, review, goods, sale, shipment, receipt, settlement", () => {
  let browser
  let merchant
  let buyer
  const title = `E2E Honey ${unique()}`
  before(async () => {
    browser = await launch()
    merchant = await registerMember("mch", ROOT)
    buyer = await registerMember("mby", ROOT)
    // the merchant's star level is pinned by staff (rules §7: a 5-star account)
    await adminApi(`/admin/members/${merchant.id}`, {
      method: "POST",
      body: { star_level: 5, secondary_password: STAFF_SECOND },
    })
    await giveUsdt(buyer, "200")
    await saveAddress(buyer)
  })
  after(async () => {
    await browser?.close()
  })

  it("a 5-star member becomes a merchant, sells, ships, and is settled on receipt", async () => {
    // 1. The member applies on /apply.
    const page = await memberPage(browser, merchant)
    await page.goto(`${STORE_URL}/apply`)
    await page.getByTestId("merchant-conditions").waitFor()
    await page
      .locator("#merchant-description")
      .fill("Honey from our own hives, shipped in glass jars.")
    await page.getByTestId("merchant-submit").click()
    await page.getByTestId("merchant-application").waitFor()

    // 2. Staff pass it in /app/store-record with their secondary password.
    const staff = await staffPage(browser)
    await staff.goto(`${API_URL}/app/store-record`)
    const application = staff
      .getByTestId("application-row")
      .filter({ hasText: merchant.username })
    await application.waitFor()
    await application.getByTestId("application-approve").click()
    await staff.getByTestId("review-secondary_password").fill(STAFF_SECOND)
    await staff.getByTestId("review-submit").click()
    await staff
      .getByTestId("application-row")
      .filter({ hasText: merchant.username })
      .getByTestId("application-approve")
      .waitFor({ state: "detached" })

    // 3. The merchant adds goods on /shop-add: pending listing.
    await page.goto(`${STORE_URL}/shop-add`)
    await page.getByTestId("merchant-goods-form").waitFor()
    await page.locator("#title").fill(title)
    await page.locator("#goods-description").fill("Wildflower honey, 500 g")
    await page.locator("#points_discount").fill("0")
    await page.locator("#spec-name-0").fill("500 g")
    await page.locator("#spec-price-0").fill("50")
    await page.getByTestId("merchant-goods-save").click()
    await page.waitForURL((url) => !url.pathname.endsWith("/shop-add"))

    // 4. Staff list them in /app/goods-list.
    await staff.goto(`${API_URL}/app/goods-list`)
    await staff.getByTestId("goods-search").fill(title)
    const goodsRow = staff.getByTestId("goods-row").filter({ hasText: title })
    await goodsRow.waitFor()
    await goodsRow.getByTestId("goods-toggle").click()
    await goodsRow.getByText("Unlist").waitFor()

    // 5. Another member buys them from the storefront.
    const shopper = await memberPage(browser, buyer)
    await shopper.goto(`${STORE_URL}/shop-list`)
    await shopper.getByTestId("list-search").fill(title)
    await shopper.getByTestId("list-search").press("Enter")
    const card = shopper.getByTestId("product-card").filter({ hasText: title })
    await card.waitFor()
    await card.click()
    await shopper.waitForURL(/\/shop\/product\//)
    await shopper.getByTestId("quantity").fill("1")
    await shopper.getByTestId("add-to-cart").click()
    await shopper.getByTestId("go-to-cart").click()
    await shopper.waitForURL(/\/shop\/cart$/)
    await shopper.getByTestId("cart-line").filter({ hasText: title }).waitFor()
    await shopper.getByTestId("cart-address-option").first().check()
    await shopper.getByTestId("cart-address-current").waitFor()
    await shopper
      .locator("[data-testid=cart-shipping-option]:checked")
      .waitFor()
    // not a card holder: the original price, free shipping
    await shopper.getByTestId("cart-total").getByText("50.00 USDT").waitFor()
    await shopper.getByTestId("cart-pay").click()
    await shopper.getByTestId("confirm-dialog").waitFor()
    await shopper.locator("#secondary_password").fill(SECOND)
    await shopper.getByTestId("confirm-submit").click()
    await shopper.getByTestId("receipt").waitFor()

    // 6. The merchant ships on /store-order (only their own orders are there).
    await page.goto(`${STORE_URL}/store-order`)
    const order = page.getByTestId("merchant-order").filter({ hasText: title })
    await order.waitFor()
    await order.locator("input[name=courier_name]").fill("Correios")
    await order.locator("input[name=courier_number]").fill("BR987654321")
    await order.getByTestId("merchant-ship").click()
    await order.waitFor({ state: "detached" })

    // 7. The buyer confirms receipt on /shop-order.
    await shopper.goto(`${STORE_URL}/shop-order`)
    await shopper.getByTestId("shop-order-tab-shipped").click()
    const shipped = shopper
      .getByTestId("shop-orders-shipped")
      .getByTestId("shop-order")
      .filter({ hasText: title })
    await shipped
      .getByTestId("shop-order-courier")
      .getByText("Correios · BR987654321")
      .waitFor()
    await shipped.getByTestId("shop-order-receive").click()
    await shopper.getByTestId("confirm-submit").click()
    await shopper
      .getByTestId("toast-success")
      .getByText("Receipt confirmed")
      .waitFor()

    // 8. Staff see the merchant and the settlement; the merchant sees it in /financial.
    await staff.goto(`${API_URL}/app/goods-orders`)
    await staff.getByRole("combobox").first().click()
    await staff.getByRole("option", { name: "Received" }).click()
    const staffRow = staff.getByTestId("order-row").filter({ hasText: title })
    await staffRow
      .getByTestId("order-merchant")
      .getByText(merchant.username)
      .waitFor()
    const settlement = staffRow.getByTestId("order-settlement")
    await settlement.waitFor()
    const settled = await settlement.innerText()
    assert.match(
      settled,
      /\b45(\.0+)? USDT/,
      `the staff's settlement line: ${settled}`
    )
    await staff.context().close()

    await page.goto(`${STORE_URL}/financial`)
    const row = page
      .getByTestId("finance-row")
      .filter({ hasText: "Merchant settlement" })
    await row.waitFor()
    // 50 USD less the 10% commission
    await row
      .getByText(/45\.00/)
      .first()
      .waitFor()
    const { json } = await storeApi("/store/ledger/balances", {
      token: merchant.token,
    })
    assert.equal(Number(json.balances.USDT), 45)
    await shopper.context().close()
    await page.context().close()
  })
})
