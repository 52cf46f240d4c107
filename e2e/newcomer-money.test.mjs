// What a newcomer trips over on money screens: /home from the plan in force and for a logged-in member,
// the demo receiving address banner on /recharge, a withdrawal's hold shown as held.
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
  newPage,
  registerMember,
  storeApi,
  STAFF_SECOND,
} from "./helpers.mjs"

const ROOT = process.env.ROOT_USERNAME

async function staff(path, { method = "GET", body } = {}) {
  const res = await fetch(`${API_URL}${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${await adminToken()}`,
      ...(method === "POST" ? { "idempotency-key": randomUUID() } : {}),
    },
    // Staff money moves and money settings carry the staff secondary password.
    body:
      body === undefined
        ? undefined
        : JSON.stringify({
            secondary_password: process.env.ADMIN_SECONDARY_PASSWORD,
            ...body,
          }),
  })
  const json = await res.json().catch(() => ({}))
  if (!res.ok)
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`)
  return json
}

describe("newcomer: /home, demo addresses, held withdrawals", () => {
  let browser
  let member
  before(async () => {
    browser = await launch()
    member = await registerMember("nm", ROOT)
  })
  after(async () => {
    await browser?.close()
  })

  it("shows /home's card prices from the plan in force", async () => {
    const { plan } = await staff("/admin/plan")
    const before = plan.cards.standard.price
    const raised = String(Number(before) + 7)
    await staff("/admin/plan", {
      method: "POST",
      body: { cards: { standard: { price: raised } } },
    })
    try {
      const page = await newPage(browser, { locale: "en-US" })
      await page.goto(`${STORE_URL}/home`)
      await page
        .getByTestId("card-standard")
        .getByText(`$${raised}`, { exact: false })
        .waitFor()
      // A visitor: Join and Log in, and how to get a referral link.
      await page.getByTestId("home-cta-register").waitFor()
      await page.getByTestId("home-cta-login").waitFor()
      assert.match(
        await page.getByTestId("home-referral-help").innerText(),
        /referral link/
      )
      await page.context().close()
    } finally {
      await staff("/admin/plan", {
        method: "POST",
        body: { cards: { standard: { price: before } } },
      })
    }
  })

  it("leads a logged-in member from /home to the dashboard, without Join or Log in", async () => {
    const page = await memberPage(browser, member)
    await page.goto(`${STORE_URL}/home`)
    await page.getByTestId("home-cta-dashboard").click()
    await page.waitForURL(`${STORE_URL}/`)
    await page.goBack()
    await page.getByTestId("home-cta-dashboard").waitFor()
    assert.equal(await page.getByTestId("home-cta-register").count(), 0)
    assert.equal(await page.getByTestId("home-cta-login").count(), 0)
    // the phone's Home tab is the member's dashboard, with no second "Me" tab to it
    const tabs = page
      .getByRole("navigation", { name: "Main navigation" })
      .last()
    await page.goto(`${STORE_URL}/team`)
    await tabs.getByRole("link", { name: "Home" }).click()
    await page.waitForURL(`${STORE_URL}/`)
    await page.getByTestId("dashboard").waitFor()
    assert.equal(
      await tabs.getByRole("link", { name: "Me", exact: true }).count(),
      0
    )
    await page.context().close()
  })

  it("marks the seeded receiving address as a demo until staff set a real one", async () => {
    const page = await memberPage(browser, member)
    await page.goto(`${STORE_URL}/recharge`)
    await page.getByTestId("receiving-address").waitFor()
    assert.match(
      await page.getByTestId("demo-address-banner").innerText(),
      /Demo address: do not send funds/
    )
    const { chain_addresses } = (await storeApi("/store/chain-addresses")).json
    for (const a of chain_addresses)
      await staff("/admin/chain-addresses", {
        method: "POST",
        body: {
          chain: a.chain,
          address: `0x${randomUUID().replace(/-/g, "").padEnd(40, "a")}`,
        },
      })
    await page.reload()
    await page.getByTestId("receiving-address").waitFor()
    assert.equal(await page.getByTestId("demo-address-banner").count(), 0)
    await page.context().close()
  })

  it("shows a pending withdrawal's hold as held, not settled, on /financial", async () => {
    const { plan } = await staff("/admin/plan")
    const closed = plan.withdrawal.closed_weekdays
    if (closed.length)
      await staff("/admin/plan", {
        method: "POST",
        body: { withdrawal: { closed_weekdays: [] } },
      })
    try {
      await staff(`/admin/members/${member.id}/adjustments`, {
        method: "POST",
        body: {
          asset: "USDT",
          direction: "increase",
          amount: "100",
          reason: "newcomer test",
          secondary_password: STAFF_SECOND,
        },
      })
      const w = await storeApi("/store/withdrawals", {
        method: "POST",
        token: member.token,
        key: randomUUID(),
        body: {
          amount: "60",
          chain: "BEP20",
          address: `0x${"2".repeat(40)}`,
          secondary_password: MEMBER_SECONDARY,
        },
      })
      assert.equal(w.status, 201, JSON.stringify(w.json))
    } finally {
      if (closed.length)
        await staff("/admin/plan", {
          method: "POST",
          body: { withdrawal: { closed_weekdays: closed } },
        })
    }
    const page = await memberPage(browser, member)
    await page.goto(`${STORE_URL}/financial`)
    const rows = page.getByTestId("finance-row")
    await rows.first().waitFor()
    const holds = rows.filter({ hasText: "held for review" })
    assert.ok((await holds.count()) >= 1)
    for (const status of await holds.getByTestId("finance-status").all())
      assert.equal(await status.innerText(), "Held for review")
    await page.context().close()
  })
})
