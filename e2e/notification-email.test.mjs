// Email notifications end to end, against a real SMTP server this file starts on
// the port the platform sends to (scripts/test.mjs, E2E_SMTP_PORT): on /info a
// member adds an address, enters the code the email brought and chooses a kind;
// the section reads in en-US, pt-BR and zh-CN; the unsubscribe link's page
// (/unsubscribe, no login) says what happened in the three languages, and axe
// finds nothing serious on either screen.
import assert from "node:assert/strict"
import { after, before, describe, it } from "node:test"
import pg from "pg"
import { SMTPServer } from "smtp-server"
import { axeViolations } from "./axe.mjs"
import {
  STORE_URL,
  launch,
  memberPage,
  newPage,
  registerMember,
  storeApi,
} from "./helpers.mjs"

const ROOT = process.env.ROOT_USERNAME

/** What the test's SMTP server accepted: recipients and the raw message. */
const mails = []
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
    const chunks = []
    stream.on("data", (c) => chunks.push(c))
    stream.on("end", () => {
      mails.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString("utf8"),
      })
      callback()
    })
  },
})

async function until(read, ok, what) {
  for (let i = 0; i < 100; i++) {
    const v = await read()
    if (ok(v)) return v
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`timed out waiting for ${what}`)
}

/** The 6 digits of the last code mail to `address` (its subject, as sent). */
const codeTo = (address) => {
  const mail = mails.filter((m) => m.to.includes(address)).at(-1)
  const subject = /^Subject: (.*)$/m.exec(mail?.raw ?? "")?.[1] ?? ""
  return /(\d{6})/.exec(subject)?.[1]
}

const SECTION = {
  "en-US": ["Email notifications", "Emails go to", "A recharge is credited"],
  "pt-BR": [
    "Notificações por e-mail",
    "Os e-mails vão para",
    "Uma recarga é creditada",
  ],
  "zh-CN": ["邮件通知", "邮件将发送至", "充值已到账"],
}
const UNSUBSCRIBED = {
  "en-US": [
    "is unsubscribed from notification emails.",
    "This unsubscribe link is not valid",
  ],
  "pt-BR": [
    "não receberá mais e-mails de notificação.",
    "Este link de cancelamento não é válido",
  ],
  "zh-CN": ["已退订通知邮件。", "此退订链接无效"],
}

describe("notification emails: /info and /unsubscribe", () => {
  let browser
  let member
  const address = `e2e-${Date.now().toString(36)}@example.test`
  before(async () => {
    await new Promise((resolve, reject) => {
      smtp.once("error", reject)
      smtp.listen(Number(process.env.E2E_SMTP_PORT), "127.0.0.1", resolve)
    })
    browser = await launch()
    member = await registerMember("em", ROOT)
  })
  after(async () => {
    await browser?.close()
    await new Promise((r) => smtp.close(r))
  })

  it("adds an address on /info with the code sent to it, and chooses email for a kind", async () => {
    const page = await memberPage(browser, member, "en-US", { bypassCSP: true })
    await page.goto(`${STORE_URL}/info`)
    const section = page.getByTestId("notification-email")
    await section.getByLabel("Email address").fill(address)
    await page.getByTestId("notification-email-send").click()
    await page.getByTestId("notification-email-pending").waitFor()
    const code = await until(() => codeTo(address), Boolean, "the code mail")
    await page.getByLabel("Confirmation code").fill(code)
    await page.getByTestId("notification-email-confirm").click()
    await page.getByTestId("notification-email-address").waitFor()
    await page.getByTestId("email-kind-recharge_credited").check()
    await until(
      async () =>
        (
          await storeApi("/store/notification-preferences", {
            token: member.token,
          })
        ).json.kinds?.find((k) => k.kind === "recharge_credited")?.email,
      Boolean,
      "the choice saved"
    )
    assert.deepEqual(await axeViolations(page), [])
    await page.context().close()
  })

  it("reads the section in three languages", async () => {
    for (const [locale, [title, sendingTo, kind]] of Object.entries(SECTION)) {
      const page = await memberPage(browser, member, locale)
      await page.goto(`${STORE_URL}/info`)
      const section = page.getByTestId("notification-email")
      await section.getByRole("heading", { name: title }).waitFor()
      assert.equal(
        await page.getByTestId("notification-email-address").innerText(),
        `${sendingTo} ${address}`,
        locale
      )
      await section.getByText(kind, { exact: false }).first().waitFor()
      await page.context().close()
    }
  })

  it("unsubscribes on /unsubscribe without a login, and says so in three languages", async () => {
    const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await db.connect()
    const { rows } = await db.query(
      "select unsubscribe_token from notification_email where email = $1",
      [address]
    )
    await db.end()
    const token = rows[0]?.unsubscribe_token
    assert.ok(token, "the confirmed address has a token")
    for (const [locale, [done, invalid]] of Object.entries(UNSUBSCRIBED)) {
      const page = await newPage(browser, { locale, bypassCSP: true })
      await page.addInitScript((lng) => {
        localStorage.setItem("uuc.locale", lng)
      }, locale)
      await page.goto(`${STORE_URL}/unsubscribe?token=${token}`)
      const text = await page.getByTestId("unsubscribe-done").innerText()
      assert.match(text, /\*\*\*@example\.test/, locale)
      assert.ok(text.includes(done), `${locale}: ${text}`)
      if (locale === "en-US") assert.deepEqual(await axeViolations(page), [])
      await page.goto(`${STORE_URL}/unsubscribe?token=${"x".repeat(40)}`)
      assert.equal(
        await page.getByTestId("unsubscribe-failed").innerText(),
        invalid,
        locale
      )
      await page.context().close()
    }
    const prefs = await storeApi("/store/notification-preferences", {
      token: member.token,
    })
    assert.ok(prefs.json.kinds.every((k) => !k.email))
  })
})
