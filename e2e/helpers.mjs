// Shared by the browser tests: Debian's Chromium through playwright-core, and the
// platform's URLs and credentials handed over by scripts/test.mjs.
import { chromium } from "playwright-core"

export const API_URL = process.env.API_URL || "http://127.0.0.1:9000"
export const STORE_URL = process.env.STORE_URL || "http://127.0.0.1:8000"
export const ADMIN_EMAIL = process.env.ADMIN_EMAIL
export const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD

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
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = await res.json().catch(() => ({}))
  if (!res.ok)
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`)
  return json
}

/** A page in a fresh browser context sized like a phone unless told otherwise. */
export async function newPage(
  browser,
  { width = 375, height = 812, locale } = {}
) {
  const context = await browser.newContext({
    viewport: { width, height },
    locale,
  })
  const page = await context.newPage()
  page.setDefaultTimeout(20000)
  return page
}

export const unique = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
