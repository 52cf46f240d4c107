// Staff second factors are Medusa's own (the auth module's TOTP factors and
// challenges): enrolment, a login that asks for the code, recovery codes once, and
// wrong codes counted by the same lockout as the password (docs/rules.md §8).
import { medusaIntegrationTestRunner } from "../../helpers/runner"
import { ADMIN } from "../../helpers/auth"
import { errorAnswer, type Failed } from "../../helpers/auth"
import { signedIn } from "../../helpers/suite"
import { totpCode } from "../../helpers/totp-code"

jest.setTimeout(180 * 1000)

type Challenge = { id: string; methods: string[] }
type Login = {
  token: string
  mfa_required?: boolean
  mfa_challenge?: Challenge
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const { admin } = signedIn(api, getContainer)
    const bearer = (token: string) => ({
      headers: { authorization: `Bearer ${token}` },
    })
    const status = (p: Promise<{ status: number }>) =>
      p.then(
        (r) => r.status,
        (e: Failed) => errorAnswer(e).status
      )
    const login = async () =>
      (await api.post("/auth/user/emailpass", ADMIN)).data as Login
    const verify = (login: Login, method: string, code: string) =>
      api.post(
        `/auth/mfa/challenges/${login.mfa_challenge!.id}/verify`,
        { method, code },
        bearer(login.token)
      )
    let secret = ""
    /** The admin's authenticator, enrolled and enabled (each test starts without). */
    const enrol = async () => {
      const started = await api.post(
        "/auth/mfa/factors",
        { provider: "totp", label: ADMIN.email },
        admin
      )
      secret = started.data.secret
      await api.post(
        `/auth/mfa/factors/${started.data.mfa_factor.id}/verify`,
        { code: totpCode(secret) },
        admin
      )
    }

    it("enrols an authenticator; the next login asks for its code and the token before it reaches no admin route", async () => {
      const started = await api.post(
        "/auth/mfa/factors",
        { provider: "totp", label: ADMIN.email },
        admin
      )
      secret = started.data.secret
      expect(started.data.otpauth_url).toMatch(/^otpauth:\/\/totp\//)
      // a wrong code does not enable it
      expect(
        await status(
          api.post(
            `/auth/mfa/factors/${started.data.mfa_factor.id}/verify`,
            { code: "000000" === totpCode(secret) ? "111111" : "000000" },
            admin
          )
        )
      ).toBeGreaterThanOrEqual(400)
      const enabled = await api.post(
        `/auth/mfa/factors/${started.data.mfa_factor.id}/verify`,
        { code: totpCode(secret) },
        admin
      )
      expect(enabled.data.mfa_factor.status).toBe("enabled")

      const first = await login()
      expect(first).toMatchObject({
        mfa_required: true,
        mfa_challenge: { methods: expect.arrayContaining(["totp"]) },
      })
      // the password alone opens nothing
      expect(
        await status(api.get("/admin/users/me", bearer(first.token)))
      ).toBe(401)
      const done = await verify(first, "totp", totpCode(secret))
      const me = await api.get("/admin/users/me", bearer(done.data.token))
      expect(me.data.user.email).toBe(ADMIN.email)
      // a completed challenge is spent
      expect(
        await status(verify(first, "totp", totpCode(secret)))
      ).toBeGreaterThanOrEqual(400)
    })

    it("a recovery code works once, in place of the code", async () => {
      await enrol()
      // the password alone cannot make recovery codes (nor a new factor)
      const pending = await login()
      expect(
        await status(
          api.post("/auth/mfa/recovery-codes", {}, bearer(pending.token))
        )
      ).toBe(401)
      expect(
        await status(
          api.post(
            "/auth/mfa/factors",
            { provider: "totp" },
            bearer(pending.token)
          )
        )
      ).toBe(401)
      const passed = (await verify(pending, "totp", totpCode(secret))).data
        .token as string
      const codes = (
        await api.post("/auth/mfa/recovery-codes", {}, bearer(passed))
      ).data.recovery_codes as string[]
      expect(codes.length).toBeGreaterThanOrEqual(8)
      const once = await login()
      const used = await verify(once, "recovery_code", codes[0])
      expect(
        (await api.get("/admin/users/me", bearer(used.data.token))).status
      ).toBe(200)
      const twice = await login()
      expect(
        await status(verify(twice, "recovery_code", codes[0]))
      ).toBeGreaterThanOrEqual(400)
    })

    it("counts wrong codes with the login lockout: of 40 parallel guesses at most 5 are checked, then even the right code waits", async () => {
      await enrol()
      // each right password makes a new challenge: Medusa's own count is per
      // challenge, ours per staff member across them
      const logins: Login[] = []
      for (let i = 0; i < 4; i++) logins.push(await login())
      const guesses = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          status(verify(logins[i % logins.length], "totp", "12345" + (i % 10)))
        )
      )
      const checked = guesses.filter((s) => s !== 429)
      expect(checked.length).toBeLessThanOrEqual(5)
      expect(checked.every((s) => s >= 400 && s < 500)).toBe(true)
      const right = await login()
      const locked = await verify(right, "totp", totpCode(secret)).catch(
        (e: Failed) => errorAnswer(e)
      )
      expect(locked).toMatchObject({
        status: 429,
        data: { code: "too_many_attempts" },
      })
    })
  },
})
