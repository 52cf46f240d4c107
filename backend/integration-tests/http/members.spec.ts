import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ADMIN, adminHeaders, errorAnswer, storeHeaders } from "../helpers/auth"
import { type Headers } from "../helpers/ledger"

jest.setTimeout(180 * 1000)
process.env.CAPTCHA_TEST_CODE = "test-code"

type Members = {
  listMembers(f: object): Promise<{ id: string; status: string }[]>
  listLoginFailures(f: object): Promise<unknown[]>
  listAuditEntries(
    f: object
  ): Promise<
    { action: string; actor_id: string; before: unknown; after: unknown }[]
  >
  verifySecondaryPassword(id: string, secret: string): Promise<boolean>
}
type Seed = {
  seedRootMember(
    c: MedusaContainer,
    i: { username: string; password: string; secondary_password: string }
  ): Promise<{ member: { id: string }; created: boolean }>
  seedStaffProfile(
    c: MedusaContainer,
    i: { email: string; secondary_password: string }
  ): Promise<{ created: boolean }>
}

const STAFF_SECONDARY = "StaffSecond0"
// A 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64"
)

/** One multipart file field `file`, as a browser's FormData sends it. */
function multipart(content: Buffer, filename: string, type: string) {
  const boundary = "----uuc-test-boundary"
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { body, type: `multipart/form-data; boundary=${boundary}` }
}

medusaIntegrationTestRunner({
  env: { CAPTCHA_TEST_CODE: "test-code" },
  testSuite: ({ api, getContainer }) => {
    let store: Headers
    let rootId: string

    const members = () => getContainer().resolve<Members>("members")
    const seed = async () => (await import("@uuc/members/seed")) as Seed
    const as = (token: string): Headers => ({
      headers: { ...store.headers, authorization: `Bearer ${token}` },
    })
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
    /** Registers a member and logs them in; answers their id and token. */
    const member = async (username: string, sponsor = "root") => {
      const { data } = await register({ username, sponsor })
      const { token } = (await login(username, "Passw0rd!")).data
      return { id: data.member.id as string, token: token as string }
    }
    /** The test staff user, with a staff profile and secondary password. */
    const staff = async () => {
      const headers = await adminHeaders(getContainer(), api)
      await (
        await seed()
      ).seedStaffProfile(getContainer(), {
        email: ADMIN.email,
        secondary_password: STAFF_SECONDARY,
      })
      return headers
    }

    beforeEach(async () => {
      store = await storeHeaders(getContainer())
      const { member } = await (
        await seed()
      ).seedRootMember(getContainer(), {
        username: "root",
        password: "RootPassw0rd",
        secondary_password: "RootSecond0",
      })
      rootId = member.id
    })

    describe("seeding", () => {
      it("seeds the root member and a staff profile once, whatever the reruns", async () => {
        const again = await (
          await seed()
        ).seedRootMember(getContainer(), {
          username: "ROOT",
          password: "Other0000",
          secondary_password: "Other0000",
        })
        expect(again).toMatchObject({ created: false, member: { id: rootId } })
        await staff()
        const second = await (
          await seed()
        ).seedStaffProfile(getContainer(), {
          email: ADMIN.email,
          secondary_password: "x",
        })
        expect(second.created).toBe(false)
        expect(await members().listMembers({})).toHaveLength(1)
      })
    })

    describe("GET /store/captcha", () => {
      it("answers an SVG picture and an id, never the answer", async () => {
        const { data, headers } = await api.get("/store/captcha", store)
        expect(data.id).toMatch(/^cap_/)
        expect(data.svg).toMatch(/^<svg/)
        expect(Object.keys(data).sort()).toEqual(["id", "svg"])
        expect(headers["cache-control"]).toBe("no-store")
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
        expect(JSON.stringify(res.data)).not.toMatch(/hash|Passw0rd|Rex/)
        const network = getContainer().resolve<{
          getNode(id: string): Promise<{ parent_id: string; line: number }>
        }>("network")
        const node = await network.getNode(res.data.member.id)
        expect(node).toMatchObject({ parent_id: rootId, line: 1 })
      })

      it.each([
        [
          { username: "" },
          "username_required",
          "username",
          "Username cannot be empty",
        ],
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
          { username: "ab" },
          "username_length",
          "username",
          "The username must have 3 to 20 characters",
        ],
        [
          { password: "", password_confirm: "" },
          "password_required",
          "password",
          "Password cannot be empty",
        ],
        [
          { password: "short1", password_confirm: "short1" },
          "password_too_short",
          "password",
          "The password must have at least 8 characters",
        ],
        [
          { password_confirm: "Other0000" },
          "passwords_mismatch",
          "password_confirm",
          "Two passwords are inconsistent",
        ],
        [
          { secondary_password: "", secondary_password_confirm: "" },
          "secondary_password_required",
          "secondary_password",
          "The secondary password cannot be empty",
        ],
        [
          { secondary_password_confirm: "Other0000" },
          "passwords_mismatch",
          "secondary_password_confirm",
          "Two passwords are inconsistent",
        ],
        [
          { sponsor: "" },
          "sponsor_required",
          "sponsor",
          "A sponsor is required",
        ],
        [
          { sponsor: "nobody" },
          "sponsor_not_found",
          "sponsor",
          "The sponsor does not exist",
        ],
        [
          { phone: "call me" },
          "phone_invalid",
          "phone",
          "Please enter a valid phone number",
        ],
        [
          { security_question: " " },
          "security_question_required",
          "security_question",
          "Please choose a security question",
        ],
        [
          { security_answer: "" },
          "security_answer_required",
          "security_answer",
          "Please answer the security question",
        ],
        [
          { captcha_code: "" },
          "captcha_required",
          "captcha_code",
          "Please enter the verification code",
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
          expect(await members().listMembers({})).toHaveLength(1)
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

    describe("POST /store/members/login", () => {
      it("logs in by username in any case; the token reads /me in api.md's shape", async () => {
        await register()
        const { data } = await login("Alice", "Passw0rd!")
        expect(data.expires_at).toBeDefined()
        const me = await api.get("/store/members/me", as(data.token))
        expect(me.data.member).toMatchObject({
          username: "alice",
          sponsor: "root",
          card: null,
          active: false,
          star_level: 0,
          team_level: 0,
          status: "normal",
          balances: {
            USDT: "0.00000000",
            USDT_HELD: "0.00000000",
            UUC: "0.00000000",
            UUC_POOL: "0.00000000",
            POINTS: "0.00000000",
          },
          direct_count: 0,
          team_size: 0,
          loan: null,
          impersonated_by: null,
        })
        expect(JSON.stringify(me.data)).not.toMatch(/hash/)
      })

      it("refuses a wrong captcha before looking at the password, and uses it up", async () => {
        await register()
        const { captcha_id } = await captcha()
        const attempt = (captcha_code: string) =>
          api
            .post(
              "/store/members/login",
              {
                username: "alice",
                password: "Passw0rd!",
                captcha_id,
                captcha_code,
              },
              store
            )
            .catch(errorAnswer)
        const wrong = await attempt("nope")
        expect(wrong.status).toBe(400)
        expect(wrong.data.code).toBe("captcha_invalid")
        expect((await attempt("test-code")).data.code).toBe("captcha_invalid")
        expect(await members().listLoginFailures({})).toHaveLength(0)
      })

      it("answers the same login_invalid for a wrong password and an unknown user", async () => {
        await register()
        const wrong = await login("alice", "nope-nope").catch(errorAnswer)
        const unknown = await login("zed", "nope-nope").catch(errorAnswer)
        expect(wrong.status).toBe(401)
        expect(wrong.data).toEqual(unknown.data)
        expect(wrong.data).toEqual({
          code: "login_invalid",
          message: "Wrong username or password",
        })
      })

      it("locks a username out after five failures, even for the right password", async () => {
        await register()
        for (let i = 0; i < 5; i++) {
          const res = await login("alice", "wrong-one").catch(errorAnswer)
          expect(res.status).toBe(401)
        }
        expect(
          await members().listLoginFailures({ key: "user:alice" })
        ).toHaveLength(5)
        const locked = await login("ALICE", "Passw0rd!").catch(errorAnswer)
        expect(locked.status).toBe(429)
        expect(locked.data.code).toBe("too_many_attempts")
        // Another username from the same address still may try.
        await register({ username: "bob" })
        expect((await login("bob", "Passw0rd!")).status).toBe(200)
      })

      it("needs a member's token for /me", async () => {
        const res = await api.get("/store/members/me", store).catch(errorAnswer)
        expect(res.status).toBe(401)
      })
    })

    describe("POST /store/members/me and /me/avatar", () => {
      it("edits nickname, phone and wallet address, validating the address", async () => {
        const alice = await member("alice")
        const { data } = await api.post(
          "/store/members/me",
          {
            nickname: "Ally",
            phone: "+1 555 0100",
            wallet_address: `0x${"aB".repeat(20)}`,
            secondary_password: "Second0ne!",
          },
          as(alice.token)
        )
        expect(data.member).toMatchObject({
          nickname: "Ally",
          phone: "+1 555 0100",
          wallet_address: `0x${"aB".repeat(20)}`,
        })
        const bad = await api
          .post(
            "/store/members/me",
            { wallet_address: "0x123" },
            as(alice.token)
          )
          .catch(errorAnswer)
        expect(bad.status).toBe(400)
        expect(bad.data).toMatchObject({
          code: "wallet_address_invalid",
          field: "wallet_address",
        })
      })

      it("uploads an avatar through the file module, pictures only", async () => {
        const alice = await member("alice")
        const png = multipart(PNG, "me.png", "image/png")
        const { data } = await api.post("/store/members/me/avatar", png.body, {
          headers: { ...as(alice.token).headers, "content-type": png.type },
        })
        expect(data.member.avatar_url).toMatch(
          /\/static\/\d+-avatar-mem_\w+\.png$/
        )
        const key = data.member.avatar_url.split("/").pop()
        await getContainer().resolve(Modules.FILE).deleteFiles(key)

        const html = multipart(
          Buffer.from("<script>x</script>"),
          "x.png",
          "image/png"
        )
        const refused = await api
          .post("/store/members/me/avatar", html.body, {
            headers: { ...as(alice.token).headers, "content-type": html.type },
          })
          .catch(errorAnswer)
        expect(refused.status).toBe(400)
        expect(refused.data.code).toBe("avatar_type_invalid")
      })
    })

    describe("POST /store/members/me/password", () => {
      it("changes the login password: earlier tokens end, the answer's token works", async () => {
        const alice = await member("alice")
        const wrong = await api
          .post(
            "/store/members/me/password",
            {
              kind: "login",
              old: "nope-nope",
              password: "NewPassw0rd",
              password_confirm: "NewPassw0rd",
            },
            as(alice.token)
          )
          .catch(errorAnswer)
        expect(wrong.data).toMatchObject({
          code: "old_password_invalid",
          field: "old",
        })
        const { data } = await api.post(
          "/store/members/me/password",
          {
            kind: "login",
            old: "Passw0rd!",
            password: "NewPassw0rd",
            password_confirm: "NewPassw0rd",
          },
          as(alice.token)
        )
        const stale = await api
          .get("/store/members/me", as(alice.token))
          .catch(errorAnswer)
        expect(stale.status).toBe(401)
        expect(stale.data.code).toBe("session_expired")
        expect(
          (await api.get("/store/members/me", as(data.token))).status
        ).toBe(200)
        expect((await login("alice", "NewPassw0rd")).status).toBe(200)
      })

      it("changes the secondary password, which other plugins then check", async () => {
        const alice = await member("alice")
        const mismatch = await api
          .post(
            "/store/members/me/password",
            {
              kind: "secondary",
              old: "Second0ne!",
              password: "NewSecond1",
              password_confirm: "Other0000",
            },
            as(alice.token)
          )
          .catch(errorAnswer)
        expect(mismatch.data.code).toBe("passwords_mismatch")
        await api.post(
          "/store/members/me/password",
          {
            kind: "secondary",
            old: "Second0ne!",
            password: "NewSecond1",
            password_confirm: "NewSecond1",
          },
          as(alice.token)
        )
        expect(
          await members().verifySecondaryPassword(alice.id, "NewSecond1")
        ).toBe(true)
        expect(
          await members().verifySecondaryPassword(alice.id, "Second0ne!")
        ).toBe(false)
        // A secondary change leaves the session alone.
        expect(
          (await api.get("/store/members/me", as(alice.token))).status
        ).toBe(200)
      })
    })

    describe("POST /store/members/password-reset", () => {
      it("shows the question, refuses a wrong answer, sets the password on the right one", async () => {
        const alice = await member("alice")
        const q = await api.get(
          "/store/members/me/security-question?username=ALICE",
          store
        )
        expect(q.data).toEqual({
          username: "alice",
          security_question: "First pet?",
        })
        const reset = async (answer: string) =>
          api.post(
            "/store/members/password-reset",
            {
              username: "alice",
              security_answer: answer,
              password: "Reset0000x",
              password_confirm: "Reset0000x",
              ...(await captcha()),
            },
            store
          )
        const wrong = await reset("Max").catch(errorAnswer)
        expect(wrong.status).toBe(400)
        expect(wrong.data.code).toBe("security_answer_invalid")
        expect((await reset("  rex ")).status).toBe(200)
        expect((await login("alice", "Reset0000x")).status).toBe(200)
        const stale = await api
          .get("/store/members/me", as(alice.token))
          .catch(errorAnswer)
        expect(stale.data.code).toBe("session_expired")
        // An unknown username gets a question too (see security-auth.spec.ts).
        const unknown = await api.get(
          "/store/members/me/security-question?username=nobody",
          store
        )
        expect(unknown.status).toBe(200)
        expect(unknown.data.username).toBe("nobody")
      })
    })

    describe("members' own data only", () => {
      it("keeps addresses to their owner (Medusa's customer addresses) and admin routes to staff", async () => {
        const alice = await member("alice")
        const bob = await member("bob")
        const created = await api.post(
          "/store/customers/me/addresses",
          {
            first_name: "Alice",
            phone: "+1 555 0100",
            address_1: "1 Main St",
            city: "Lisbon",
            country_code: "pt",
          },
          as(alice.token)
        )
        const addressId = created.data.customer.addresses[0].id
        const mine = await api.get(
          "/store/customers/me/addresses",
          as(alice.token)
        )
        expect(mine.data.addresses).toHaveLength(1)
        const theirs = await api.get(
          "/store/customers/me/addresses",
          as(bob.token)
        )
        expect(theirs.data.addresses).toHaveLength(0)
        const peek = await api
          .get(`/store/customers/me/addresses/${addressId}`, as(bob.token))
          .catch(errorAnswer)
        expect(peek.status).toBe(404)
        const admin = await api
          .get("/admin/members", {
            headers: { authorization: `Bearer ${alice.token}` },
          })
          .catch(errorAnswer)
        expect(admin.status).toBe(401)
      })
    })

    describe("staff: /admin/members", () => {
      it("lists, searches and filters members by status, card and levels", async () => {
        const admin = await staff()
        const alice = await member("alice")
        await register({ username: "bob", phone: "+86 138 0000 0000" })
        const all = await api.get("/admin/members", admin)
        expect(all.data.count).toBe(3)
        const byPhone = await api.get("/admin/members?q=138", admin)
        expect(
          byPhone.data.members.map((m: { username: string }) => m.username)
        ).toEqual(["bob"])
        await api.post(
          `/admin/members/${alice.id}`,
          { star_level: 3, secondary_password: STAFF_SECONDARY },
          admin
        )
        const starred = await api.get(
          "/admin/members?star_level=3&card=none",
          admin
        )
        expect(starred.data.members).toEqual([
          expect.objectContaining({
            username: "alice",
            star_level: 3,
            star_level_pinned: true,
            sponsor: "root",
          }),
        ])
        expect(JSON.stringify(all.data)).not.toMatch(/hash/)
        const denied = await api.get("/admin/members").catch(errorAnswer)
        expect(denied.status).toBe(401)
        const badLevel = await api
          .get("/admin/members?team_level=9", admin)
          .catch(errorAnswer)
        expect(badLevel.data).toMatchObject({
          code: "invalid_level",
          field: "team_level",
        })
      })

      it("freezes (login refused, actions refused, reading allowed) and unfreezes, audited", async () => {
        const admin = await staff()
        const alice = await member("alice")
        const frozen = await api.post(
          `/admin/members/${alice.id}`,
          { status: "frozen", secondary_password: STAFF_SECONDARY },
          admin
        )
        expect(frozen.data.member.status).toBe("frozen")
        const refused = await login("alice", "Passw0rd!").catch(errorAnswer)
        expect(refused.status).toBe(403)
        expect(refused.data.code).toBe("member_frozen")
        expect(
          (await api.get("/store/members/me", as(alice.token))).data.member
            .status
        ).toBe("frozen")
        const act = await api
          .post("/store/members/me", { nickname: "x" }, as(alice.token))
          .catch(errorAnswer)
        expect(act.status).toBe(403)
        expect(act.data.code).toBe("member_frozen")
        await api.post(
          `/admin/members/${alice.id}`,
          { status: "normal", secondary_password: STAFF_SECONDARY },
          admin
        )
        expect((await login("alice", "Passw0rd!")).status).toBe(200)

        const { data } = await api.get(
          `/admin/members/${alice.id}/audit`,
          admin
        )
        expect(data.count).toBe(2)
        expect(data.audit[1]).toMatchObject({
          actor: "staff",
          action: "member.update",
          before: { status: "normal" },
          after: { status: "frozen" },
        })
      })

      it("pins and un-pins star and team levels through the network, audited", async () => {
        const admin = await staff()
        const alice = await member("alice")
        const pinned = await api.post(
          `/admin/members/${alice.id}`,
          { star_level: 4, team_level: 2, secondary_password: STAFF_SECONDARY },
          admin
        )
        expect(pinned.data.member.network).toMatchObject({
          star_level: 4,
          star_level_pinned: true,
          team_level: 2,
          team_level_pinned: true,
        })
        const unpinned = await api.post(
          `/admin/members/${alice.id}`,
          { star_level: null, secondary_password: STAFF_SECONDARY },
          admin
        )
        expect(unpinned.data.member.network).toMatchObject({
          star_level: 0,
          star_level_pinned: false,
          team_level: 2,
        })
        expect(unpinned.data.audit[0]).toMatchObject({
          action: "member.update",
          before: { star_level: 4, star_level_pinned: true },
          after: { star_level: 0, star_level_pinned: false },
        })
        const bad = await api
          .post(
            `/admin/members/${alice.id}`,
            { star_level: 6, secondary_password: STAFF_SECONDARY },
            admin
          )
          .catch(errorAnswer)
        expect(bad.data).toMatchObject({
          code: "invalid_level",
          field: "star_level",
        })
        const ghost = await api
          .post(
            "/admin/members/mem_ghost",
            { status: "frozen", secondary_password: STAFF_SECONDARY },
            admin
          )
          .catch(errorAnswer)
        expect(ghost.status).toBe(404)
      })

      it("logs in as a member only with the staff secondary password; the session is marked and audited", async () => {
        const admin = await staff()
        const alice = await member("alice")
        const without = await api
          .post(`/admin/members/${alice.id}/impersonate`, {}, admin)
          .catch(errorAnswer)
        expect(without.data).toMatchObject({
          code: "required",
          field: "secondary_password",
        })
        const wrong = await api
          .post(
            `/admin/members/${alice.id}/impersonate`,
            { secondary_password: "nope" },
            admin
          )
          .catch(errorAnswer)
        expect(wrong.status).toBe(400)
        expect(wrong.data).toMatchObject({
          code: "secondary_password_invalid",
          field: "secondary_password",
        })

        const { data } = await api.post(
          `/admin/members/${alice.id}/impersonate`,
          { secondary_password: STAFF_SECONDARY },
          admin
        )
        expect(data.url).toBe(
          `http://localhost:8000/login?impersonation=${encodeURIComponent(data.token)}`
        )
        const life = new Date(data.expires_at).getTime() - Date.now()
        expect(life).toBeGreaterThan(29 * 60 * 1000)
        expect(life).toBeLessThanOrEqual(30 * 60 * 1000)
        const me = await api.get("/store/members/me", as(data.token))
        expect(me.data.member).toMatchObject({
          username: "alice",
          impersonated_by: { username: "staff" },
        })
        const pw = await api
          .post(
            "/store/members/me/password",
            {
              kind: "login",
              old: "Passw0rd!",
              password: "Hijack0000",
              password_confirm: "Hijack0000",
            },
            as(data.token)
          )
          .catch(errorAnswer)
        expect(pw.data.code).toBe("impersonation_read_only")
        const audit = await members().listAuditEntries({ target_id: alice.id })
        // the attempt is recorded under the staff member's id
        expect(audit.map((a) => a.action).sort()).toEqual([
          "impersonation.request",
          "member.impersonate",
        ])
        // Refresh can't extend it: it names no auth identity.
        const refresh = await api
          .post(
            "/auth/token/refresh",
            {},
            { headers: { authorization: `Bearer ${data.token}` } }
          )
          .catch(errorAnswer)
        expect(refresh.status).toBe(401)
      })

      it("answers the member's detail with sponsor, network figures and balances", async () => {
        const admin = await staff()
        const alice = await member("alice")
        const { data } = await api.get(`/admin/members/${alice.id}`, admin)
        expect(data.member).toMatchObject({
          username: "alice",
          sponsor: { id: rootId, username: "root" },
          network: {
            placement_parent: { username: "root" },
            line: 1,
            team_size: 0,
          },
          balances: { USDT: "0.00000000" },
        })
        const settings = await api.get("/admin/member-settings", admin)
        expect(settings.data).toEqual({
          storefront_url: "http://localhost:8000",
        })
      })
    })

    describe("staff: /admin/staff", () => {
      const newStaff = (over: Record<string, unknown> = {}) => ({
        email: "clerk@test.local",
        username: "clerk",
        nickname: "Clerk",
        phone: "+1 555 0199",
        password: "ClerkPassw0rd",
        secondary_password: "ClerkSecond0",
        actor_secondary_password: STAFF_SECONDARY,
        ...over,
      })

      it("refuses weak passwords and a missing or wrong actor secondary password", async () => {
        const admin = await staff()
        for (const password of ["short1", "onlyletterslong", "1234567890123"]) {
          const weak = await api
            .post("/admin/staff", newStaff({ password }), admin)
            .catch(errorAnswer)
          expect(weak.data).toMatchObject({
            code: "password_weak",
            field: "password",
            message:
              "The password must have at least 10 characters, with letters and digits",
          })
        }
        const weakSecondary = await api
          .post("/admin/staff", newStaff({ secondary_password: "abc" }), admin)
          .catch(errorAnswer)
        expect(weakSecondary.data.field).toBe("secondary_password")
        const noActor = await api
          .post(
            "/admin/staff",
            newStaff({ actor_secondary_password: undefined }),
            admin
          )
          .catch(errorAnswer)
        expect(noActor.data.code).toBe("secondary_password_invalid")
        const { data } = await api.get("/admin/staff", admin)
        expect(data.count).toBe(1)
      })

      it("adds staff who can log in to the dashboard, edits them, audited", async () => {
        const admin = await staff()
        const created = await api.post("/admin/staff", newStaff(), admin)
        expect(created.status).toBe(201)
        expect(created.data.staff).toMatchObject({
          email: "clerk@test.local",
          username: "clerk",
          has_secondary_password: true,
        })
        const id = created.data.staff.id
        const logged = await api.post("/auth/user/emailpass", {
          email: "clerk@test.local",
          password: "ClerkPassw0rd",
        })
        expect(logged.data.token).toBeDefined()
        const dup = await api
          .post(
            "/admin/staff",
            newStaff({ email: "other@test.local", username: "CLERK" }),
            admin
          )
          .catch(errorAnswer)
        expect(dup.data.code).toBe("staff_username_taken")

        await api.post(
          `/admin/staff/${id}`,
          {
            nickname: "Head clerk",
            password: "NewClerkPassw0rd",
            actor_secondary_password: STAFF_SECONDARY,
          },
          admin
        )
        const relogged = await api.post("/auth/user/emailpass", {
          email: "clerk@test.local",
          password: "NewClerkPassw0rd",
        })
        expect(relogged.data.token).toBeDefined()
        const detail = await api.get(`/admin/staff/${id}`, admin)
        expect(detail.data.staff.nickname).toBe("Head clerk")
        expect(
          detail.data.audit.map((a: { action: string }) => a.action)
        ).toEqual(["staff.update", "staff.create"])
        expect(JSON.stringify(detail.data)).not.toMatch(/hash|Passw0rd/)
        const noProof = await api
          .post(
            `/admin/staff/${id}`,
            { secondary_password: "Another000x" },
            admin
          )
          .catch(errorAnswer)
        expect(noProof.data.code).toBe("secondary_password_invalid")
      })
    })
  },
})
