// The upgrade screen end to end: a member without USDT is told the balance is
// insufficient (with a way to recharge), gets USDT from a staff adjustment, buys a gold
// card on /star and sees it on the dashboard; the sponsor (a member with a card) sees
// the referral and layer bonus lines explained on /financial in Brazilian Portuguese.
import assert from "node:assert/strict"
import { randomUUID } from "node:crypto"
import { after, before, describe, it } from "node:test"
import {
  API_URL,
  MEMBER_SECONDARY,
  STORE_URL,
  adminToken,
  launch,
  memberPage,
  registerMember,
  storeApi,
  STAFF_SECOND,
  giveUsdt,
} from "./helpers.mjs"

const ROOT = process.env.ROOT_USERNAME

describe("/star: buying a card, and the sponsor's bonuses on /financial", () => {
  let browser
  let sponsor
  let buyer
  before(async () => {
    browser = await launch()
    sponsor = await registerMember("ss", ROOT)
    await giveUsdt(sponsor, "100")
    const bought = await storeApi("/store/cards/activate", {
      method: "POST",
      token: sponsor.token,
      key: randomUUID(),
      body: { card: "standard", secondary_password: MEMBER_SECONDARY },
    })
    assert.equal(bought.status, 201, JSON.stringify(bought.json))
    buyer = await registerMember("sb", sponsor.username)
  })
  after(async () => {
    await browser?.close()
  })

  it("refuses with 'insufficient', then buys the gold card after a confirmation and shows it on the dashboard", async () => {
    const page = await memberPage(browser, buyer)
    await page.goto(`${STORE_URL}/`)
    await page.getByTestId("dashboard").waitFor()
    await page.getByTestId("dashboard-star-link").click()
    await page.waitForURL(/\/star$/)
    assert.equal(
      await page.getByTestId("star-current-card").innerText(),
      "No card yet"
    )
    const gold = page.getByTestId("star-card-gold")
    await gold.getByText("Pay 15% of the price in the shop").waitFor()
    await gold.getByText("200 points granted").waitFor()
    await page
      .getByTestId("star-card-standard")
      .getByText("No layer bonus: it needs a gold card")
      .waitFor()

    // No USDT yet: the dialog says so with the way to recharge, and "Pay and
    // activate" stays off (nothing is sent that the balance cannot pay).
    await gold.getByTestId("star-buy-gold").click()
    let dialog = page.getByTestId("confirm-dialog")
    await dialog.locator("#secondary_password").fill(MEMBER_SECONDARY)
    assert.equal(await dialog.getByTestId("confirm-submit").isDisabled(), true)
    const short = dialog.getByTestId("star-insufficient")
    await short.getByText(/Your balance is insufficient/).waitFor()
    assert.equal(
      await short
        .getByRole("link", { name: "Recharge USDT" })
        .getAttribute("href"),
      "/recharge"
    )
    await dialog.getByRole("button", { name: "Cancel" }).click()
    await dialog.waitFor({ state: "detached" })

    await giveUsdt(buyer, "250")
    await page.reload()
    await page.getByText("250.00 USDT").first().waitFor()
    await page.getByTestId("star-buy-gold").click()
    dialog = page.getByTestId("confirm-dialog")
    assert.equal(
      await dialog.getByTestId("confirm-pay").innerText(),
      "200.00 USDT"
    )
    assert.equal(
      await dialog.getByTestId("confirm-points").innerText(),
      "200.00 points"
    )
    assert.equal(
      await dialog.getByTestId("confirm-after").innerText(),
      "50.00 USDT"
    )
    await dialog.locator("#secondary_password").fill(MEMBER_SECONDARY)
    await dialog.getByTestId("confirm-submit").click()
    const receipt = page.getByTestId("receipt")
    await receipt.getByTestId("receipt-card").getByText("Gold card").waitFor()
    await receipt
      .getByTestId("receipt-balance")
      .getByText("50.00 USDT")
      .waitFor()
    await page.getByTestId("star-current-card").getByText("Gold card").waitFor()
    assert.equal(await page.getByTestId("star-buy-gold").count(), 0)

    await page.goto(`${STORE_URL}/`)
    await page
      .getByTestId("dashboard")
      .getByText(/Gold card · Active/)
      .waitFor()
    await page
      .getByTestId("balance-POINTS")
      .getByText("200.00 points")
      .waitFor()
    await page.context().close()
  })

  it("shows the sponsor the referral and layer bonus lines in Brazilian Portuguese", async () => {
    const page = await memberPage(browser, sponsor, "pt-BR")
    await page.goto(`${STORE_URL}/financial`)
    const list = page.getByTestId("finance-list")
    const about = `da ativação de 200,00 USD (Cartão ouro) de ${buyer.username}`
    await list
      .getByText(`Bônus de indicação: 10% ${about} (15,00 USDT)`)
      .waitFor()
    await list
      .getByText(`Bônus de camada 1: 10% ${about} (15,00 USDT)`)
      .waitFor()
    await list
      .getByText(`Bônus de indicação: 10% ${about} (250,00 UUC)`)
      .first()
      .waitFor()
    // the sponsor's own purchase, described
    await list
      .getByText("Cartão padrão comprado por 100,00 USD")
      .first()
      .waitFor()

    await page.getByTestId("tab-bonuses").click()
    const bonuses = page.getByTestId("bonus-list")
    await bonuses.getByTestId("bonus-row").first().waitFor()
    assert.equal(await bonuses.getByTestId("bonus-row").count(), 2)
    await bonuses.getByText(`Bônus de camada 1: 10% ${about}`).waitFor()
    await bonuses.getByText("Liquidado").first().waitFor()
    const totals = await page.getByTestId("bonus-totals").innerText()
    for (const part of ["40,00 USD", "30,00 USDT", "500,00 UUC", "Pool baixo"])
      assert.ok(totals.includes(part), `${part} in ${totals}`)
    await page.context().close()
  })
})

describe("/star: a loan account applied for, passed by staff and repaid by bonuses", () => {
  let browser
  before(async () => {
    browser = await launch()
  })
  after(async () => {
    await browser?.close()
  })

  it("applies on /star, shows what is owed once passed, and 'Repaid' after five gold referrals", async () => {
    const borrower = await registerMember("lb", ROOT)
    const page = await memberPage(browser, borrower)
    await page.goto(`${STORE_URL}/star`)
    await page.getByTestId("loan").waitFor()
    await page.getByText("You have not applied for a loan.").waitFor()
    await page.getByTestId("loan").getByLabel("Standard card").check()
    await page.getByTestId("loan-apply").click()
    await page
      .getByTestId("confirm-dialog")
      .locator("#secondary_password")
      .fill(MEMBER_SECONDARY)
    await page.getByTestId("confirm-submit").click()
    await page.getByTestId("loan-status").getByText("Pending review").waitFor()

    // Staff pass it with their secondary password (the admin screen has its own test).
    const { loans } = await fetch(
      `${API_URL}/admin/loans?member=${borrower.username}`,
      { headers: { authorization: `Bearer ${await adminToken()}` } }
    ).then((r) => r.json())
    assert.equal(loans[0].status, "pending")
    const pass = await fetch(`${API_URL}/admin/loans/${loans[0].id}/approve`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${await adminToken()}`,
        "idempotency-key": `e2e-loan-${loans[0].id}`,
      },
      body: JSON.stringify({ secondary_password: STAFF_SECOND }),
    })
    const passed = await pass.text()
    assert.equal(pass.status, 200, passed)
    // the approval answers once the card on credit is activated: the loan moved
    // pending → transferring (with the card's entry) → passed (its completion)
    assert.equal(JSON.parse(passed).loan.status, "passed")

    await page.reload()
    const status = page.getByTestId("loan-status")
    await status.getByText("Passed: repaying from bonuses").waitFor()
    assert.match(await status.innerText(), /110/)
    await page.goto(`${STORE_URL}/`)
    await page.getByText("You still owe").waitFor()

    // Each gold card a direct referral buys repays 22.5 USDT (15 of the referral
    // bonus, 7.5 of the halved layer bonus): five repay the 110 owed.
    for (let i = 0; i < 5; i++) {
      const direct = await registerMember(`ld${i}`, borrower.username)
      await giveUsdt(direct, "200")
      const bought = await storeApi("/store/cards/activate", {
        method: "POST",
        token: direct.token,
        key: randomUUID(),
        body: { card: "gold", secondary_password: MEMBER_SECONDARY },
      })
      assert.equal(bought.status, 201, JSON.stringify(bought.json))
    }
    await page.goto(`${STORE_URL}/star`)
    await page.getByTestId("loan-status").getByText("Repaid").first().waitFor()
    assert.match(await page.getByTestId("loan-repaid").innerText(), /110/)
    await page.context().close()
  })
})
