// Every custom admin page in each of the admin's languages:
// the zh-CN admin once crashed ("Invalid language tag: zhCN") where a page handed
// Medusa's language key to toLocaleString. The pages come from the plugins' route
// folders, so a new page is opened too; each page's select filters are tried
// option by option, and a member's page is opened after staff logged in as that
// member (its impersonation list formats dates). Any error screen, uncaught error
// or console error naming a RangeError/TypeError fails, with every page listed.
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import { after, before, describe, it } from "node:test"
import {
  API_URL,
  STAFF_SECOND,
  adminApi,
  launch,
  registerMember,
  staffPage,
} from "./helpers.mjs"

const ROOT = path.resolve(import.meta.dirname, "..")
const LANGUAGES = ["en", "ptBR", "zhCN"]

/** `/app/…` of every page.tsx under the plugins' admin routes, params left out. */
function adminPages() {
  const pages = []
  for (const plugin of fs.readdirSync(path.join(ROOT, "plugins"))) {
    const dir = path.join(ROOT, "plugins", plugin, "src", "admin", "routes")
    if (!fs.existsSync(dir)) continue
    for (const file of fs.readdirSync(dir, { recursive: true }).map(String)) {
      if (path.basename(file) !== "page.tsx") continue
      const route = path.dirname(file).split(path.sep).join("/")
      if (!route.includes("[")) pages.push(`/app/${route}`)
    }
  }
  return pages.sort()
}

/** The error screens' titles of Medusa's dashboard, in each language. */
function errorTitles() {
  const dir = path.join(
    ROOT,
    "node_modules",
    "@medusajs",
    "dashboard",
    "src",
    "i18n",
    "translations"
  )
  const titles = new Set()
  for (const lng of ["en", "ptBR", "zhCN"]) {
    const file = path.join(dir, `${lng}.json`)
    if (!fs.existsSync(file)) continue
    const e = JSON.parse(fs.readFileSync(file, "utf8")).errorBoundary ?? {}
    for (const key of ["defaultTitle", "internalServerErrorTitle"])
      if (e[key]) titles.add(e[key])
  }
  return [...titles]
}

// The three languages side by side (a page each in one browser): each opens some
// 30 pages of the dashboard, mostly waiting on it, one after the other.
const SIDE_BY_SIDE = { concurrency: true }

describe("the custom admin pages in en, pt-BR and zh-CN", SIDE_BY_SIDE, () => {
  let browser
  let member
  before(async () => {
    browser = await launch()
    member = await registerMember("lng", process.env.ROOT_USERNAME)
    // staff log in as the member once: the member's page lists the impersonation
    await adminApi(`/admin/members/${member.id}/impersonate`, {
      method: "POST",
      body: { secondary_password: STAFF_SECOND },
    })
  })
  after(() => browser?.close())

  for (const lng of LANGUAGES)
    it(`opens every page and filter without an error in ${lng}`, async () => {
      const page = await staffPage(browser, { lng })
      const found = []
      let where = "login"
      page.on("pageerror", (e) => found.push(`${where}: ${e.message}`))
      page.on("console", (msg) => {
        if (
          msg.type() === "error" &&
          /RangeError|TypeError|Invalid language tag/.test(msg.text())
        )
          found.push(`${where}: ${msg.text().slice(0, 200)}`)
      })
      const titles = errorTitles()
      // settled: no loading skeleton left (the admin keeps connections open, so
      // "network idle" would wait its whole timeout on every page)
      const settle = async () => {
        await page
          .waitForFunction(
            () => !document.querySelector("main [role=status].animate-pulse"),
            null,
            { timeout: 8000 }
          )
          .catch(() => {})
        await page.waitForTimeout(250)
      }
      const errorScreen = async () => {
        const text = await page.locator("body").innerText()
        return titles.find((t) => text.includes(t))
      }
      const pages = [...adminPages(), `/app/member/${member.id}`]
      for (const route of pages) {
        where = route
        await page.goto(`${API_URL}${route}`)
        await page.locator("main").first().waitFor()
        await settle()
        const shown = await errorScreen()
        if (shown) {
          found.push(`${route}: error screen "${shown}"`)
          continue
        }
        // every select filter of the page, each of its options in turn
        const triggers = page.locator("main button[role=combobox]")
        const count = Math.min(await triggers.count(), 3)
        for (let i = 0; i < count; i++) {
          await triggers.nth(i).click()
          const options = await page.locator("[role=option]").count()
          await page.keyboard.press("Escape")
          for (let o = 0; o < Math.min(options, 6); o++) {
            where = `${route} (filter ${i + 1}, option ${o + 1})`
            await triggers.nth(i).click()
            await page.locator("[role=option]").nth(o).click()
            await settle()
            const after = await errorScreen()
            if (after) {
              found.push(`${where}: error screen "${after}"`)
              break
            }
          }
          where = route
        }
      }
      await page.context().close()
      assert.deepEqual(found, [])
    })
})
