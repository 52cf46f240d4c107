// Staff side of what a newcomer trips over: the attention page's counts, /app/system's translated labels
// and percentages, a server error in the staff member's language, member rows
// reachable by keyboard, the store's name.
import assert from "node:assert/strict"
import { randomBytes, randomUUID } from "node:crypto"
import { after, before, describe, it } from "node:test"
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  API_URL,
  launch,
  registerMember,
  storeApi,
} from "./helpers.mjs"

const ROOT = process.env.ROOT_USERNAME

describe("newcomer: the admin for new staff", () => {
  let browser
  let page
  before(async () => {
    browser = await launch()
    const ctx = await browser.newContext({
      viewport: { width: 1280, height: 900 },
    })
    // The dashboard's language, as its language detector reads it.
    await ctx.addInitScript(() => {
      if (!localStorage.getItem("lng")) localStorage.setItem("lng", "ptBR")
    })
    page = await ctx.newPage()
    page.setDefaultTimeout(60000)
    await page.goto(`${API_URL}/app/login`)
    await page.locator("input[name=email]").fill(ADMIN_EMAIL)
    await page.locator("input[name=password]").fill(ADMIN_PASSWORD)
    await page.locator("button[type=submit]").click()
    await page.waitForURL((url) => !url.pathname.endsWith("/login"))
  })
  after(async () => {
    await browser?.close()
  })

  it("counts what needs attention: a reported recharge appears in the count", async () => {
    await page.goto(`${API_URL}/app/attention`)
    const count = page.getByTestId("attention-recharges-count")
    await page.waitForFunction(() =>
      /^\d+$/.test(
        document
          .querySelector("[data-testid=attention-recharges-count]")
          ?.textContent?.trim() ?? ""
      )
    )
    const before = Number(await count.innerText())
    const m = await registerMember("at", ROOT)
    const r = await storeApi("/store/recharges", {
      method: "POST",
      token: m.token,
      key: randomUUID(),
      body: {
        amount: "25",
        chain: "BEP20",
        tx_hash: `0x${randomBytes(32).toString("hex")}`,
      },
    })
    assert.equal(r.status, 201, JSON.stringify(r.json))
    await page.reload()
    await page.waitForFunction(
      (n) =>
        Number(
          document.querySelector("[data-testid=attention-recharges-count]")
            ?.textContent
        ) === n,
      before + 1
    )
    // The screens, grouped by area, in Portuguese.
    assert.match(await page.getByTestId("area-money").innerText(), /Dinheiro/)
    // the shop's queues too: merchant applications, goods to list, orders to ship
    for (const [key, label] of [
      ["merchantApplications", /Solicitações de comerciante/],
      ["goodsToList", /Produtos aguardando publicação/],
      ["ordersToShip", /Pedidos aguardando envio/],
    ]) {
      assert.match(
        await page.getByTestId(`attention-${key}`).innerText(),
        label
      )
      await page.waitForFunction(
        (id) =>
          /^\d+$/.test(
            document
              .querySelector(`[data-testid=attention-${id}-count]`)
              ?.textContent?.trim() ?? ""
          ),
        key
      )
    }
  })

  it("labels /app/system's fields in the staff member's language, rates as percentages", async () => {
    await page.goto(`${API_URL}/app/system`)
    await page.getByTestId("plan-field-cards.gold.price").waitFor()
    assert.equal(
      (
        await page.locator("label[for='plan-cards.gold.price']").innerText()
      ).trim(),
      "Preço do cartão ouro (USD)"
    )
    assert.match(
      await page.getByTestId("plan-percent-split.usdt").innerText(),
      /75%/
    )
    assert.match(
      await page.getByTestId("plan-help-split.pool_share_of_uuc").innerText(),
      /fundo baixo/
    )
  })

  it("shows a server error in the staff member's language", async () => {
    await page.goto(`${API_URL}/app/system`)
    const gold = page.getByTestId("plan-field-cards.gold.price")
    await gold.fill("1")
    await page
      .getByTestId("plan-secondary-password")
      .fill(process.env.ADMIN_SECONDARY_PASSWORD)
    await page.getByTestId("plan-save").click()
    await page
      .getByText("O cartão ouro deve custar mais que o cartão padrão")
      .first()
      .waitFor()
  })

  it("opens a member from the list by keyboard: the username is a link", async () => {
    await page.goto(`${API_URL}/app/member`)
    const link = page.getByTestId("member-link").first()
    await link.waitFor()
    await link.focus()
    await page.keyboard.press("Enter")
    await page.waitForURL(/\/app\/member\/[^/]+$/)
    await page.locator("h1").first().waitFor()
  })
})
