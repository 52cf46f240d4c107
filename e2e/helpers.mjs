// Shared by the browser tests: Debian's Chromium through playwright-core, and the
// platform's URLs and credentials handed over by scripts/test.mjs.
import { randomUUID } from "node:crypto"
import { chromium } from "playwright-core"

export const API_URL = process.env.API_URL || "http://127.0.0.1:9000"
export const STORE_URL = process.env.STORE_URL || "http://127.0.0.1:8000"
export const ADMIN_EMAIL = process.env.ADMIN_EMAIL
export const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD
export const STAFF_SECOND = process.env.ADMIN_SECONDARY_PASSWORD

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  })
}

/** A staff bearer token from the admin's email and password. */
export async function adminToken() {
  const res = await fetch(`${API_URL}/auth/user/emailpass`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  })
  if (!res.ok)
    throw new Error(`admin login failed: ${res.status} ${await res.text()}`)
  return (await res.json()).token
}

/** Calls the admin API as the seeded staff admin. */
export async function adminApi(path, { method = "GET", body } = {}) {
  const token = await adminToken()
  const res = await fetch(`${API_URL}${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${token}`,
      // money POSTs need one; every call here is its own action
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
 * A page in a fresh browser context sized like a phone unless told otherwise;
 * `bypassCSP` lets axe's script into a page the storefront's CSP guards.
 */
export async function newPage(
  browser,
  { width = 375, height = 812, locale, bypassCSP = false } = {}
) {
  const context = await browser.newContext({
    viewport: { width, height },
    locale,
    bypassCSP,
  })
  const page = await context.newPage()
  page.setDefaultTimeout(20000)
  return page
}

export const unique = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

export const MEMBER_PASSWORD = "Passw0rd!"
export const MEMBER_SECONDARY = "Second0ne!"

/** A store API call as a member (or anonymous): `{ status, json }`, never throws. */
export async function storeApi(
  path,
  { method = "GET", body, token, key } = {}
) {
  const res = await fetch(`${API_URL}${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      "x-publishable-api-key": process.env.PUBLISHABLE_KEY,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key || method === "POST"
        ? { "idempotency-key": key ?? randomUUID() }
        : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, json: await res.json().catch(() => ({})) }
}

const captcha = async () => ({
  captcha_id: (await storeApi("/store/captcha")).json.id,
  captcha_code: process.env.CAPTCHA_TEST_CODE,
})

/**
 * A member registered under `sponsor` through the API (the captcha answered with the
 * test code), logged in by the registration's answer: `{ id, username, token }`.
 */
export async function registerMember(prefix, sponsor) {
  const username = `${prefix}${unique()}`.slice(0, 16)
  const reg = await storeApi("/store/members/register", {
    method: "POST",
    body: {
      username,
      password: MEMBER_PASSWORD,
      password_confirm: MEMBER_PASSWORD,
      secondary_password: MEMBER_SECONDARY,
      secondary_password_confirm: MEMBER_SECONDARY,
      sponsor,
      phone: "+55 11 91234-5678",
      security_question: "First pet?",
      security_answer: "Rex",
      ...(await captcha()),
    },
  })
  if (reg.status !== 201 || !reg.json.token)
    throw new Error(`register ${username}: ${JSON.stringify(reg.json)}`)
  // Registration logs the member in.
  return { id: reg.json.member.id, username, token: reg.json.token }
}

/** A phone-sized page logged in as the member, in a language. */
export async function memberPage(
  browser,
  m,
  locale = "en-US",
  { bypassCSP } = {}
) {
  const page = await newPage(browser, { locale, bypassCSP })
  await page.addInitScript(
    ([token, lng]) => {
      localStorage.setItem("uuc.token", token)
      localStorage.setItem("uuc.locale", lng)
    },
    [m.token, locale]
  )
  return page
}

/** USDT for a member through a staff adjustment (audited, secondary password). */
export async function giveUsdt(m, amount, reason = "e2e") {
  await adminApi(`/admin/members/${m.id}/adjustments`, {
    method: "POST",
    body: {
      asset: "USDT",
      direction: "increase",
      amount,
      reason,
      secondary_password: STAFF_SECOND,
    },
  })
}

/** The member buys a card (`standard` or `gold`) with their USDT; answers the activation. */
export async function buyCard(m, card) {
  const r = await storeApi("/store/cards/activate", {
    method: "POST",
    token: m.token,
    key: randomUUID(),
    body: { card, secondary_password: MEMBER_SECONDARY },
  })
  if (r.status !== 201)
    throw new Error(`${card} card: ${JSON.stringify(r.json)}`)
  return r.json.activation
}

/** A desktop page logged in to the admin as the seeded staff admin, in a language. */
export async function staffPage(browser, { lng, locale = "en-US" } = {}) {
  const page = await newPage(browser, { width: 1280, height: 900, locale })
  page.setDefaultTimeout(60000)
  if (lng) await page.addInitScript((l) => localStorage.setItem("lng", l), lng)
  await page.goto(`${API_URL}/app/login`)
  await page.locator("input[name=email]").fill(ADMIN_EMAIL)
  await page.locator("input[name=password]").fill(ADMIN_PASSWORD)
  await page.locator("button[type=submit]").click()
  await page.waitForURL((url) => !url.pathname.endsWith("/login"))
  return page
}

/** A São Paulo address saved to the member's address book (the shop tests' buyer). */
export async function saveAddress(m) {
  const saved = await storeApi("/store/customers/me/addresses", {
    method: "POST",
    token: m.token,
    body: {
      first_name: "Ana Souza",
      phone: "+55 11 91234-5678",
      address_1: "Rua das Flores 12",
      city: "São Paulo",
      postal_code: "01000-000",
      country_code: "br",
    },
  })
  if (saved.status >= 300)
    throw new Error(`address for ${m.username}: ${JSON.stringify(saved.json)}`)
  return saved.json
}
