// Members' authenticator codes (TOTP): enrolment on /store/members/me/totp, the
// second factor at the login (a code good once, recovery codes once each, the
// lockout under parallel guesses), withdrawals and payout-wallet changes asking
// for it, and turning it off. Codes are computed here with otplib (its TOTP and
// node:crypto parts, with a Base32 decoder of the test's own), as an
// authenticator app would.
import { randomBytes } from "crypto"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createBase32Plugin } from "@otplib/core"
import { crypto } from "@otplib/plugin-crypto-node"
import { generate } from "@otplib/totp"
import { medusaIntegrationTestRunner } from "../helpers/runner"
import { errorAnswer, type ErrorAnswer } from "../helpers/auth"
import { ADDRESS, ledgerSuite } from "../helpers/ledger-suite"
import { CAPTCHA_TEST_CODE } from "../helpers/member-flows"
import { registerMembers } from "../helpers/people"
import { members as membersOf } from "../helpers/services"
import { onceBeforeTests, type Pg } from "../helpers/suite"

jest.setTimeout(300 * 1000)

const PASSWORD = "Passw0rdXyz" // registerMembers' login password
const secondary = (username: string) => `${username}Second1`

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
const base32 = createBase32Plugin({
  name: "test-base32",
  encode: () => {
    throw new Error("the test only decodes")
  },
  decode: (text: string) => {
    const bits = [...text.toUpperCase()]
      .map((c) => BASE32.indexOf(c).toString(2).padStart(5, "0"))
      .join("")
    const bytes = bits.match(/.{8}/g) ?? []
    return Uint8Array.from(bytes.map((b) => parseInt(b, 2)))
  },
})

/** A code of `secret` for the time step `offset` steps from now. */
const codeAt = (secret: string, offset = 0) =>
  generate({
    secret,
    crypto,
    base32,
    epoch: Math.floor(Date.now() / 1000) + 30 * offset,
  })

/** Every answer's status and code, counted: `{ "401 totp_invalid": 5, … }`. */
function tally(answers: ErrorAnswer[]) {
  const counts: Record<string, number> = {}
  for (const a of answers) {
    const key = `${a.status} ${a.data?.code ?? ""}`.trim()
    counts[key] = (counts[key] ?? 0) + 1
  }
  return counts
}

medusaIntegrationTestRunner({
  env: { CAPTCHA_TEST_CODE },
  testSuite: ({ api, getContainer }) => {
    const { store, ids, as, balances, credit } = ledgerSuite(api, getContainer)
    const pg = () =>
      getContainer().resolve<Pg>(ContainerRegistrationKeys.PG_CONNECTION)
    const people = ["tina", "tom", "tess", "tia", "ted", "tara", "tim"]

    onceBeforeTests(async () => {
      await registerMembers(
        getContainer(),
        ids,
        people.map((p) => [p, "root"] as [string, string])
      )
    })

    const captcha = async () => {
      const { data } = await api.get("/store/captcha", store)
      return { captcha_id: data.id, captcha_code: CAPTCHA_TEST_CODE }
    }
    const login = async (
      username: string,
      extra: Record<string, unknown> = {}
    ) =>
      api
        .post(
          "/store/members/login",
          { username, password: PASSWORD, ...(await captcha()), ...extra },
          store
        )
        .catch(errorAnswer)
    const me = async (username: string) =>
      (await api.get("/store/members/me", as(username))).data.member
    /** Starts and confirms an enrolment: the secret and the recovery codes. */
    const enrol = async (username: string) => {
      const start = await api.post(
        "/store/members/me/totp",
        { secondary_password: secondary(username) },
        as(username)
      )
      expect(start.status).toBe(201)
      const { secret } = start.data as { secret: string }
      const confirmed = await api.post(
        "/store/members/me/totp/confirm",
        { code: await codeAt(secret) },
        as(username)
      )
      return {
        secret,
        recovery: confirmed.data.recovery_codes as string[],
      }
    }
    /**
     * Forgets the last accepted time step, so the test's next code need not wait
     * 30 seconds for a later step (only where reuse is not what is tested).
     */
    const nextWindow = (username: string) =>
      pg().raw("update member_totp set last_step = null where member_id = ?", [
        ids[username],
      ])

    describe("enrolment", () => {
      it("answers a secret and its otpauth URI, in force only once a code confirms it; ten recovery codes once; the secret encrypted at rest", async () => {
        const wrong = await api
          .post(
            "/store/members/me/totp",
            { secondary_password: "Wrong0000x" },
            as("tina")
          )
          .catch(errorAnswer)
        expect(wrong.status).toBe(400)
        expect(wrong.data.code).toBe("secondary_password_invalid")

        const start = await api.post(
          "/store/members/me/totp",
          { secondary_password: secondary("tina") },
          as("tina")
        )
        expect(start.status).toBe(201)
        const { secret, otpauth_uri } = start.data
        expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
        expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/UUC:tina\?/)
        expect(otpauth_uri).toContain(`secret=${secret}`)
        // not in force yet: the profile says off, the login asks nothing more
        expect((await me("tina")).totp_enabled).toBe(false)
        expect((await login("tina")).status).toBe(200)

        const bad = await api
          .post(
            "/store/members/me/totp/confirm",
            { code: "000000" },
            as("tina")
          )
          .catch(errorAnswer)
        expect(bad.data).toMatchObject({ code: "totp_invalid", field: "code" })

        const confirmed = await api.post(
          "/store/members/me/totp/confirm",
          { code: await codeAt(secret) },
          as("tina")
        )
        expect(confirmed.data.enabled).toBe(true)
        const codes = confirmed.data.recovery_codes as string[]
        expect(codes).toHaveLength(10)
        expect(new Set(codes).size).toBe(10)
        for (const c of codes) expect(c).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/)
        expect(await me("tina")).toMatchObject({
          totp_enabled: true,
          recovery_codes_left: 10,
        })

        // on: a second start is refused, the secret stays
        const again = await api
          .post(
            "/store/members/me/totp",
            { secondary_password: secondary("tina") },
            as("tina")
          )
          .catch(errorAnswer)
        expect(again.status).toBe(409)
        expect(again.data.code).toBe("totp_already_enabled")

        // at rest: neither the secret nor a recovery code in plain text
        const { rows } = await pg().raw(
          "select secret_enc from member_totp where member_id = ?",
          [ids.tina]
        )
        expect(rows[0].secret_enc).toMatch(/^v1:/)
        expect(rows[0].secret_enc).not.toContain(secret)
        const hashes = await pg().raw(
          "select code_hash from member_recovery_code where member_id = ?",
          [ids.tina]
        )
        expect(hashes.rows).toHaveLength(10)
        const stored = hashes.rows.map((r) => String(r.code_hash))
        for (const c of codes) {
          expect(stored.join()).not.toContain(c.replace("-", ""))
          expect(stored).not.toContain(c)
        }

        // a confirmation without a started enrolment
        const none = await api
          .post("/store/members/me/totp/confirm", { code: "123456" }, as("tom"))
          .catch(errorAnswer)
        expect(none.data.code).toBe("totp_not_pending")
      })
    })

    describe("login", () => {
      it("asks the code (totp_required), refuses a wrong one (totp_invalid), takes a right one once", async () => {
        const { secret } = await enrol("tom")
        const without = await login("tom")
        expect(without.status).toBe(401)
        expect(without.data.code).toBe("totp_required")
        const wrong = await login("tom", { totp_code: "000000" })
        expect(wrong.status).toBe(401)
        expect(wrong.data).toMatchObject({
          code: "totp_invalid",
          field: "totp_code",
        })
        // a wrong password still answers login_invalid, code or not
        const badPassword = await api
          .post(
            "/store/members/login",
            {
              username: "tom",
              password: "NotThePassw0rd",
              totp_code: await codeAt(secret, 1),
              ...(await captcha()),
            },
            store
          )
          .catch(errorAnswer)
        expect(badPassword.data.code).toBe("login_invalid")

        // the confirmation used the current step: the next step's code (within
        // the tolerance of one step) logs in
        const code = await codeAt(secret, 1)
        const right = await login("tom", { totp_code: code })
        expect(right.status).toBe(200)
        expect(right.data.token).toEqual(expect.any(String))
        // the same code again, within its window: refused
        const reused = await login("tom", { totp_code: code })
        expect(reused.status).toBe(401)
        expect(reused.data.code).toBe("totp_invalid")
        // and so is an earlier step's code still valid in time
        const earlier = await login("tom", {
          totp_code: await codeAt(secret, 0),
        })
        expect(earlier.data.code).toBe("totp_invalid")
      })

      it("takes each recovery code once", async () => {
        const { recovery } = await enrol("tess")
        const first = await login("tess", {
          totp_code: recovery[0].toUpperCase(),
        })
        expect(first.status).toBe(200)
        const again = await login("tess", { totp_code: recovery[0] })
        expect(again.status).toBe(401)
        expect(again.data.code).toBe("totp_invalid")
        const second = await login("tess", {
          totp_code: recovery[1].replace("-", ""),
        })
        expect(second.status).toBe(200)
        expect((await me("tess")).recovery_codes_left).toBe(8)
        // another member's recovery code is nobody's
        const { recovery: others } = await enrol("tia")
        const foreign = await login("tess", { totp_code: others[0] })
        expect(foreign.data.code).toBe("totp_invalid")
      })

      it("40 parallel wrong codes: at most the lockout's 5 checked, the rest locked, then the right code too", async () => {
        const { secret } = await enrol("ted")
        const captchas = []
        for (let i = 0; i < 40; i++) captchas.push(await captcha())
        const answers = await Promise.all(
          captchas.map((c, i) =>
            api
              .post(
                "/store/members/login",
                {
                  username: "ted",
                  password: PASSWORD,
                  ...c,
                  totp_code: String(100000 + i * 7919).slice(0, 6),
                },
                store
              )
              .catch(errorAnswer)
          )
        )
        const counts = tally(answers)
        expect(Object.keys(counts).sort()).toEqual(
          ["401 totp_invalid", "429 too_many_attempts"].filter((k) => counts[k])
        )
        expect(counts["401 totp_invalid"]).toBeLessThanOrEqual(5)
        expect(counts["429 too_many_attempts"]).toBeGreaterThanOrEqual(35)
        const failures = await membersOf(getContainer()).listLoginFailures({
          key: `totp:${ids.ted}`,
        })
        expect(failures.length).toBeLessThanOrEqual(5)
        // locked: even the right code waits out the window
        const right = await login("ted", {
          totp_code: await codeAt(secret, 1),
        })
        expect(right.status).toBe(429)
        expect(right.data.code).toBe("too_many_attempts")
      })
    })

    describe("money and the payout wallet", () => {
      it("a withdrawal and a new payout wallet need the code; a replay of the withdrawal's key answers the first answer", async () => {
        const { secret } = await enrol("tara")
        await credit("tara", "USDT", "300")
        const body = {
          amount: "100",
          chain: "BEP20",
          address: ADDRESS,
          secondary_password: secondary("tara"),
        }
        const without = await api
          .post("/store/withdrawals", body, as("tara"))
          .catch(errorAnswer)
        expect(without.status).toBe(400)
        expect(without.data).toMatchObject({
          code: "totp_required",
          field: "totp_code",
        })
        const wrong = await api
          .post(
            "/store/withdrawals",
            { ...body, totp_code: "000000" },
            as("tara")
          )
          .catch(errorAnswer)
        expect(wrong.data.code).toBe("totp_invalid")
        expect(await balances("tara")).toMatchObject({
          USDT: "300.00000000",
        })
        const key = `w-${randomBytes(6).toString("hex")}`
        const made = await api.post(
          "/store/withdrawals",
          { ...body, totp_code: await codeAt(secret, 1) },
          as("tara", key)
        )
        expect(made.status).toBe(201)
        expect(await balances("tara")).toMatchObject({
          USDT: "200.00000000",
          USDT_HELD: "100.00000000",
        })
        // a retry of the same key (the code now used) answers the first answer
        const replay = await api.post(
          "/store/withdrawals",
          { ...body, totp_code: await codeAt(secret, 1) },
          as("tara", key)
        )
        expect(replay.headers["idempotent-replayed"]).toBe("true")
        expect(replay.data.withdrawal.id).toBe(made.data.withdrawal.id)

        // the payout wallet: the secondary password and the code
        const wallet = `0x${"cd".repeat(20)}`
        const noCode = await api
          .post(
            "/store/members/me",
            { wallet_address: wallet, secondary_password: secondary("tara") },
            as("tara")
          )
          .catch(errorAnswer)
        expect(noCode.status).toBe(400)
        expect(noCode.data.code).toBe("totp_required")
        const badCode = await api
          .post(
            "/store/members/me",
            {
              wallet_address: wallet,
              secondary_password: secondary("tara"),
              totp_code: "999999",
            },
            as("tara")
          )
          .catch(errorAnswer)
        expect(badCode.data.code).toBe("totp_invalid")
        expect((await me("tara")).wallet_address).toBeNull()
        await nextWindow("tara")
        const changed = await api.post(
          "/store/members/me",
          {
            wallet_address: wallet,
            secondary_password: secondary("tara"),
            totp_code: await codeAt(secret),
          },
          as("tara")
        )
        expect(changed.data.member.wallet_address).toBe(wallet)
        // other profile fields ask no code
        const nick = await api.post(
          "/store/members/me",
          { nickname: "Tara" },
          as("tara")
        )
        expect(nick.data.member.nickname).toBe("Tara")
      })
    })

    describe("turning it off", () => {
      it("needs the secondary password and a code; then the login asks nothing more", async () => {
        const { secret } = await enrol("tim")
        const badPassword = await api
          .post(
            "/store/members/me/totp/disable",
            { code: await codeAt(secret, 1), secondary_password: "Wrong0000x" },
            as("tim")
          )
          .catch(errorAnswer)
        expect(badPassword.data.code).toBe("secondary_password_invalid")
        const badCode = await api
          .post(
            "/store/members/me/totp/disable",
            { code: "000000", secondary_password: secondary("tim") },
            as("tim")
          )
          .catch(errorAnswer)
        expect(badCode.data.code).toBe("totp_invalid")
        expect((await me("tim")).totp_enabled).toBe(true)
        const off = await api.post(
          "/store/members/me/totp/disable",
          {
            code: await codeAt(secret, 1),
            secondary_password: secondary("tim"),
          },
          as("tim")
        )
        expect(off.data).toEqual({ enabled: false })
        expect(await me("tim")).toMatchObject({
          totp_enabled: false,
          recovery_codes_left: 0,
        })
        expect((await login("tim")).status).toBe(200)
        const again = await api
          .post(
            "/store/members/me/totp/disable",
            { code: "123456", secondary_password: secondary("tim") },
            as("tim")
          )
          .catch(errorAnswer)
        expect(again.data.code).toBe("totp_not_enabled")
        const { rows } = await pg().raw(
          "select count(*)::int as n from member_recovery_code where member_id = ?",
          [ids.tim]
        )
        expect(rows[0].n).toBe(0)
        // and it can be set up again, with a new secret
        const restart = await api.post(
          "/store/members/me/totp",
          { secondary_password: secondary("tim") },
          as("tim")
        )
        expect(restart.data.secret).not.toBe(secret)
      })
    })
  },
})
