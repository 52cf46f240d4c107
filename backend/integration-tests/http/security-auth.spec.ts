import { Modules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "../helpers/runner"
import { randomBytes } from "crypto"
import { seedRootMember } from "../../src/scripts/seed/root-member"
import {
  ADMIN,
  adminHeaders,
  errorAnswer,
  storeHeaders,
  type ErrorAnswer,
} from "../helpers/auth"
import { type Headers } from "../helpers/ledger"
import { CAPTCHA_TEST_CODE } from "../helpers/member-flows"
import { members as membersOf } from "../helpers/services"

jest.setTimeout(300 * 1000)

type Member = {
  id: string
  password_hash: string
  security_question: string
}
type Secrets = {
  hashSecretScrypt(
    s: string,
    p?: { N: number; r: number; p: number }
  ): Promise<string>
}

const ROOT = {
  ROOT_USERNAME: "root",
  ROOT_PASSWORD: "RootPassw0rd",
  ROOT_SECONDARY_PASSWORD: "RootSecond0",
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_SECONDARY_PASSWORD: "StaffSecond0",
}

/** Every answer's status and code, counted: `{ "400 security_answer_invalid": 5, … }`. */
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
    let store: Headers
    const members = () => membersOf(getContainer())
    const captcha = async () => {
      const { data } = await api.get("/store/captcha", store)
      return { captcha_id: data.id, captcha_code: "test-code" }
    }
    const withHeaders = (extra: Record<string, string>): Headers => ({
      headers: { ...store.headers, ...extra },
    })
    const register = async (username: string) =>
      api.post(
        "/store/members/register",
        {
          username,
          ...(await import("@uuc/members/testing")).REGISTRATION_SAMPLE,
          ...(await captcha()),
        },
        store
      )
    const login = async (username: string, password: string) =>
      api
        .post(
          "/store/members/login",
          { username, password, ...(await captcha()) },
          store
        )
        .catch(errorAnswer)
    const reset = async (
      username: string,
      answer: string,
      headers: Record<string, string> = {}
    ) =>
      api
        .post(
          "/store/members/password-reset",
          {
            username,
            security_answer: answer,
            password: "Taken0ver!",
            password_confirm: "Taken0ver!",
            ...(await captcha()),
          },
          withHeaders(headers)
        )
        .catch(errorAnswer)

    // The root's answer as `npm start` makes it: a generated secret.
    let rootAnswer: string

    beforeEach(async () => {
      store = await storeHeaders(getContainer())
      rootAnswer = randomBytes(12).toString("base64url")
      Object.assign(process.env, ROOT, { ROOT_SECURITY_ANSWER: rootAnswer })
      await adminHeaders(getContainer(), api)
      // The seed script `npm start` runs, reading ROOT_* from the environment.
      await seedRootMember(getContainer())
      delete process.env.ROOT_SECURITY_ANSWER
    })

    describe("root account takeover", () => {
      it("has no known security answer: 'uuc' fails, a reset without captcha fails", async () => {
        const q = await api.get(
          "/store/members/me/security-question?username=root",
          store
        )
        expect(q.data.security_question).not.toMatch(/name of this platform/i)
        const uuc = await reset("root", "uuc")
        expect(uuc.status).toBe(400)
        expect(uuc.data.code).toBe("security_answer_invalid")
        const noCaptcha = await api
          .post(
            "/store/members/password-reset",
            {
              username: "root",
              security_answer: "uuc",
              password: "Taken0ver!",
              password_confirm: "Taken0ver!",
            },
            store
          )
          .catch(errorAnswer)
        expect(noCaptcha.status).toBe(400)
        expect(noCaptcha.data.field).toBe("captcha_id")
        const badCaptcha = await api
          .post(
            "/store/members/password-reset",
            {
              username: "root",
              security_answer: "uuc",
              password: "Taken0ver!",
              password_confirm: "Taken0ver!",
              captcha_id: (await captcha()).captcha_id,
              captcha_code: "wrong",
            },
            store
          )
          .catch(errorAnswer)
        expect(badCaptcha.data.code).toBe("captcha_invalid")
        // The root's password still works: nothing was taken over.
        expect((await login("root", ROOT.ROOT_PASSWORD)).status).toBe(200)
      })

      it("takes the root's answer from ROOT_SECURITY_ANSWER", async () => {
        expect((await reset("root", "uuc")).status).toBe(400)
        expect((await reset("root", rootAnswer)).status).toBe(200)
        expect((await login("root", "Taken0ver!")).status).toBe(200)
      })
    })

    describe("password-reset lockout", () => {
      it("30 resets with wrong answers lock the username, even for the right answer", async () => {
        await register("alice")
        const answers: ErrorAnswer[] = []
        for (let i = 0; i < 30; i++) answers.push(await reset("alice", "Max"))
        expect(tally(answers)).toEqual({
          "400 security_answer_invalid": 5,
          "429 too_many_attempts": 25,
        })
        const right = await reset("alice", "rex")
        expect(right.status).toBe(429)
        expect((await login("alice", "Passw0rd!")).status).toBe(200)
      })

      it("varying X-Forwarded-For does not reset the per-address count (no TRUSTED_PROXIES)", async () => {
        delete process.env.TRUSTED_PROXIES
        const answers: ErrorAnswer[] = []
        // 30 usernames (unknown ones answer like wrong answers), each from a "new" address.
        for (let i = 0; i < 30; i++)
          answers.push(
            await reset(`nobody${i}`, "x", {
              "x-forwarded-for": `198.51.100.${i + 1}`,
            })
          )
        expect(tally(answers)).toEqual({ "400 security_answer_invalid": 30 })
        const next = await reset("nobody99", "x", {
          "x-forwarded-for": "203.0.113.250",
        })
        expect(next.status).toBe(429)
        expect(next.data.code).toBe("too_many_attempts")
        const keys = (await members().listLoginFailures({})).map((f) => f.key)
        expect(keys.filter((k) => k.startsWith("ip:198.51.100."))).toEqual([])
      })

      it("with TRUSTED_PROXIES naming the proxy, the forwarded client address is used", async () => {
        // The test client reaches the server over loopback, IPv4 or IPv6.
        process.env.TRUSTED_PROXIES = "127.0.0.1,::1"
        try {
          for (let i = 0; i < 30; i++) {
            const res = await reset(`nobody${i}`, "x", {
              // A client-written left part cannot pick the address.
              "x-forwarded-for": `10.9.9.${i}, 203.0.113.7`,
            })
            expect(res.data.code).toBe("security_answer_invalid")
          }
          const same = await reset("nobody99", "x", {
            "x-forwarded-for": "203.0.113.7",
          })
          expect(same.status).toBe(429)
          const other = await reset("nobody99", "x", {
            "x-forwarded-for": "203.0.113.8",
          })
          expect(other.data.code).toBe("security_answer_invalid")
          const keys = (await members().listLoginFailures({})).map((f) => f.key)
          expect(keys).toContain("ip:203.0.113.7")
          expect(keys.some((k) => k.startsWith("ip:10.9.9."))).toBe(false)
        } finally {
          delete process.env.TRUSTED_PROXIES
        }
      })
    })

    describe("secondary passwords under parallel guesses", () => {
      it("50 parallel wrong secondary passwords: at most 5 verdicts of incorrect, the rest locked", async () => {
        await register("alice")
        const { token } = (await login("alice", "Passw0rd!")).data
        const headers = withHeaders({ authorization: `Bearer ${token}` })
        const answers = await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            api
              .post(
                "/store/transfers",
                {
                  to_username: "root",
                  amount: "1",
                  secondary_password: `Wrong${i}xx`,
                },
                {
                  headers: {
                    ...headers.headers,
                    "idempotency-key": `guess-${i}-${randomBytes(4).toString("hex")}`,
                  },
                }
              )
              .catch(errorAnswer)
          )
        )
        const counts = tally(answers)
        expect(Object.keys(counts).sort()).toEqual(
          ["400 secondary_password_invalid", "429 too_many_attempts"].filter(
            (k) => counts[k]
          )
        )
        expect(counts["400 secondary_password_invalid"]).toBeLessThanOrEqual(5)
        expect(counts["429 too_many_attempts"]).toBeGreaterThanOrEqual(45)
        const failures = await members().listLoginFailures({
          key: `secondary:${(await members().findByUsername("alice"))!.id}`,
        })
        expect(failures.length).toBeLessThanOrEqual(5)
      })
    })

    describe("no username enumeration", () => {
      it("answers the security question of an unknown username like a known one, the same every time", async () => {
        await register("alice")
        const known = await api.get(
          "/store/members/me/security-question?username=alice",
          store
        )
        const unknown = await api.get(
          "/store/members/me/security-question?username=Ghost",
          store
        )
        const again = await api.get(
          "/store/members/me/security-question?username=ghost",
          store
        )
        expect(unknown.status).toBe(known.status)
        expect(Object.keys(unknown.data).sort()).toEqual(
          Object.keys(known.data).sort()
        )
        expect(unknown.data.username).toBe("ghost")
        expect(typeof unknown.data.security_question).toBe("string")
        expect(unknown.data.security_question.length).toBeGreaterThan(5)
        expect(again.data).toEqual(unknown.data)
        // A wrong answer for the unknown one is refused exactly like for a known one.
        const ghost = await reset("ghost", "Rex")
        const alice = await reset("alice", "Max")
        expect(ghost).toMatchObject({ status: alice.status, data: alice.data })
      })
    })

    describe("staff login lockout", () => {
      it("locks an email after 5 failures, even for the right password; another email may still try", async () => {
        const attempt = (password: string, email = ADMIN.email) =>
          api
            .post("/auth/user/emailpass", { email, password })
            .catch(errorAnswer)
        // A success leaves nothing counted.
        expect((await attempt(ADMIN.password)).status).toBe(200)
        const wrong = await Promise.all(
          Array.from({ length: 12 }, () => attempt("Wrong-passw0rd"))
        )
        const refused = wrong.filter((a) => a.status === 401).length
        const locked = wrong.filter(
          (a) => a.status === 429 && a.data.code === "too_many_attempts"
        ).length
        expect(refused).toBeGreaterThanOrEqual(1)
        expect(refused).toBeLessThanOrEqual(5)
        expect(refused + locked).toBe(12)
        const right = await attempt(ADMIN.password)
        expect(right.status).toBe(429)
        expect(right.data.code).toBe("too_many_attempts")
        // The address is not locked by one email's failures.
        const users = getContainer().resolve(Modules.USER)
        const auth = getContainer().resolve(Modules.AUTH)
        const other = { email: "other@test.local", password: "Str0ngPassw0rd" }
        const user = await users.createUsers({ email: other.email })
        const { authIdentity } = await auth.register("emailpass", {
          body: other,
        })
        await auth.updateAuthIdentities({
          id: authIdentity!.id,
          app_metadata: { user_id: user.id },
        })
        expect((await attempt(other.password, other.email)).status).toBe(200)
      })
    })

    describe("avatars", () => {
      // A 1×1 PNG.
      const PNG = Buffer.from(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
        "base64"
      )
      const boundary = "----uuc-security-boundary"
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`
        ),
        PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ])

      it("deletes the replaced file, rate-limits uploads and takes no foreign avatar_url", async () => {
        await register("alice")
        const { token } = (await login("alice", "Passw0rd!")).data
        const auth = { authorization: `Bearer ${token}` }
        const upload = () =>
          api
            .post("/store/members/me/avatar", body, {
              headers: {
                ...store.headers,
                ...auth,
                "content-type": `multipart/form-data; boundary=${boundary}`,
              },
            })
            .catch(errorAnswer)
        const exists = (url: string) =>
          api
            .get(new URL(url).pathname)
            .then((r: { status: number }) => r.status)
            .catch((e: { response: { status: number } }) => e.response.status)
        const first = (await upload()).data.member.avatar_url as string
        expect(await exists(first)).toBe(200)
        const second = (await upload()).data.member.avatar_url as string
        expect(second).not.toBe(first)
        expect(await exists(first)).toBe(404)
        expect(await exists(second)).toBe(200)

        for (const url of [
          "https://tracker.example/pixel.png",
          first.replace(/avatar-mem_\w+/, "avatar-mem_someoneelse"),
        ]) {
          const refused = await api
            .post("/store/members/me", { avatar_url: url }, withHeaders(auth))
            .catch(errorAnswer)
          expect(refused.data).toMatchObject({
            code: "avatar_url_invalid",
            field: "avatar_url",
          })
        }
        // Three more uploads reach the limit of 5 in the window; the sixth is refused.
        for (let i = 0; i < 3; i++) expect((await upload()).status).toBe(200)
        const limited = await upload()
        expect(limited.status).toBe(429)
        expect(limited.data.code).toBe("too_many_attempts")

        const current = (await members().findByUsername("alice")) as Member & {
          avatar_url: string
        }
        const removed = await api.post(
          "/store/members/me",
          { avatar_url: null },
          withHeaders(auth)
        )
        expect(removed.data.member.avatar_url).toBeNull()
        expect(await exists(current.avatar_url)).toBe(404)
      })
    })

    describe("password hashes (KDF)", () => {
      it("are argon2id at OWASP's parameters, and a scrypt one is re-hashed at the next login", async () => {
        const argon2id = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/
        await register("alice")
        const stored = (await members().findByUsername("alice"))!
        expect(stored.password_hash).toMatch(argon2id)
        expect(stored.secondary_password_hash).toMatch(argon2id)
        expect(stored.security_answer_hash).toMatch(argon2id)
        const { hashSecretScrypt } =
          (await import("@uuc/members/testing")) as Secrets
        const old = await hashSecretScrypt("Passw0rd!", { N: 1024, r: 8, p: 1 })
        await members().updateMembers({ id: stored.id, password_hash: old })
        expect((await login("alice", "Wrong-Passw0rd!")).status).toBe(401)
        expect((await members().findByUsername("alice"))!.password_hash).toBe(
          old
        )
        expect((await login("alice", "Passw0rd!")).status).toBe(200)
        const upgraded = (await members().findByUsername("alice"))!
          .password_hash
        expect(upgraded).toMatch(argon2id)
        expect((await login("alice", "Passw0rd!")).status).toBe(200)
      })
    })
  },
})
