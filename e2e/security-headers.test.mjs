// The storefront's security headers, and that the built app runs
// under its Content-Security-Policy (no refused script, style or connection); the
// admin dashboard refuses to be framed.
import assert from "node:assert/strict"
import { after, before, describe, it } from "node:test"
import { API_URL, STORE_URL, launch, newPage } from "./helpers.mjs"

describe("security headers", () => {
  let browser
  before(async () => {
    browser = await launch()
  })
  after(async () => {
    await browser?.close()
  })

  it("the storefront sends CSP, frame, referrer, permissions and nosniff headers", async () => {
    const res = await fetch(`${STORE_URL}/home`)
    const csp = res.headers.get("content-security-policy") ?? ""
    const directives = Object.fromEntries(
      csp.split(";").map((d) => {
        const [name, ...values] = d.trim().split(/\s+/)
        return [name, values]
      })
    )
    const api = new URL(API_URL).origin
    assert.deepEqual(directives["script-src"], ["'self'"])
    assert.deepEqual(directives["style-src"], ["'self'"])
    assert.deepEqual(directives["connect-src"], ["'self'", api])
    assert.deepEqual(directives["img-src"], ["'self'", api, "data:"])
    // goods videos are files on the API server too
    assert.deepEqual(directives["media-src"], ["'self'", api])
    assert.deepEqual(directives["frame-ancestors"], ["'none'"])
    assert.equal(res.headers.get("x-frame-options"), "DENY")
    assert.ok(res.headers.get("referrer-policy"))
    assert.match(res.headers.get("permissions-policy") ?? "", /camera=\(\)/)
    assert.equal(res.headers.get("x-content-type-options"), "nosniff")
    // The built page itself: no inline script or style the policy would refuse.
    const html = await res.text()
    assert.doesNotMatch(html, /<script(?![^>]*\bsrc=)[^>]*>/)
    assert.doesNotMatch(html, /<style[\s>]|\sstyle=/)
  })

  it("the built storefront runs under its policy: nothing refused on /home and /login", async () => {
    const page = await newPage(browser, { locale: "en-US" })
    const refused = []
    page.on("console", (m) => {
      if (/Content Security Policy/i.test(m.text())) refused.push(m.text())
    })
    await page.goto(`${STORE_URL}/home`)
    await page.getByTestId("home-hero").waitFor()
    await page.goto(`${STORE_URL}/login`)
    // The captcha picture comes from the API (connect-src) and is drawn inline.
    await page.getByTestId("captcha-image").locator("svg").waitFor()
    assert.deepEqual(refused, [])
    await page.context().close()
  })

  it("the admin dashboard may not be framed", async () => {
    const res = await fetch(`${API_URL}/app`)
    assert.equal(res.status, 200)
    assert.equal(res.headers.get("x-frame-options"), "DENY")
    assert.match(
      res.headers.get("content-security-policy") ?? "",
      /frame-ancestors 'none'/
    )
  })
})
