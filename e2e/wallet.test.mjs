// The ledger's member screens end to end: recharge reported on /recharge and confirmed
// by staff, cash-out on /exchange (approved and rejected by staff with every weekday
// open in the plan; the closed-day message with every weekday closed), USDT → UUC
// exchange, a UUC transfer between two members, burn and low pool, and /financial in
// Brazilian Portuguese.
import assert from "node:assert/strict"
import { randomBytes, randomUUID } from "node:crypto"
import { after, before, describe, it } from "node:test"
import {
  API_URL,
  MEMBER_SECONDARY as SECOND,
  STORE_URL,
  adminToken,
  launch,
  memberPage,
  registerMember,
  storeApi,
  STAFF_SECOND,
} from "./helpers.mjs"

const ROOT = process.env.ROOT_USERNAME

/** Staff calls with a fresh Idempotency-Key per action. */
async function staff(path, { method = "GET", body } = {}) {
  const res = await fetch(`${API_URL}${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${await adminToken()}`,
      ...(method === "POST" ? { "idempotency-key": randomUUID() } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = await res.json().catch(() => ({}))
  if (!res.ok)
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`)
  return json
}

/**
 * Sets the plan's closed withdrawal weekdays (a new plan version) and answers the
 * previous list; a list equal to the one in force is left alone (the plan refuses a
 * change that changes nothing).
 */
async function setClosedWeekdays(days) {
  const { plan } = await staff("/admin/plan")
  const previous = plan.withdrawal.closed_weekdays
  if (JSON.stringify(previous) !== JSON.stringify(days))
    await staff("/admin/plan", {
      method: "POST",
      body: {
        withdrawal: { closed_weekdays: days },
        secondary_password: STAFF_SECOND,
      },
    })
  return previous
}

const txHash = () => `0x${randomBytes(32).toString("hex")}`
const balances = async (m) =>
  (await storeApi("/store/ledger/balances", { token: m.token })).json.balances

/** Reports a recharge on /recharge and has staff confirm it. */
async function rechargeThroughUi(page, m, amount) {
  await page.goto(`${STORE_URL}/recharge`)
  await page.getByTestId("receiving-address").waitFor()
  await page.locator("#amount").fill(amount)
  await page.locator("#tx_hash").fill(txHash())
  await page.getByTestId("recharge-submit").click()
  await page.getByTestId("receipt").waitFor()
  const { recharges } = await staff(
    `/admin/recharges?status=pending&member=${m.username}`
  )
  assert.equal(recharges.length, 1)
  await staff(`/admin/recharges/${recharges[0].id}/confirm`, {
    method: "POST",
    body: { secondary_password: STAFF_SECOND },
  })
}

describe("wallet and ledger screens", () => {
  let browser
  let ana
  let bia
  before(async () => {
    browser = await launch()
    ana = await registerMember("wa", ROOT)
    bia = await registerMember("wb", ROOT)
  })
  after(async () => {
    await browser?.close()
  })

  it("reports a recharge with the full receiving address, checks it, and shows the confirmed balance", async () => {
    const { json } = await storeApi("/store/chain-addresses")
    const addressOf = (chain) =>
      json.chain_addresses.find((a) => a.chain === chain).address
    const page = await memberPage(browser, ana)
    await page.goto(`${STORE_URL}/wallet`)
    await page.getByTestId("wallet").waitFor()
    await page.getByRole("link", { name: "Recharge" }).first().click()
    await page.waitForURL(/\/recharge$/)

    // The full address of the chosen chain (never shortened) and the wrong-chain warning.
    assert.equal(
      await page.getByTestId("receiving-address").innerText(),
      addressOf("BEP20")
    )
    assert.match(
      await page.getByTestId("chain-warning").innerText(),
      /incorrect chain are lost/
    )
    await page.getByTestId("chain-POLYGON").click()
    assert.equal(
      await page.getByTestId("receiving-address").innerText(),
      addressOf("POLYGON")
    )
    await page.getByTestId("chain-BEP20").click()
    await page.getByRole("img", { name: /QR code of the BEP20/ }).waitFor()

    // Client-side checks show the spec's messages under the field.
    await page.getByTestId("recharge-submit").click()
    await page
      .getByTestId("error-amount")
      .getByText("Please enter an amount")
      .waitFor()
    await page.locator("#amount").fill("200")
    await page.locator("#tx_hash").fill("0x1234")
    await page.getByTestId("recharge-submit").click()
    await page.getByTestId("error-tx_hash").waitFor()

    const hash = txHash()
    await page.locator("#tx_hash").fill(hash)
    await page.getByTestId("recharge-submit").click()
    await page.getByTestId("receipt").waitFor()
    const row = page.getByTestId("recharge-row").filter({ hasText: hash })
    await row.getByText("Pending confirmation").waitFor()

    // A pending recharge's status check answers "not detected" as an info toast.
    await row.getByTestId("recharge-check").click()
    await page
      .getByTestId("toast-info")
      .getByText("Not detected, please try again later")
      .waitFor()
    assert.equal(await page.getByTestId("toast-error").count(), 0)

    // The same TX hash is refused by the server, translated by its code.
    await page.locator("#amount").fill("200")
    await page.locator("#tx_hash").fill(hash)
    await page.getByTestId("recharge-submit").click()
    await page
      .getByTestId("error-tx_hash")
      .getByText("This TX hash has already been submitted")
      .waitFor()

    const { recharges } = await staff(
      `/admin/recharges?status=pending&member=${ana.username}`
    )
    assert.equal(recharges.length, 1)
    assert.equal(recharges[0].tx_hash, hash)
    await staff(`/admin/recharges/${recharges[0].id}/confirm`, {
      method: "POST",
      body: { secondary_password: STAFF_SECOND },
    })

    await page.reload()
    await row.getByText("Confirmed").waitFor()
    await page.goto(`${STORE_URL}/wallet`)
    await page.getByTestId("balance-USDT").getByText("200.00 USDT").waitFor()
    await page.goto(`${STORE_URL}/`)
    await page.getByTestId("dashboard").waitFor()
    await page.getByTestId("balance-USDT").getByText("200.00 USDT").waitFor()
    await page.context().close()
  })

  it("cash-out: says withdrawals are closed today when the plan closes every weekday, and the server refuses", async () => {
    const previous = await setClosedWeekdays([0, 1, 2, 3, 4, 5, 6])
    try {
      const { json } = await storeApi("/store/withdrawals/rules", {
        token: ana.token,
      })
      assert.equal(json.rules.closed_today, true)
      const page = await memberPage(browser, ana)
      await page.goto(`${STORE_URL}/exchange`)
      const card = page.getByTestId("withdraw-rules")
      await card
        .getByText(
          "No withdrawals on: Sunday, Monday, Tuesday, Wednesday, Thursday, Friday, and Saturday (UTC time)."
        )
        .waitFor()
      await page
        .getByTestId("withdraw-blocked")
        .getByText("Withdrawals are closed on this day of the week")
        .waitFor()
      assert.equal(await page.getByTestId("withdraw-submit").isDisabled(), true)
      const refused = await storeApi("/store/withdrawals", {
        method: "POST",
        token: ana.token,
        key: randomUUID(),
        body: {
          amount: "60",
          chain: "BEP20",
          address: `0x${"1".repeat(40)}`,
          secondary_password: SECOND,
        },
      })
      assert.equal(refused.json.code, "withdrawal_closed_today")
      await page.context().close()
    } finally {
      await setClosedWeekdays(previous)
    }
  })

  it("cash-out: shows the rules first, then approved and rejected withdrawals (every weekday open)", async () => {
    const previous = await setClosedWeekdays([])
    try {
      await cashOut()
    } finally {
      await setClosedWeekdays(previous)
    }
  })

  /** Ana's approved and Bia's rejected withdrawal, with withdrawals open today. */
  async function cashOut() {
    const setup = await memberPage(browser, bia)
    await rechargeThroughUi(setup, bia, "100")
    await setup.context().close()
    const { json } = await storeApi("/store/withdrawals/rules", {
      token: ana.token,
    })
    const rules = json.rules
    const page = await memberPage(browser, ana)
    await page.goto(`${STORE_URL}/exchange`)
    const card = page.getByTestId("withdraw-rules")
    await card.getByText("The minimum withdrawal is 50.00 USDT.").waitFor()
    await card.getByText(/Service charge: 10%/).waitFor()
    assert.equal(rules.closed_today, false)
    assert.equal(await card.getByText(/No withdrawals on/).count(), 0)

    // Ana: 60 USDT, 10% fee; the confirmation shows the full address.
    const address = `0x${randomBytes(20).toString("hex")}`
    await page.locator("#amount").fill("60")
    await page.getByTestId("chain-POLYGON").click()
    await page.locator("#address").fill(address)
    await page.getByTestId("withdraw-submit").click()
    const dialog = page.getByTestId("confirm-dialog")
    assert.equal(
      await dialog.getByTestId("confirm-address").innerText(),
      address
    )
    assert.equal(
      await dialog.getByTestId("confirm-fee").innerText(),
      "6.00 USDT"
    )
    assert.equal(
      await dialog.getByTestId("confirm-net").innerText(),
      "54.00 USDT"
    )
    assert.equal(
      await dialog.getByTestId("confirm-chain").innerText(),
      "POLYGON"
    )
    await dialog.locator("#secondary_password").fill(SECOND)
    await dialog.getByTestId("confirm-submit").click()
    await page.getByTestId("receipt").getByText("Pending review").waitFor()
    await page.getByTestId("receipt-balance").getByText("140.00 USDT").waitFor()
    const held = await balances(ana)
    assert.equal(held.USDT_HELD, "60.00000000")

    const { withdrawals } = await staff(
      `/admin/withdrawals?status=open&member=${ana.username}`
    )
    await staff(`/admin/withdrawals/${withdrawals[0].id}/approve`, {
      method: "POST",
      body: { secondary_password: STAFF_SECOND, tx_hash: txHash() },
    })
    await page.reload()
    await page.getByTestId("withdraw-row").getByText("Passed").waitFor()
    await page
      .getByTestId("withdraw-blocked")
      .getByText("At most one withdrawal per day")
      .waitFor()

    // Bia: requested, rejected with a reason, the held amount returns.
    const bpage = await memberPage(browser, bia)
    await bpage.goto(`${STORE_URL}/exchange`)
    await bpage.locator("#amount").fill("50")
    await bpage.locator("#address").fill(address)
    await bpage.getByTestId("withdraw-submit").click()
    await bpage
      .getByTestId("confirm-dialog")
      .locator("#secondary_password")
      .fill(SECOND)
    await bpage.getByTestId("confirm-submit").click()
    await bpage.getByTestId("receipt").waitFor()
    assert.equal((await balances(bia)).USDT, "50.00000000")
    const open = await staff(
      `/admin/withdrawals?status=open&member=${bia.username}`
    )
    await staff(`/admin/withdrawals/${open.withdrawals[0].id}/reject`, {
      method: "POST",
      body: {
        secondary_password: STAFF_SECOND,
        reason: "Address on the wrong chain",
      },
    })
    await bpage.reload()
    const row = bpage.getByTestId("withdraw-row")
    await row.getByText("Rejected").waitFor()
    await row.getByText("Reason: Address on the wrong chain").waitFor()
    const back = await balances(bia)
    assert.equal(back.USDT, "100.00000000")
    assert.equal(back.USDT_HELD, "0.00000000")
    await bpage.context().close()
    await page.context().close()
  }

  it("exchanges USDT for UUC, transfers UUC to another member, burns and pools some", async () => {
    const before = await balances(ana)
    const page = await memberPage(browser, ana)
    await page.goto(`${STORE_URL}/wallet`)
    await page.getByTestId("action-exchangetabswap").click()
    await page.getByTestId("exchange-limits").waitFor()
    await page.locator("#swap_amount").fill("10")
    await page.getByText("You receive:").getByText("1,000.00 UUC").waitFor()
    await page.getByTestId("swap-submit").click()
    await page
      .getByTestId("confirm-dialog")
      .locator("#secondary_password")
      .fill(SECOND)
    await page
      .getByTestId("confirm-dialog")
      .getByTestId("confirm-submit")
      .click()
    await page.getByTestId("receipt-out").getByText("1,000.00 UUC").waitFor()
    await page
      .getByTestId("exchange-history")
      .getByText("+1,000.00 UUC")
      .waitFor()

    // Transfer 250 UUC to Bia; a wrong secondary password is refused first.
    await page.goto(`${STORE_URL}/wallet#transfer`)
    await page.getByTestId("balance-UUC").getByText("1,000.00 UUC").waitFor()
    await page.locator("#to_username").fill(bia.username)
    await page.locator("#amount").fill("2000")
    await page.getByTestId("transfer-submit").click()
    await page
      .getByTestId("error-amount")
      .getByText("Your balance is insufficient")
      .waitFor()
    await page.locator("#amount").fill("250")
    await page.getByTestId("transfer-submit").click()
    const dialog = page.getByTestId("confirm-dialog")
    assert.equal(
      await dialog.getByTestId("confirm-recipient").innerText(),
      bia.username
    )
    await dialog.locator("#secondary_password").fill("not-it")
    await dialog.getByTestId("confirm-submit").click()
    await dialog
      .getByTestId("error-secondary_password")
      .getByText("The secondary password is incorrect")
      .waitFor()
    await dialog.locator("#secondary_password").fill(SECOND)
    await dialog.getByTestId("confirm-submit").click()
    await page.getByTestId("receipt-balance").getByText("750.00 UUC").waitFor()
    await page
      .getByTestId("transfer-history")
      .getByText(`Sent to ${bia.username}`)
      .waitFor()
    assert.equal((await balances(bia)).UUC, "250.00000000")

    await page.goto(`${STORE_URL}/burn`)
    await page.locator("#amount").fill("50")
    await page.getByTestId("burn-submit").click()
    await page
      .getByTestId("confirm-dialog")
      .locator("#secondary_password")
      .fill(SECOND)
    await page
      .getByTestId("confirm-dialog")
      .getByTestId("confirm-submit")
      .click()
    await page.getByTestId("receipt-balance").getByText("700.00 UUC").waitFor()
    await page.getByTestId("burn-history").getByText("50.00 UUC").waitFor()

    await page.goto(`${STORE_URL}/shares`)
    await page.locator("#amount").fill("100")
    await page.getByTestId("shares-submit").click()
    await page
      .getByTestId("confirm-dialog")
      .locator("#secondary_password")
      .fill(SECOND)
    await page
      .getByTestId("confirm-dialog")
      .getByTestId("confirm-submit")
      .click()
    await page.getByTestId("receipt-balance").getByText("600.00 UUC").waitFor()
    const after = await balances(ana)
    assert.equal(after.UUC_POOL, "100.00000000")
    assert.equal(
      Number(after.USDT),
      Number(before.USDT) - 10,
      "the exchange took 10 USDT"
    )
    await page.context().close()

    const bpage = await memberPage(browser, bia)
    await bpage.goto(`${STORE_URL}/wallet`)
    await bpage.getByTestId("balance-UUC").getByText("250.00 UUC").waitFor()
    await bpage
      .getByTestId("transfer-history")
      .getByText(`Received from ${ana.username}`)
      .waitFor()
    await bpage.context().close()
  })

  it("lists the finance records in Brazilian Portuguese, filtered and translated", async () => {
    const page = await memberPage(browser, ana, "pt-BR")
    // A Brazilian keypad types a decimal comma: 0,5 UUC is read as 0.5.
    await page.goto(`${STORE_URL}/burn`)
    await page.locator("#amount").fill("0,5")
    await page.getByTestId("burn-submit").click()
    const dialog = page.getByTestId("confirm-dialog")
    await dialog.getByText("0,50 UUC").first().waitFor()
    await dialog.locator("#secondary_password").fill(SECOND)
    await dialog.getByTestId("confirm-submit").click()
    await page.getByTestId("receipt-balance").getByText("599,50 UUC").waitFor()

    await page.goto(`${STORE_URL}/financial`)
    const list = page.getByTestId("finance-list")
    await list
      .getByTestId("finance-desc")
      .getByText("Recarga de 200,00 USDT pela rede BEP20")
      .waitFor()
    await list
      .getByText("Troca de 10,00 USDT por 1.000,00 UUC a 0,01")
      .first()
      .waitFor()
    await list
      .getByText(`Transferência de UUC de ${ana.username} para ${bia.username}`)
      .waitFor()
    await list.getByText("Queima de 50,00 UUC").waitFor()
    await list.getByText("Queima de 0,50 UUC").waitFor()
    await list.getByText("-250,00 UUC").waitFor()
    assert.ok((await list.getByText("Liquidado").count()) >= 1)
    assert.equal(await page.getByText("Recharge of").count(), 0)

    await page.getByLabel("Tipo").selectOption("transfer")
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('[data-testid="finance-row"]')].length ===
        1
    )
    await list
      .getByTestId("finance-desc")
      .getByText(/Transferência de UUC/)
      .waitFor()
    await page.getByLabel("Tipo").selectOption("burn")
    await list.getByText("Queima de 50,00 UUC").waitFor()
    await page.getByLabel("Ativo").selectOption("USDT")
    await page
      .getByText(
        "Nenhum registro corresponde a estes filtros. Altere-os ou limpe-os."
      )
      .waitFor()
    await page.getByRole("button", { name: "Limpar filtros" }).click()
    await list.getByText("Recarga de 200,00 USDT pela rede BEP20").waitFor()
    await page.context().close()
  })
})
