import assert from "node:assert/strict"
import { randomUUID } from "node:crypto"
import { after, before, describe, it } from "node:test"
import {
  API_URL,
  adminApi,
  launch,
  registerMember,
  MEMBER_SECONDARY,
  STAFF_SECOND,
  staffPage,
} from "./helpers.mjs"

const ROOT = process.env.ROOT_USERNAME
const KEY = process.env.PUBLISHABLE_KEY

async function store(path, { method = "GET", body, token } = {}) {
  const res = await fetch(`${API_URL}${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      "x-publishable-api-key": KEY,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(method === "POST" ? { "idempotency-key": randomUUID() } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = await res.json().catch(() => ({}))
  assert.ok(res.ok, `${method} ${path}: ${res.status} ${JSON.stringify(json)}`)
  return json
}

/** Staff fund the member's USDT, then the member buys the card. */
async function buy(m, card, amount) {
  await adminApi(`/admin/members/${m.id}/adjustments`, {
    method: "POST",
    body: {
      asset: "USDT",
      direction: "increase",
      amount,
      reason: "e2e funding",
      secondary_password: STAFF_SECOND,
    },
  })
  return store("/store/cards/activate", {
    method: "POST",
    body: { card, secondary_password: MEMBER_SECONDARY },
    token: m.token,
  })
}

describe("admin: bonus records and plan versions", () => {
  let browser
  before(async () => {
    browser = await launch()
  })
  after(async () => {
    await browser?.close()
  })

  it("lists the bonus an activation paid, with its type's total", async () => {
    const sponsor = await registerMember("rsp", ROOT)
    const buyer = await registerMember("rby", sponsor.username)
    await buy(sponsor, "standard", "100")
    const { bonuses } = await buy(buyer, "gold", "200")
    assert.deepEqual(
      bonuses.map((b) => [b.type, b.amount_usd]),
      [
        ["referral", "20.00000000"],
        ["layer", "20.00000000"],
      ]
    )

    const page = await staffPage(browser)
    await page.goto(`${API_URL}/app/bonus-record`)
    await page.getByTestId("bonus-member-filter").fill(sponsor.username)
    const rows = page
      .getByTestId("bonus-row")
      .filter({ hasText: sponsor.username })
    await rows.filter({ hasText: "Referral" }).waitFor()
    await rows.filter({ hasText: "Layer" }).waitFor()
    assert.equal(await rows.count(), 2)
    const referral = page.getByTestId("bonus-total-referral")
    await referral.getByText("20 USD").waitFor()
    await page.getByTestId("bonus-total-all").getByText("40 USD").waitFor()
    const href = await page.getByTestId("bonus-export").getAttribute("href")
    assert.match(href, /^\/admin\/bonus-records\/export\?member=/)
    await page.context().close()
  })

  it("saves a plan change as a new version and shows the difference", async () => {
    const { version, plan } = await adminApi("/admin/plan")
    const was = plan.bonuses.community.rate
    const next = was === "0.12" ? "0.13" : "0.12"
    const page = await staffPage(browser)
    await page.goto(`${API_URL}/app/system`)
    const field = page.getByTestId("plan-field-bonuses.community.rate")
    assert.equal(await field.inputValue(), was)
    await field.fill(next)
    await page.getByTestId("plan-secondary-password").fill(STAFF_SECOND)
    await page.getByTestId("plan-save").click()
    await page
      .getByText(`Version ${version + 1} is now in force`)
      .first()
      .waitFor()
    await page
      .getByTestId("plan-version-row")
      .filter({ hasText: String(version + 1) })
      .first()
      .waitFor()
    // the comparison opens on the version before against the one in force
    const change = page
      .getByTestId("plan-diff-row")
      .filter({ hasText: "bonuses.community.rate" })
    await change.waitFor()
    assert.match(await change.innerText(), new RegExp(`${was}[\\s\\S]*${next}`))
    assert.equal(await page.getByTestId("plan-diff-row").count(), 1)

    await adminApi("/admin/plan", {
      method: "POST",
      body: {
        bonuses: { community: { rate: was } },
        secondary_password: STAFF_SECOND,
      },
    })

    await page.getByTestId("disclosure-link").click()
    await page.waitForURL((url) => url.pathname.endsWith("/system/disclosure"))
    await page.getByTestId("disclosure-report").waitFor()
    assert.ok((await page.getByTestId("disclosure-band").count()) >= 2)
    await page.context().close()
  })

  it("passes a loan application with the staff secondary password", async () => {
    const borrower = await registerMember("rln", ROOT)
    const { loan } = await store("/store/loans", {
      method: "POST",
      body: { secondary_password: MEMBER_SECONDARY },
      token: borrower.token,
    })
    const page = await staffPage(browser)
    await page.goto(`${API_URL}/app/apply-record`)
    const row = page
      .getByTestId("loan-row")
      .filter({ hasText: borrower.username })
    await row.getByTestId("loan-approve").click()
    await page.getByTestId("review-secondary_password").fill("wrong-password")
    await page.getByTestId("review-submit").click()
    await page
      .getByRole("alert")
      .filter({ hasText: "The staff secondary password is incorrect" })
      .first()
      .waitFor()
    await page.getByTestId("review-secondary_password").fill(STAFF_SECOND)
    await page.getByTestId("review-submit").click()
    await page
      .getByText("Application passed: funds are being transferred")
      .first()
      .waitFor()
    await row.waitFor({ state: "detached" })
    const { loans } = await adminApi(`/admin/loans?member=${borrower.username}`)
    assert.equal(loans[0].id, loan.id)
    assert.equal(loans[0].status, "passed")
    await page.context().close()
  })
})
