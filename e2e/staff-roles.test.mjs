// Staff roles in the dashboard: finance, support and content staff log in; the
// menu hides the pages their role cannot use; a forbidden page opened by its URL
// shows a translated "not allowed" state (not a crash); the owner sees everything.
// Also the staff invite of /app/user, which asks for the secondary password.
import assert from "node:assert/strict"
import { after, before, describe, it } from "node:test"
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  API_URL,
  adminApi,
  launch,
  unique,
  STAFF_SECOND,
} from "./helpers.mjs"

const PASSWORD = "Roles0Passw0rd"

/** A staff member of `role`, created by the owner through the API. */
async function staffOf(role) {
  const tag = unique()
  const email = `${role}-${tag}@roles.example`
  await adminApi("/admin/staff", {
    method: "POST",
    body: {
      email,
      username: `${role}${tag}`.slice(0, 30),
      password: PASSWORD,
      secondary_password: "Roles0Second0",
      actor_secondary_password: STAFF_SECOND,
      role,
    },
  })
  return email
}

/** A dashboard session in `lng` (the dashboard's language detector key). */
async function login(browser, email, password, lng = "en") {
  const ctx = await browser.newContext({
    viewport: { width: 1280, height: 900 },
  })
  await ctx.addInitScript((l) => localStorage.setItem("lng", l), lng)
  const page = await ctx.newPage()
  page.setDefaultTimeout(60000)
  await page.goto(`${API_URL}/app/login`)
  await page.locator("input[name=email]").fill(email)
  await page.locator("input[name=password]").fill(password)
  await page.locator("button[type=submit]").click()
  await page.waitForURL((url) => !url.pathname.endsWith("/login"))
  return page
}

/** Whether the sidebar shows a link to `href` (hidden links stay in the DOM). */
const menuShows = (page, href) =>
  page
    .locator(`aside a[href="${href}"], nav a[href="${href}"]`)
    .first()
    .isVisible()

/** Waits for a page's content, then for the role's menu stylesheet. */
async function open(page, path, ready) {
  await page.goto(`${API_URL}${path}`)
  await ready.waitFor()
  await page.waitForFunction(() => !!document.getElementById("uuc-role-menu"))
}

describe("staff roles in the dashboard", () => {
  let browser
  const emails = {}
  before(async () => {
    browser = await launch()
    for (const role of ["finance", "support", "content"])
      emails[role] = await staffOf(role)
  })
  after(async () => {
    await browser?.close()
  })

  it("content staff: notices and the guide in the menu, money and staff hidden; /app/user says not allowed", async () => {
    const page = await login(browser, emails.content, PASSWORD)
    await open(page, "/app/user", page.getByTestId("role-forbidden"))
    assert.match(
      await page.getByTestId("role-forbidden").innerText(),
      /Not allowed for your role/
    )
    assert.equal(await menuShows(page, "/app/notice"), true)
    assert.equal(await menuShows(page, "/app/guide"), true)
    for (const hidden of [
      "/app/recharge-record",
      "/app/token-price",
      "/app/member",
      "/app/user",
      "/app/audit",
      "/app/orders",
    ])
      assert.equal(await menuShows(page, hidden), false, hidden)
    await page.context().close()
  })

  it("finance staff: money pages shown, content and staff hidden; forbidden pages say so in pt-BR", async () => {
    const page = await login(browser, emails.finance, PASSWORD, "ptBR")
    await open(page, "/app/audit", page.getByTestId("role-forbidden"))
    assert.match(
      await page.getByTestId("role-forbidden").innerText(),
      /Não permitido para sua função/
    )
    assert.equal(await menuShows(page, "/app/recharge-record"), true)
    assert.equal(await menuShows(page, "/app/token-price"), true)
    assert.equal(await menuShows(page, "/app/member"), true)
    for (const hidden of ["/app/notice", "/app/user", "/app/audit"])
      assert.equal(await menuShows(page, hidden), false, hidden)
    await page.context().close()
  })

  it("support staff: members shown, money hidden; /app/user says not allowed in zh-CN", async () => {
    const page = await login(browser, emails.support, PASSWORD, "zhCN")
    await open(page, "/app/user", page.getByTestId("role-forbidden"))
    assert.match(
      await page.getByTestId("role-forbidden").innerText(),
      /您的角色无权访问/
    )
    assert.equal(await menuShows(page, "/app/member"), true)
    assert.equal(await menuShows(page, "/app/notice"), true)
    for (const hidden of ["/app/recharge-record", "/app/token-price"])
      assert.equal(await menuShows(page, hidden), false, hidden)
    await page.context().close()
  })

  it("the owner sees every page and invites staff with the secondary password (a wrong one is refused in words)", async () => {
    const page = await login(browser, ADMIN_EMAIL, ADMIN_PASSWORD)
    await open(page, "/app/user", page.getByTestId("staff-row").first())
    for (const shown of [
      "/app/notice",
      "/app/recharge-record",
      "/app/member",
      "/app/user",
      "/app/audit",
      "/app/orders",
    ])
      assert.equal(await menuShows(page, shown), true, shown)

    const email = `invited-${unique()}@roles.example`
    await page.getByTestId("staff-invite").click()
    await page.getByTestId("invite-email").fill(email)
    await page.getByTestId("invite-secondary_password").fill("Wrong-secret-1")
    await page.getByTestId("invite-send").click()
    await page
      .getByTestId("invite-error")
      .filter({ hasText: "The staff secondary password is incorrect" })
      .waitFor()
    assert.equal(await page.getByTestId("invite-sent").count(), 0)

    await page.getByTestId("invite-email").fill(email)
    await page.getByTestId("invite-secondary_password").fill(STAFF_SECOND)
    await page.getByTestId("invite-send").click()
    await page.getByTestId("invite-sent").waitFor()
    const link = await page.getByTestId("invite-link").inputValue()
    assert.match(link, /\/app\/invite\?token=/)
    const { invites } = await adminApi("/admin/invites?limit=100")
    assert.equal(invites.filter((i) => i.email === email).length, 1)
    await page.context().close()
  })
})
