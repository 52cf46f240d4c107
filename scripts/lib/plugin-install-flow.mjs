// What the plugin install check asks of the started app: one member's way through
// the HTTP API (register, funded by staff, a card, a paid order) and one admin page
// of each plugin in Chromium.
import { randomUUID } from "node:crypto"
import { chromium } from "playwright-core"
import { findChromium } from "./browser.mjs"

const PASSWORD = "Passw0rd!"
const SECONDARY = "Second0ne!"

/** One admin page of each plugin: its route and its en-US heading. */
const ADMIN_PAGES = [
  ["content", "/app/notice"],
  ["network", "/app/tree-child"],
  ["members", "/app/member"],
  ["ledger", "/app/cash-record"],
  ["rewards", "/app/bonus-record"],
  ["shop", "/app/goods-list"],
  ["merchants", "/app/store-record"],
]

/** A JSON client of the app; any answer ≥ 300 throws with its body. */
export function client(base, fail) {
  return async (path, { method = "GET", body, token, key, expect } = {}) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        "content-type": "application/json",
        ...(key ? { "x-publishable-api-key": key } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(method === "POST" ? { "idempotency-key": randomUUID() } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await res.text()
    let json = {}
    try {
      json = text ? JSON.parse(text) : {}
    } catch {
      fail(`${method} ${path} answered ${res.status}: ${text.slice(0, 200)}`)
    }
    if (expect ? res.status !== expect : res.status >= 300)
      fail(`${method} ${path} answered ${res.status} ${JSON.stringify(json)}`)
    return json
  }
}

/**
 * Registers a member under root, has staff credit 500 USDT, activates a gold card
 * and pays one demo good with the wallet: answers what it saw.
 */
export async function memberFlow({ api, key, admin, captcha, fail }) {
  const store = (path, o = {}) => api(path, { ...o, key })
  const username = `inst${Date.now().toString(36)}`.slice(0, 16)
  const { id: captcha_id } = await store("/store/captcha")
  const reg = await store("/store/members/register", {
    method: "POST",
    expect: 201,
    body: {
      username,
      password: PASSWORD,
      password_confirm: PASSWORD,
      secondary_password: SECONDARY,
      secondary_password_confirm: SECONDARY,
      sponsor: "root",
      phone: "+55 11 91234-5678",
      security_question: "First pet?",
      security_answer: "Rex",
      captcha_id,
      captcha_code: captcha,
    },
  })
  const member = reg.member
  const token = reg.token
  if (!member?.id || !token) fail(`register: ${JSON.stringify(reg)}`)

  const { token: staff } = await api("/auth/user/emailpass", {
    method: "POST",
    body: { email: admin.email, password: admin.password },
  })
  await api(`/admin/members/${member.id}/adjustments`, {
    method: "POST",
    token: staff,
    body: {
      asset: "USDT",
      direction: "increase",
      amount: "500",
      reason: "install check",
      secondary_password: admin.secondary,
    },
  })
  await store("/store/cards/activate", {
    method: "POST",
    token,
    expect: 201,
    body: { card: "gold", secondary_password: SECONDARY },
  })

  const { regions } = await store("/store/regions")
  const region = regions.find((r) => r.currency_code === "usd")
  if (!region) fail("the shop's seed made no USD region")
  const { products } = await store(
    `/store/products?limit=1&region_id=${region.id}&fields=*variants.calculated_price`,
    { token }
  )
  const variant = products[0]?.variants?.[0]
  if (!variant) fail("the shop's seed listed no goods")
  const { cart } = await store("/store/carts", {
    method: "POST",
    token,
    body: { region_id: region.id },
  })
  await store(`/store/carts/${cart.id}/line-items`, {
    method: "POST",
    token,
    body: { variant_id: variant.id, quantity: 1 },
  })
  await store(`/store/carts/${cart.id}`, {
    method: "POST",
    token,
    body: {
      shipping_address: {
        first_name: "Install Check",
        phone: "+5511999999999",
        address_1: "Rua A 1",
        city: "São Paulo",
        country_code: "br",
      },
    },
  })
  const { shipping_options } = await store(
    `/store/shipping-options?cart_id=${cart.id}`,
    { token }
  )
  if (!shipping_options?.length) fail("the cart has no shipping option")
  await store(`/store/carts/${cart.id}/shipping-methods`, {
    method: "POST",
    token,
    body: { option_id: shipping_options[0].id },
  })
  const { payment_collection } = await store("/store/payment-collections", {
    method: "POST",
    token,
    body: { cart_id: cart.id },
  })
  await store(
    `/store/payment-collections/${payment_collection.id}/payment-sessions`,
    { method: "POST", token, body: { provider_id: "pp_wallet_wallet" } }
  )
  const paid = await store(`/store/carts/${cart.id}/checkout`, {
    method: "POST",
    token,
    body: { secondary_password: SECONDARY },
  })
  const orders = paid.orders ?? (paid.order ? [paid.order] : [])
  if (!orders.length)
    fail(`checkout answered no order: ${JSON.stringify(paid)}`)
  return {
    username,
    price: variant.calculated_price?.calculated_amount,
    orders: orders.map((o) => o.display_id ?? o.id),
  }
}

/**
 * Logs in to the admin in Chromium and opens one page of each plugin: each must
 * show its one h1 (a translated title, not a raw key) with no admin call refused
 * (a 401 loop) or failing. Answers the headings.
 */
export async function adminPages({ base, admin, fail }) {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
  })
  try {
    const page = await browser.newPage({
      viewport: { width: 1280, height: 900 },
    })
    page.setDefaultTimeout(60000)
    const bad = []
    page.on("response", (r) => {
      const url = new URL(r.url())
      if (url.pathname.startsWith("/admin/") && [401, 500].includes(r.status()))
        bad.push(`${r.status()} ${url.pathname}`)
    })
    await page.goto(`${base}/app/login`)
    await page.locator("input[name=email]").fill(admin.email)
    await page.locator("input[name=password]").fill(admin.password)
    await page.locator("button[type=submit]").click()
    await page.waitForURL((url) => !url.pathname.endsWith("/login"))
    const headings = []
    for (const [plugin, route] of ADMIN_PAGES) {
      bad.length = 0
      await page.goto(`${base}${route}`)
      const h1 = page.locator("main h1")
      await h1.first().waitFor()
      await page.waitForLoadState("networkidle").catch(() => {})
      const texts = await h1.allInnerTexts()
      if (
        texts.length !== 1 ||
        !texts[0].trim() ||
        /^\w+(\.\w+)+$/.test(texts[0])
      )
        fail(`${plugin}'s ${route} shows ${JSON.stringify(texts)} as its h1`)
      if (bad.length) fail(`${plugin}'s ${route}: ${bad.join(", ")}`)
      headings.push(`${route} "${texts[0].trim()}"`)
    }
    return headings
  } finally {
    await browser.close()
  }
}
