// Wording and layout: on a 360 px phone the header's
// titles are whole and no word is broken inside ("200.00 point s"), the /star
// receipt comes into view; the admin's sidebar names its areas, and fields' borders
// and the current menu item reach 3:1 contrast (WCAG 1.4.11, which axe does not
// check).
import assert from "node:assert/strict"
import { randomUUID } from "node:crypto"
import { after, before, describe, it } from "node:test"
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  API_URL,
  MEMBER_SECONDARY,
  STORE_URL,
  launch,
  registerMember,
  storeApi,
  giveUsdt,
} from "./helpers.mjs"

const ROOT = process.env.ROOT_USERNAME

/** A 360 px wide phone page, logged in as `m` when given. */
async function phone(browser, locale, m) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    locale,
  })
  const page = await context.newPage()
  page.setDefaultTimeout(30000)
  await page.addInitScript(
    ([token, lng]) => {
      if (token) localStorage.setItem("uuc.token", token)
      localStorage.setItem("uuc.locale", lng)
    },
    [m?.token ?? null, locale]
  )
  return page
}

/** Words of an element's text laid out over more than one line box. */
const brokenWords = (locator) =>
  locator.evaluate((root) => {
    const broken = []
    const walker = document.createTreeWalker(root, window.NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ""
      // Latin words and figures (CJK text wraps between characters by design)
      for (const m of text.matchAll(
        /[A-Za-z\u00C0-\u024F\d][A-Za-z\u00C0-\u024F\d.,]*/g
      )) {
        const range = document.createRange()
        range.setStart(node, m.index)
        range.setEnd(node, m.index + m[0].length)
        const tops = new Set(
          [...range.getClientRects()]
            .filter((r) => r.width > 0)
            .map((r) => Math.round(r.top))
        )
        if (tops.size > 1) broken.push(m[0])
      }
    }
    return broken
  })

/** The header's title: its text, and whether it is cut (clamped or overflowing). */
const title = (page) =>
  page.locator("header h1").evaluate((h) => ({
    text: h.textContent,
    cut:
      h.scrollHeight > h.clientHeight + 1 || h.scrollWidth > h.clientWidth + 1,
  }))

/** `rgb(…)` or `rgba(…)` as [r, g, b, alpha]. */
function rgba(text) {
  const [r, g, b, a = 1] = text.match(/[\d.]+/g).map(Number)
  return [r, g, b, a]
}

/** `top` drawn over `under` (alpha compositing); `under` is taken as opaque. */
function over(top, under) {
  const [r, g, b, a] = rgba(top)
  const [R, G, B] = rgba(under)
  return [r * a + R * (1 - a), g * a + G * (1 - a), b * a + B * (1 - a)]
}

/**
 * WCAG contrast of colour `a` drawn over background `b`, both `rgb(…)`/`rgba(…)`:
 * a translucent background is composed over white first, then `a` over it, so an
 * alpha of 0.992 counts for what it draws, not as a parse failure.
 */
function contrast(a, b) {
  const white = "rgb(255, 255, 255)"
  const background = over(b, white)
  const fg = over(a, `rgb(${background.join(", ")})`)
  const lum = (c) => {
    const [r, g, bl] = c.map((v) => {
      const x = v / 255
      return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl
  }
  const [hi, lo] = [lum(fg), lum(background)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

/**
 * The colour a box-shadow draws as a border: its ring layers (no offset, no blur, a
 * spread: what draws a border or a focus ring) composed in paint order (the last
 * layer lowest) over `background`; null when it has none. Layers are split at the
 * commas outside parentheses.
 */
function drawnRing(shadow, background) {
  const rings = ringColours(shadow)
  if (!rings.length) return null
  let colour = over(background, "rgb(255, 255, 255)")
  for (const ring of rings.reverse())
    colour = over(ring, `rgb(${colour.join(", ")})`)
  return `rgb(${colour.map((v) => v.toFixed(1)).join(", ")})`
}

function ringColours(shadow) {
  const layers = []
  let depth = 0
  let part = ""
  for (const ch of shadow) {
    if (ch === "(") depth++
    if (ch === ")") depth--
    if (ch === "," && depth === 0) {
      layers.push(part)
      part = ""
    } else part += ch
  }
  layers.push(part)
  return layers
    .map((layer) => {
      const colour = layer.match(/rgba?\([^)]*\)/)?.[0]
      const lengths = layer
        .replace(/rgba?\([^)]*\)/, "")
        .match(/-?[\d.]+px/g)
        ?.map(parseFloat)
      const [x = 0, y = 0, blur = 0, spread = 0] = lengths ?? []
      return { colour, ring: x === 0 && y === 0 && blur === 0 && spread > 0 }
    })
    .filter((l) => l.colour && l.ring && rgba(l.colour)[3] > 0)
    .map((l) => l.colour)
}

describe("layout on a 360 px phone and the admin's contrast", () => {
  let browser
  let member
  before(async () => {
    browser = await launch()
    member = await registerMember("ly", ROOT)
    await giveUsdt(member, "400")
    const bought = await storeApi("/store/cards/activate", {
      method: "POST",
      token: member.token,
      key: randomUUID(),
      body: { card: "standard", secondary_password: MEMBER_SECONDARY },
    })
    assert.equal(bought.status, 201, JSON.stringify(bought.json))
  })
  after(async () => {
    await browser?.close()
  })

  it("shows each screen's title whole and breaks no word inside, in each language", async () => {
    const problems = []
    for (const locale of ["en-US", "pt-BR", "zh-CN"]) {
      const visitor = await phone(browser, locale)
      await visitor.goto(`${STORE_URL}/register`)
      await visitor.getByTestId("register-submit").waitFor()
      const reg = await title(visitor)
      if (reg.cut) problems.push(`${locale} /register: ${reg.text}`)
      await visitor.context().close()

      const page = await phone(browser, locale, member)
      for (const path of [
        "/",
        "/exchange",
        "/address",
        "/shares",
        "/financial",
        "/star",
        "/wallet",
      ]) {
        await page.goto(`${STORE_URL}${path}`)
        await page.locator("main").first().waitFor()
        await page.waitForLoadState("networkidle")
        const t = await title(page)
        if (t.cut) problems.push(`${locale} ${path}: ${t.text}`)
      }
      await page.goto(`${STORE_URL}/`)
      const points = page.getByTestId("balance-POINTS")
      await points.getByText(/100[.,]00/).waitFor()
      // the balance tiles ("200.00 point s" was one of them); the referral link
      // wraps anywhere on purpose
      const broken = await brokenWords(page.getByTestId("balance-tiles"))
      if (broken.length) problems.push(`${locale} /: ${broken.join(", ")}`)
      await page.context().close()
    }
    assert.deepEqual(problems, [])
  })

  it("brings the /star receipt into view after paying, with its words whole", async () => {
    const page = await phone(browser, "pt-BR", member)
    await page.goto(`${STORE_URL}/star`)
    await page.getByTestId("star-buy-gold").click()
    const dialog = page.getByTestId("confirm-dialog")
    assert.deepEqual(await brokenWords(dialog), [])
    await dialog.locator("#secondary_password").fill(MEMBER_SECONDARY)
    await dialog.getByTestId("confirm-submit").click()
    const receipt = page.getByTestId("receipt")
    await receipt.waitFor()
    await page.waitForTimeout(300)
    const box = await receipt.evaluate((r) => {
      const b = r.getBoundingClientRect()
      return { top: b.top, bottom: b.bottom, height: window.innerHeight }
    })
    assert.ok(
      box.top >= 0 && box.top < box.height,
      `receipt at ${box.top}..${box.bottom} in a ${box.height} px viewport`
    )
    assert.deepEqual(await brokenWords(receipt), [])
    await page.context().close()
  })

  it("names the sidebar's areas and draws borders and the current item at 3:1", async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
    })
    const page = await context.newPage()
    page.setDefaultTimeout(60000)
    await page.addInitScript(() => localStorage.setItem("lng", "ptBR"))
    await page.goto(`${API_URL}/app/login`)
    await page.locator("input[name=email]").fill(ADMIN_EMAIL)
    await page.locator("input[name=password]").fill(ADMIN_PASSWORD)
    await page.locator("button[type=submit]").click()
    await page.waitForURL((url) => !url.pathname.endsWith("/login"))
    await page.goto(`${API_URL}/app/member`)
    await page.locator('aside nav [data-uuc-menu-group="money"]').waitFor()
    const areas = await page.evaluate(() =>
      [...document.querySelectorAll("aside nav [data-uuc-menu-group]")].map(
        (el) => [
          el.getAttribute("data-uuc-menu-group"),
          window.getComputedStyle(el, "::before").content,
          el.querySelector("a[href]")?.getAttribute("href"),
        ]
      )
    )
    assert.deepEqual(areas, [
      ["people", '"Pessoas"', "/app/member"],
      ["money", '"Dinheiro"', "/app/recharge-record"],
      ["rewards", '"Recompensas"', "/app/system"],
      ["content", '"Conteúdo"', "/app/notice"],
      ["shop", '"Loja"', "/app/goods-list"],
    ])

    // Colours are read once the element's CSS transitions ended: a ring read while
    // it fades in (the admin's inputs transition box-shadow) is a colour no one sees
    // at rest — a fresh machine read rgba(…, 0.718) mid-transition.
    const field = await page.evaluate(async () => {
      const input = document.querySelector("main input, input[type=search]")
      await Promise.all(input.getAnimations().map((a) => a.finished))
      const s = window.getComputedStyle(input)
      return { shadow: s.boxShadow, background: s.backgroundColor }
    })
    const fieldBorder = drawnRing(field.shadow, field.background)
    assert.ok(fieldBorder, `field shadow: ${field.shadow}`)
    assert.ok(
      contrast(fieldBorder, field.background) >= 3,
      `field border ${fieldBorder} (${field.shadow}) on ${field.background}`
    )

    const current = await page.evaluate(async () => {
      const a = document.querySelector('aside nav a[aria-current="page"]')
      await Promise.all(a.getAnimations().map((x) => x.finished))
      let bg = "rgba(0, 0, 0, 0)"
      for (let el = a.parentElement; el; el = el.parentElement) {
        bg = window.getComputedStyle(el).backgroundColor
        if (!/rgba\(.*,\s*0\)$/.test(bg)) break
      }
      return { shadow: window.getComputedStyle(a).boxShadow, sidebar: bg }
    })
    const ring = drawnRing(current.shadow, current.sidebar)
    assert.ok(ring, `current item shadow: ${current.shadow}`)
    assert.ok(
      contrast(ring, current.sidebar) >= 3,
      `current item ${ring} (${current.shadow}) on ${current.sidebar}`
    )
    await context.close()
  })
})
