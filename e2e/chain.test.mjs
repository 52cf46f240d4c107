// Money on chain in the browser, against the local EVM node the browser
// phase starts (scripts/lib/e2e-chain.mjs: one chain, BEP20, watched): a member
// sees their own deposit address with its QR and the chain's warning on /recharge,
// test USDT sent there is credited by the platform's watcher with no staff action
// (on /recharge and /financial), and staff see the address's owner on
// /app/uucaddr-record, the recharge's owner on /app/recharge-record and a
// withdrawal on the chain with its payout action on /app/cash-record, in en-US,
// pt-BR and zh-CN, each screen checked with axe and for English left over.
import assert from "node:assert/strict"
import { randomUUID } from "node:crypto"
import fs from "node:fs"
import { after, before, describe, it } from "node:test"
import evm from "../scripts/lib/evm-node.cjs"
import { axeViolations } from "./axe.mjs"
import {
  API_URL,
  MEMBER_SECONDARY,
  STAFF_SECOND,
  STORE_URL,
  adminApi,
  launch,
  memberPage,
  registerMember,
  staffPage,
  storeApi,
} from "./helpers.mjs"

const { EVM_RPC_URL, EVM_CHAIN_ID, EVM_USDT, EVM_CONFIRMATIONS } = process.env
const ROOT = process.env.ROOT_USERNAME
/** A few of the watcher's passes (each CHAIN_WATCH_SECONDS), however slow the machine. */
const CREDIT_TIMEOUT = Math.max(
  60_000,
  Number(process.env.CHAIN_WATCH_SECONDS || 60) * 3000
)
const LANGUAGES = ["en", "ptBR", "zhCN"]

/**
 * Reloads the page until `shown` appears (the watcher's credit arrives on its own,
 * at its next pass): each load is given a few seconds to fetch its list.
 */
async function reloadUntil(page, shown, what) {
  const until = Date.now() + CREDIT_TIMEOUT
  for (;;) {
    try {
      return await shown.waitFor({ timeout: 5000 })
    } catch {
      if (Date.now() > until) throw new Error(`not shown in time: ${what}`)
      await page.reload()
    }
  }
}

/** Every text of the ledger admin's translations into a language. */
function translations(lng) {
  const file = { en: "en-US", ptBR: "pt-BR", zhCN: "zh-CN" }[lng]
  const texts = new Set()
  const walk = (v) =>
    typeof v === "string" ? texts.add(v) : Object.values(v).forEach(walk)
  walk(
    JSON.parse(
      fs.readFileSync(
        new URL(
          `../plugins/ledger/src/admin/i18n/json/${file}.json`,
          import.meta.url
        ),
        "utf8"
      )
    )
  )
  return texts
}

/** Waits until the list shows the one row of `username` (its filter applied). */
function onlyRowOf(page, testId, username) {
  return page.waitForFunction(
    ([id, name]) => {
      const rows = document.querySelectorAll(`[data-testid=${id}]`)
      return rows.length === 1 && rows[0].textContent.includes(name)
    },
    [testId, username]
  )
}

/**
 * The page's words as staff read them: the text nodes, placeholders and labels of
 * `main`, with what is data taken out (the member's name, hex addresses and hashes,
 * other members' names: one lower-case token); what is left without a lower-case
 * word of three letters (numbers, USDT, BEP20) is dropped.
 */
async function screenWords(page, username) {
  const texts = await page.evaluate(() => {
    const main = document.querySelector("main")
    const found = []
    const walker = document.createTreeWalker(main, 4 /* NodeFilter.SHOW_TEXT */)
    while (walker.nextNode()) found.push(walker.currentNode.textContent)
    for (const el of main.querySelectorAll("[placeholder],[aria-label]"))
      found.push(
        el.getAttribute("placeholder") ?? "",
        el.getAttribute("aria-label") ?? ""
      )
    return found
  })
  return new Set(
    texts
      .map((t) =>
        t
          .split(username)
          .join(" ")
          .replace(/0x[0-9a-f…]+/gi, " ")
          .trim()
      )
      .filter((t) => /[a-z]{3}/.test(t) && !/^[a-z0-9_.-]+$/.test(t))
  )
}

const maybe = EVM_RPC_URL ? describe : describe.skip
if (!EVM_RPC_URL)
  console.warn(
    "chain: SKIPPED, no local EVM node (EVM_RPC_URL) was handed over"
  )

maybe("money on chain: deposit address, watcher credit, staff screens", () => {
  let browser
  let member
  let address
  const node = EVM_RPC_URL && evm.connectEvmNode(EVM_RPC_URL, +EVM_CHAIN_ID)
  /** The en-US screens' words, by page: none may be left in another language. */
  const english = new Map()

  before(async () => {
    browser = await launch()
    member = await registerMember("chain", ROOT)
  })
  after(() => browser?.close())

  it("shows the member's own deposit address, its QR and the chain's warning; USDT sent there is credited without staff", async () => {
    const page = await memberPage(browser, member, "en-US", { bypassCSP: true })
    await page.goto(`${STORE_URL}/recharge`)
    const card = page.getByTestId("deposit-address-card")
    address = (await card.getByTestId("deposit-address").innerText()).trim()
    const { json } = await storeApi("/store/deposit-addresses", {
      token: member.token,
    })
    const own = json.deposit_addresses.find((a) => a.chain === "BEP20")
    assert.equal(address, own.address)
    assert.match(address, /^0x[0-9a-f]{40}$/i)
    await card
      .getByRole("img", { name: "QR code of your own BEP20 deposit address" })
      .waitFor()
    assert.match(
      await card.innerText(),
      new RegExp(`after ${EVM_CONFIRMATIONS} confirmations`)
    )
    assert.match(
      await page.getByTestId("chain-warning").innerText(),
      /incorrect chain are lost/
    )
    assert.deepEqual(await axeViolations(page), [])

    // Someone sends 100 test USDT (18 decimals) from the node account holding the supply, and the
    // chain moves past the confirmations; nobody reports or confirms anything.
    const sent = await node.transfer(EVM_USDT, address, 100n * 10n ** 18n)
    await node.mine(Number(EVM_CONFIRMATIONS))

    const row = page.getByTestId("recharge-row").filter({ hasText: sent.hash })
    await reloadUntil(
      page,
      row
        .getByTestId("recharge-status")
        .getByText("Confirmed", { exact: true }),
      "the watcher's recharge on /recharge"
    )
    assert.match(await row.innerText(), /100\.00\s*USDT/)

    await page.goto(`${STORE_URL}/financial`)
    const credit = page
      .getByTestId("finance-row")
      .filter({ hasText: "Recharge of 100.00 USDT on BEP20" })
    await credit.waitFor()
    assert.match(await credit.innerText(), /Balance:\s*100\.00\s*USDT/)
    const { json: balances } = await storeApi("/store/ledger/balances", {
      token: member.token,
    })
    assert.equal(balances.balances.USDT, "100.00000000")
    await page.context().close()
  })

  it("has the member withdraw on the chain, and staff approve (the payout is left to send)", async () => {
    const { plan } = await adminApi("/admin/plan")
    const closed = plan.withdrawal.closed_weekdays
    const setClosed = (days) =>
      adminApi("/admin/plan", {
        method: "POST",
        body: {
          withdrawal: { closed_weekdays: days },
          secondary_password: STAFF_SECOND,
        },
      })
    if (closed.length) await setClosed([])
    try {
      const w = await storeApi("/store/withdrawals", {
        method: "POST",
        token: member.token,
        key: randomUUID(),
        body: {
          amount: "60",
          chain: "BEP20",
          address: node.address(2),
          secondary_password: MEMBER_SECONDARY,
        },
      })
      assert.equal(w.status, 201, JSON.stringify(w.json))
      await adminApi(`/admin/withdrawals/${w.json.withdrawal.id}/approve`, {
        method: "POST",
        body: { secondary_password: STAFF_SECOND },
      })
    } finally {
      if (closed.length) await setClosed(closed)
    }
  })

  for (const lng of LANGUAGES)
    it(`shows staff the owners and the payout in ${lng}, accessibly, in the staff member's language`, async () => {
      const page = await staffPage(browser, { lng })
      const own = translations(lng)
      const problems = []
      const check = async (route) => {
        // the page itself: Medusa's own frame is not ours to fix
        for (const v of await axeViolations(page, { include: "main" }))
          problems.push(`${route}: ${v}`)
        const words = await screenWords(page, member.username)
        if (lng === "en") english.set(route, words)
        else
          for (const w of words)
            // a word both languages share (pt-BR's "Status") is no leftover
            if (english.get(route)?.has(w) && !own.has(w))
              problems.push(`${route}: English left: "${w}"`)
      }

      // the address record: the member's own address by their username
      await page.goto(`${API_URL}/app/uucaddr-record`)
      const owned = page
        .getByTestId("deposit-address-row")
        .filter({ hasText: address })
      await owned.waitFor()
      assert.equal(
        (await owned.getByTestId("deposit-address-owner").innerText()).trim(),
        member.username
      )
      await check("/app/uucaddr-record")

      // the recharge record: the watcher's recharge, sent to the member's address
      await page.goto(`${API_URL}/app/recharge-record`)
      await page.locator("#recharge-member").fill(member.username)
      await page.getByTestId("recharge-status-filter").click()
      // options: all, pending, confirmed, rejected
      await page.getByRole("option").nth(2).click()
      await onlyRowOf(page, "recharge-row", member.username)
      const recharge = page.getByTestId("recharge-row")
      const sentTo = await recharge.getByTestId("recharge-to-owner").innerText()
      assert.ok(sentTo.includes(member.username), sentTo)
      await check("/app/recharge-record")

      // the withdrawal queue: the member's approved withdrawal, its payout to send
      await page.goto(`${API_URL}/app/cash-record`)
      await page.locator("#withdrawal-member").fill(member.username)
      await onlyRowOf(page, "withdrawal-row", member.username)
      await page
        .getByTestId("withdrawal-row")
        .getByTestId("withdrawal-payout-action")
        .waitFor()
      await check("/app/cash-record")

      await page.context().close()
      assert.deepEqual(problems, [])
    })
})
