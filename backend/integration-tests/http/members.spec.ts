import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { adminHeaders, errorAnswer, storeHeaders } from "../helpers/auth"

jest.setTimeout(120 * 1000)
process.env.CAPTCHA_TEST_CODE = "test-code"

type Headers = { headers: Record<string, string> }

medusaIntegrationTestRunner({
  env: { CAPTCHA_TEST_CODE: "test-code" },
  testSuite: ({ api, getContainer }) => {
    let store: Headers

    const captcha = async () => {
      const { data } = await api.get("/store/captcha", store)
      return { captcha_id: data.id, captcha_code: "test-code" }
    }
    const form = async (over: Record<string, unknown> = {}) => ({
      username: "alice",
      password: "Passw0rd!",
      password_confirm: "Passw0rd!",
      secondary_password: "Second0ne!",
      secondary_password_confirm: "Second0ne!",
      sponsor: "root",
      phone: "+55 11 91234-5678",
      security_question: "First pet?",
      security_answer: "Rex",
      ...(await captcha()),
      ...over,
    })
    const register = async (over: Record<string, unknown> = {}) =>
      api.post("/store/members/register", await form(over), store)
    const login = async (username: string, password: string) =>
      api.post(
        "/store/members/login",
        { username, password, ...(await captcha()) },
        store
      )

    beforeEach(async () => {
      store = await storeHeaders(getContainer())
      const { registerMemberWorkflow } = await import("@uuc/members/workflows")
      await registerMemberWorkflow(getContainer()).run({
        input: {
          username: "root",
          password: "RootPassw0rd",
          secondary_password: "RootSecond0",
          security_question: "q",
          security_answer: "a",
          phone: null,
          nickname: "Root",
          sponsor_id: null,
        },
      })
    })

    describe("GET /store/captcha", () => {
      it("answers an SVG picture and an id, never the answer", async () => {
        const { data } = await api.get("/store/captcha", store)
        expect(data.id).toMatch(/^cap_/)
        expect(data.svg).toMatch(/^<svg/)
        expect(Object.keys(data).sort()).toEqual(["id", "svg"])
      })
    })

    describe("POST /store/members/register", () => {
      it("registers a member under the sponsor, placed in the network", async () => {
        const res = await register()
        expect(res.status).toBe(201)
        expect(res.data.member).toMatchObject({
          username: "alice",
          sponsor: "root",
          status: "normal",
        })
        expect(JSON.stringify(res.data)).not.toMatch(/hash|Passw0rd/)
        const network = getContainer().resolve<{
          getNode(id: string): Promise<{ parent_id: string; line: number }>
        }>("network")
        const node = await network.getNode(res.data.member.id)
        expect(node.line).toBe(1)
      })

      it.each([
        [
          { username: "ali ce" },
          "username_charset",
          "username",
          "Only numbers and English letters can be entered",
        ],
        [
          { username: "ação" },
          "username_charset",
          "username",
          "Only numbers and English letters can be entered",
        ],
        [
          { password: "", password_confirm: "" },
          "password_required",
          "password",
          "Password cannot be empty",
        ],
        [
          { password_confirm: "Other0000" },
          "passwords_mismatch",
          "password_confirm",
          "Two passwords are inconsistent",
        ],
        [
          { secondary_password_confirm: "Other0000" },
          "passwords_mismatch",
          "secondary_password_confirm",
          "Two passwords are inconsistent",
        ],
        [
          { sponsor: "nobody" },
          "sponsor_not_found",
          "sponsor",
          "The sponsor does not exist",
        ],
        [
          { captcha_code: "wrong" },
          "captcha_invalid",
          "captcha_code",
          "The verification code is wrong or has expired",
        ],
      ])(
        "refuses %j with %s and creates nothing",
        async (over, code, field, message) => {
          const res = await register(over).catch(errorAnswer)
          expect(res.status).toBe(400)
          expect(res.data).toEqual({ code, field, message })
          const members = getContainer().resolve<{
            listMembers(f: object): Promise<unknown[]>
          }>("members")
          expect(await members.listMembers({})).toHaveLength(1)
        }
      )

      it("refuses a username taken in another case, and a captcha used twice", async () => {
        await register()
        const again = await register({ username: "ALICE" }).catch(errorAnswer)
        expect(again.data).toMatchObject({
          code: "username_taken",
          field: "username",
        })
        const used = await captcha()
        await api.post(
          "/store/members/register",
          await form({ username: "bob", ...used }),
          store
        )
        const replay = await api
          .post(
            "/store/members/register",
            await form({ username: "carol", ...used }),
            store
          )
          .catch(errorAnswer)
        expect(replay.data.code).toBe("captcha_invalid")
      })
    })

    describe("GET /admin/members", () => {
      it("lists members for staff, searchable by username or phone", async () => {
        await register()
        await register({ username: "bob", phone: "+86 138 0000 0000" })
        const admin = await adminHeaders(getContainer(), api)
        const all = await api.get("/admin/members", admin)
        expect(all.data.count).toBe(3)
        const byPhone = await api.get(
          `/admin/members?q=${encodeURIComponent("138")}`,
          admin
        )
        expect(
          byPhone.data.members.map((m: { username: string }) => m.username)
        ).toEqual(["bob"])
        expect(JSON.stringify(all.data)).not.toMatch(/hash/)
        const denied = await api.get("/admin/members").catch(errorAnswer)
        expect(denied.status).toBe(401)
      })
    })

    describe("POST /store/members/login and GET /store/members/me", () => {
      it("logs in by username in any case and shows the member their profile", async () => {
        await register()
        const { data } = await login("Alice", "Passw0rd!")
        const me = await api.get("/store/members/me", {
          headers: { ...store.headers, authorization: `Bearer ${data.token}` },
        })
        expect(me.data.member).toMatchObject({
          username: "alice",
          sponsor: "root",
          card: null,
          active: false,
          star_level: 0,
          team_level: 0,
          direct_count: 0,
          team_size: 0,
          loan: null,
        })
      })

      it("answers the same login_invalid for a wrong password and an unknown user", async () => {
        await register()
        const wrong = await login("alice", "nope-nope").catch(errorAnswer)
        const unknown = await login("zed", "nope-nope").catch(errorAnswer)
        expect(wrong.status).toBe(401)
        expect(wrong.data).toEqual(unknown.data)
        expect(wrong.data.code).toBe("login_invalid")
      })

      it("locks a username out after five failures, even for the right password, shared by every process", async () => {
        await register()
        for (let i = 0; i < 5; i++) {
          const res = await login("alice", "wrong-one").catch(errorAnswer)
          expect(res.status).toBe(401)
        }
        const members = getContainer().resolve<{
          listLoginFailures(f: object): Promise<unknown[]>
        }>("members")
        expect(
          (await members.listLoginFailures({ key: "user:alice" })).length
        ).toBe(5)
        const locked = await login("alice", "Passw0rd!").catch(errorAnswer)
        expect(locked.status).toBe(429)
        expect(locked.data.code).toBe("too_many_attempts")
      })

      it("needs a member's token for /me", async () => {
        const res = await api.get("/store/members/me", store).catch(errorAnswer)
        expect(res.status).toBe(401)
      })
    })
  },
})
