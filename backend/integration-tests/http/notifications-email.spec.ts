// Email notifications: a member confirms an address with a 6-digit code sent to
// it, chooses per kind in-app only or in-app and email, and gets each event's
// email once, in their language, with an unsubscribe link that needs no login.
// A real SMTP server runs in this test (helpers/smtp.ts); a send it refuses is
// retried by the job, and staff see the failure.
import { Modules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "../helpers/runner"
import { errorAnswer, type Failed, memberToken } from "../helpers/auth"
import { until } from "../helpers/ledger"
import { registerMembers, STAFF_SECONDARY } from "../helpers/people"
import { members as membersOf } from "../helpers/services"
import { testSmtpServer } from "../helpers/smtp"
import { onceBeforeTests, signedIn } from "../helpers/suite"

jest.setTimeout(240 * 1000)

const SMTP_PORT = 21000 + Math.floor(Math.random() * 20000)
const smtp = testSmtpServer(SMTP_PORT)
const ADDRESS = `0x${"ef".repeat(20)}`
const BOB = "bob@example.test"
const ALICE = "alice@example.test"
let txCount = 0
const nextTx = () => `0x${(++txCount).toString(16).padStart(64, "a")}`
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

type Prefs = {
  available: boolean
  email: {
    address: string | null
    pending_address: string | null
    locale: string
  } | null
  kinds: { kind: string; email: boolean }[]
}
type Delivery = {
  id: string
  kind: string
  status: string
  attempts: number
  address: string
  username: string | null
  last_error: string | null
  next_attempt_at: string | null
}

medusaIntegrationTestRunner({
  env: {
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    MAIL_FROM: "UUC <no-reply@example.test>",
    STOREFRONT_URL: "http://shop.example.test",
  },
  testSuite: ({ api, getContainer }) => {
    const { admin, store } = signedIn(api, getContainer, "emailstaff")
    const ids: Record<string, string> = {}
    const customers: Record<string, string> = {}
    const as = (username: string) => ({
      headers: {
        ...store.headers,
        authorization: `Bearer ${memberToken(ids[username], customers[username])}`,
        "idempotency-key": `${username}-${Math.random()}`,
      },
    })
    const fails = (p: Promise<unknown>) =>
      p.then(
        () => {
          throw new Error("expected a refusal")
        },
        (e: Failed) => errorAnswer(e)
      )
    const prefs = async (u: string) =>
      (await api.get("/store/notification-preferences", as(u))).data as Prefs
    const codeOf = (address: string) => {
      const mail = smtp.to(address).at(-1)
      const code = /\b(\d{6})\b/.exec(mail?.subject ?? "")?.[1]
      if (!code) throw new Error(`no code mail to ${address}`)
      return code
    }
    /** Adds and confirms `address` for the member, emails in `locale`. */
    async function confirmEmail(u: string, address: string, locale: string) {
      const before = smtp.to(address).length
      await api.post(
        "/store/notification-email",
        { email: address, locale },
        as(u)
      )
      await until(
        async () => smtp.to(address).length,
        (n) => n > before
      )
      await api.post(
        "/store/notification-email/confirm",
        { code: codeOf(address) },
        as(u)
      )
    }
    const choose = (u: string, email: Record<string, boolean>) =>
      api.post("/store/notification-preferences", { email }, as(u))
    /** A recharge of `amount` reported by the member and confirmed by staff. */
    async function recharge(u: string, amount: string) {
      const { data } = await api.post(
        "/store/recharges",
        { amount, chain: "BEP20", tx_hash: nextTx() },
        as(u)
      )
      await api.post(
        `/admin/recharges/${data.recharge.id}/confirm`,
        { secondary_password: STAFF_SECONDARY },
        {
          headers: {
            ...admin.headers,
            "idempotency-key": `rc-${data.recharge.id}`,
          },
        }
      )
      return data.recharge.id as string
    }
    const inboxCount = async (u: string) =>
      (await api.get("/store/notifications", as(u))).data.count as number
    const deliveries = async (query = "") =>
      (await api.get(`/admin/notification-deliveries${query}`, admin)).data
        .deliveries as Delivery[]

    beforeAll(() => smtp.start())
    afterAll(() => smtp.stop())
    beforeEach(() => {
      smtp.mails.length = 0
      smtp.state.refusing = false
    })

    onceBeforeTests(async () => {
      const container = getContainer()
      await registerMembers(container, ids, [
        ["root", null],
        ["alice", "root"],
        ["bob", "root"],
      ])
      const rows = await membersOf(container).listMembers({
        id: Object.values(ids),
      })
      for (const [name, id] of Object.entries(ids))
        customers[name] = rows.find((m) => m.id === id)!.customer_id
      await api.post(
        "/admin/chain-addresses",
        {
          chain: "BEP20",
          address: ADDRESS,
          secondary_password: STAFF_SECONDARY,
        },
        admin
      )
    })

    describe("POST /store/notification-email and …/confirm", () => {
      it("sends a 6-digit code in the member's language, confirms the address with it, and counts wrong codes", async () => {
        const start = await prefs("bob")
        expect(start).toMatchObject({ available: true, email: null })
        expect(start.kinds.every((k) => !k.email)).toBe(true)

        const sent = await api.post(
          "/store/notification-email",
          { email: " Bob@Example.TEST ", locale: "pt-BR" },
          as("bob")
        )
        expect(sent.status).toBe(201)
        expect(sent.data.email).toMatchObject({
          address: null,
          pending_address: BOB,
          locale: "pt-BR",
        })
        await until(
          async () => smtp.to(BOB).length,
          (n) => n === 1
        )
        const [mail] = smtp.to(BOB)
        expect(mail.subject).toMatch(/^Seu código de confirmação: \d{6}$/)
        expect(mail.text).toContain("Ele vale por 15 minutos")
        expect(mail.html).toContain(codeOf(BOB))

        // one code a minute
        const again = await fails(
          api.post("/store/notification-email", { email: BOB }, as("bob"))
        )
        expect([again.status, again.data.code]).toEqual([
          429,
          "notification_email_code_wait",
        ])
        // no email choice before the address is confirmed
        const early = await fails(choose("bob", { recharge_credited: true }))
        expect([early.status, early.data.code]).toEqual([
          409,
          "notification_email_not_confirmed",
        ])

        const code = codeOf(BOB)
        const wrong = code === "000000" ? "111111" : "000000"
        const bad = await fails(
          api.post(
            "/store/notification-email/confirm",
            { code: wrong },
            as("bob")
          )
        )
        expect([bad.status, bad.data.code, bad.data.field]).toEqual([
          400,
          "notification_email_code_invalid",
          "code",
        ])
        const ok = await api.post(
          "/store/notification-email/confirm",
          { code },
          as("bob")
        )
        expect(ok.data.email).toMatchObject({
          address: BOB,
          pending_address: null,
          confirmed_at: expect.any(String),
        })
        // used: a second confirmation finds no code
        const used = await fails(
          api.post("/store/notification-email/confirm", { code }, as("bob"))
        )
        expect(used.data.code).toBe("notification_email_code_expired")
        expect((await prefs("bob")).email?.address).toBe(BOB)
      })

      it("ends a code after five wrong tries, refuses bad input, and needs a login", async () => {
        await api.post(
          "/store/notification-email",
          { email: ALICE },
          as("alice")
        )
        await until(
          async () => smtp.to(ALICE).length,
          (n) => n === 1
        )
        const code = codeOf(ALICE)
        const wrong = code === "000000" ? "111111" : "000000"
        for (let i = 0; i < 5; i++) {
          const bad = await fails(
            api.post(
              "/store/notification-email/confirm",
              { code: wrong },
              as("alice")
            )
          )
          expect(bad.data.code).toBe("notification_email_code_invalid")
        }
        const late = await fails(
          api.post("/store/notification-email/confirm", { code }, as("alice"))
        )
        expect([late.status, late.data.code]).toEqual([
          400,
          "notification_email_code_expired",
        ])
        expect((await prefs("alice")).email?.address).toBeNull()

        for (const [body, code] of [
          [{ email: "not-an-address" }, "email_invalid"],
          [{}, "email_invalid"],
          [{ email: BOB, locale: "fr-FR" }, "invalid_data"],
        ] as const) {
          const refused = await fails(
            api.post("/store/notification-email", body, as("bob"))
          )
          expect([refused.status, refused.data.code]).toEqual([400, code])
        }
        const shortCode = await fails(
          api.post(
            "/store/notification-email/confirm",
            { code: "12a" },
            as("bob")
          )
        )
        expect(shortCode.data.code).toBe("notification_email_code_invalid")
        const badKind = await fails(choose("bob", { no_such_kind: true }))
        expect([badKind.status, badKind.data.code]).toEqual([
          400,
          "invalid_data",
        ])
        // all at once, each with its refusal handler from the start
        const anonymous = await Promise.all(
          [
            api.post("/store/notification-email", { email: BOB }, store),
            api.post(
              "/store/notification-email/confirm",
              { code: "123456" },
              store
            ),
            api.get("/store/notification-preferences", store),
            api.post("/store/notification-preferences", { email: {} }, store),
          ].map(fails)
        )
        for (const answer of anonymous) expect(answer.status).toBe(401)
      })

      it("answers send_failed when the mail server refuses the code, and the member may ask again at once", async () => {
        smtp.state.refusing = true
        const refused = await fails(
          api.post("/store/notification-email", { email: BOB }, as("bob"))
        )
        expect([refused.status, refused.data.code, refused.data.field]).toEqual(
          [400, "notification_email_send_failed", "email"]
        )
        expect((await prefs("bob")).email?.pending_address ?? null).toBeNull()
        smtp.state.refusing = false
        const ok = await api.post(
          "/store/notification-email",
          { email: BOB },
          as("bob")
        )
        expect(ok.status).toBe(201)
      })
    })

    describe("emails of events", () => {
      it("sends nothing to an address before it is confirmed", async () => {
        await api.post("/store/notification-email", { email: BOB }, as("bob"))
        await until(
          async () => smtp.to(BOB).length,
          (n) => n === 1
        )
        await recharge("bob", "20")
        await until(
          () => inboxCount("bob"),
          (n) => n === 1
        )
        await pause(1500)
        expect(smtp.to(BOB).map((m) => m.subject)).toEqual([
          expect.stringMatching(/^Your confirmation code: \d{6}$/),
        ])
        expect(await deliveries()).toEqual([])
      })

      it("sends one email per event in the member's language, also when the event comes twice, and only for the kinds chosen", async () => {
        await confirmEmail("bob", BOB, "pt-BR")
        await choose("bob", { recharge_credited: true })
        expect(
          (await prefs("bob")).kinds.filter((k) => k.email).map((k) => k.kind)
        ).toEqual(["recharge_credited"])
        smtp.mails.length = 0

        const id = await recharge("bob", "150.5")
        await until(
          async () => smtp.to(BOB).length,
          (n) => n >= 1
        )
        // the event delivered again: nothing new
        await getContainer()
          .resolve(Modules.EVENT_BUS)
          .emit({ name: "ledger.recharge.credited", data: { id } })
        await pause(1500)
        const mails = smtp.to(BOB)
        expect(mails).toHaveLength(1)
        expect(mails[0].subject).toBe("Recarga creditada")
        expect(mails[0].text).toContain(
          "150,50 USDT foram adicionados à sua carteira."
        )
        expect(mails[0].text).toContain("http://shop.example.test/wallet")
        expect(mails[0].text).toMatch(
          /http:\/\/shop\.example\.test\/unsubscribe\?token=[\w-]+/
        )
        expect(mails[0].html).toContain("Recarga creditada")
        expect(mails[0].headers).toMatch(/List-Unsubscribe: <http:\/\/shop/i)
        const [row] = await deliveries()
        expect(row).toMatchObject({
          kind: "recharge_credited",
          status: "sent",
          attempts: 1,
          address: BOB,
          username: "bob",
        })

        // in-app only again for that kind: the next recharge sends no email
        await choose("bob", { recharge_credited: false })
        await recharge("bob", "10")
        await until(
          () => inboxCount("bob"),
          (n) => n === 2
        )
        await pause(1500)
        expect(smtp.to(BOB)).toHaveLength(1)
        // alice chose nothing and confirmed nothing: bob's choices are his
        expect((await prefs("alice")).kinds.every((k) => !k.email)).toBe(true)
      })

      it("unsubscribes without a login by the email's link, every kind back to in-app only", async () => {
        await confirmEmail("bob", BOB, "zh-CN")
        await choose("bob", { recharge_credited: true, withdrawal_paid: true })
        smtp.mails.length = 0
        await recharge("bob", "30")
        await until(
          async () => smtp.to(BOB).length,
          (n) => n === 1
        )
        const [mail] = smtp.to(BOB)
        expect(mail.subject).toBe("充值已到账")
        const token = /unsubscribe\?token=([\w-]+)/.exec(mail.text)![1]

        const { data } = await api.get(
          `/store/notification-email/unsubscribe?token=${token}`,
          store
        )
        expect(data).toEqual({
          unsubscribed: true,
          address: "b***@example.test",
        })
        // the link again: the same answer
        const twice = await api.get(
          `/store/notification-email/unsubscribe?token=${token}`,
          store
        )
        expect(twice.data.unsubscribed).toBe(true)
        const after = await prefs("bob")
        expect(after.kinds.every((k) => !k.email)).toBe(true)
        expect(after.email?.address).toBe(BOB)

        await recharge("bob", "40")
        await until(
          () => inboxCount("bob"),
          (n) => n === 2
        )
        await pause(1500)
        expect(smtp.to(BOB)).toHaveLength(1)

        for (const q of ["?token=" + "x".repeat(40), "?token=short", ""]) {
          const bad = await fails(
            api.get(`/store/notification-email/unsubscribe${q}`, store)
          )
          expect([q, bad.status, bad.data.code]).toEqual([
            q,
            q.length > 20 ? 404 : 400,
            "unsubscribe_token_invalid",
          ])
        }
      })

      it("retries a send the mail server refused, with the job, and staff see the failure", async () => {
        await confirmEmail("alice", ALICE, "en-US")
        await choose("alice", { recharge_credited: true })
        smtp.mails.length = 0
        smtp.state.refusing = true
        await recharge("alice", "25")
        const [failed] = await until(
          () => deliveries("?status=failed"),
          (d) => d.length === 1
        )
        expect(failed).toMatchObject({
          kind: "recharge_credited",
          status: "failed",
          attempts: 1,
          address: ALICE,
          username: "alice",
          next_attempt_at: expect.any(String),
        })
        expect(failed.last_error).toMatch(/550|Mailbox unavailable/)
        expect(new Date(failed.next_attempt_at!).getTime()).toBeGreaterThan(
          Date.now()
        )
        expect(smtp.to(ALICE)).toEqual([])

        const { retryEmailDeliveriesJob } =
          await import("@uuc/notifications/testing")
        // not yet due: the job leaves it alone
        await retryEmailDeliveriesJob(getContainer())
        expect((await deliveries())[0]).toMatchObject({ attempts: 1 })

        smtp.state.refusing = false
        const store_ = getContainer().resolve("notifications") as {
          updateNotificationDeliveries: (d: {
            id: string
            next_attempt_at: Date
          }) => Promise<unknown>
        }
        await store_.updateNotificationDeliveries({
          id: failed.id,
          next_attempt_at: new Date(Date.now() - 1000),
        })
        await retryEmailDeliveriesJob(getContainer())
        const mails = smtp.to(ALICE)
        expect(mails.map((m) => m.subject)).toEqual(["Recharge credited"])
        expect(mails[0].text).toContain("25.00 USDT was added to your wallet.")
        expect((await deliveries())[0]).toMatchObject({
          status: "sent",
          attempts: 2,
        })
        await retryEmailDeliveriesJob(getContainer())
        expect(smtp.to(ALICE)).toHaveLength(1)
        const bad = await fails(
          api.get("/admin/notification-deliveries?status=lost", admin)
        )
        expect([bad.status, bad.data.code]).toEqual([400, "invalid_data"])
      })
    })

    describe("one member's settings", () => {
      it("are not another's: a code, an address and choices stay with their member", async () => {
        await api.post("/store/notification-email", { email: BOB }, as("bob"))
        await until(
          async () => smtp.to(BOB).length,
          (n) => n === 1
        )
        const code = codeOf(BOB)
        // alice cannot confirm bob's address with his code
        const stolen = await fails(
          api.post("/store/notification-email/confirm", { code }, as("alice"))
        )
        expect(stolen.data.code).toBe("notification_email_code_expired")
        expect((await prefs("alice")).email).toBeNull()
        expect((await prefs("bob")).email?.pending_address).toBe(BOB)

        await api.post("/store/notification-email/confirm", { code }, as("bob"))
        await choose("bob", { order_shipped: true })
        const alice = await prefs("alice")
        expect(alice.email).toBeNull()
        expect(alice.kinds.every((k) => !k.email)).toBe(true)
        // alice has no address: her email choices are refused, bob's stay
        const refused = await fails(choose("alice", { order_shipped: true }))
        expect(refused.data.code).toBe("notification_email_not_confirmed")
        expect(
          (await prefs("bob")).kinds.find((k) => k.kind === "order_shipped")
        ).toEqual({ kind: "order_shipped", email: true })
      })
    })
  },
})
