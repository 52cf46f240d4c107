// The members' own routes (/store/captcha, /store/members/*): registration, login, profile, passwords.
import { Modules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "../../helpers/runner"
import { ADMIN, errorAnswer } from "../../helpers/auth"
import {
  CAPTCHA_TEST_CODE,
  type Headers,
  memberFlows,
  multipart,
  PNG,
} from "../../helpers/member-flows"
import { network } from "../../helpers/services"

jest.setTimeout(180 * 1000)
process.env.CAPTCHA_TEST_CODE = CAPTCHA_TEST_CODE

medusaIntegrationTestRunner({
  env: { CAPTCHA_TEST_CODE },
  testSuite: ({ api, getContainer }) => {
    let store: Headers
    let rootId: string
    const {
      members,
      seed,
      as,
      captcha,
      form,
      register,
      login,
      member,
      staff,
      seedRoot,
    } = memberFlows(api, getContainer, () => store)

    beforeEach(async () => {
      ;({ store, rootId } = await seedRoot())
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
        // no secret in the answer: its fields, and the token's claims (the
        // token's signature is random text, which once held "Rex" by chance)
        const { token, ...fields } = res.data
        const claims = Buffer.from(token.split(".")[1], "base64url").toString()
        expect(JSON.stringify(fields)).not.toMatch(/hash|Passw0rd|Rex/)
        expect(claims).not.toMatch(/hash|Passw0rd|Rex/)
        const node = await network(getContainer()).getNode(res.data.member.id)
        expect(node).toMatchObject({ parent_id: rootId, line: 1 })
        // Medusa's customer list shows a registered customer named alice, not a guest
        const [{ customer_id }] = await members().listMembers({
          id: res.data.member.id,
        })
        const [customer] = await getContainer()
          .resolve(Modules.CUSTOMER)
          .listCustomers({ id: customer_id })
        expect(customer).toMatchObject({
          has_account: true,
          first_name: "alice",
        })
      })

      it("logs the new member in: the answer carries the session login would give", async () => {
        const res = await register()
        expect(res.status).toBe(201)
        expect(res.data.token).toEqual(expect.any(String))
        // a member's own 12-hour session, not an impersonation's half hour
        const life = Date.parse(res.data.expires_at) - Date.now()
        expect(life).toBeGreaterThan(11 * 60 * 60 * 1000)
        const me = await api.get("/store/members/me", as(res.data.token))
        expect(me.data.member).toMatchObject({
          username: "alice",
          sponsor: "root",
        })
        // the session is the member's: a changed password ends it like a login's
        const changed = await api.post(
          "/store/members/me/password",
          {
            kind: "login",
            old: "Passw0rd!",
            password: "Newpassw0rd",
            password_confirm: "Newpassw0rd",
          },
          as(res.data.token)
        )
        expect(changed.status).toBe(200)
        const after = await api
          .get("/store/members/me", as(res.data.token))
          .catch(errorAnswer)
        expect(after.status).toBe(401)
      })

      it("makes the customers of members registered as guests registered ones, once", async () => {
        const res = await register()
        const customers = getContainer().resolve(Modules.CUSTOMER)
        const [{ customer_id: id }] = await members().listMembers({
          id: res.data.member.id,
        })
        // a guest named by the nickname, as members were registered before
        await customers.updateCustomers(id, {
          has_account: false,
          first_name: "Alice Nick",
        } as { first_name: string })
        const { syncMemberCustomers } = await import("@uuc/members/testing")
        // only alice's: the root member was registered with the fields already
        expect(await syncMemberCustomers(getContainer())).toBe(1)
        const [customer] = await customers.listCustomers({ id })
        expect(customer).toMatchObject({
          has_account: true,
          first_name: "alice",
        })
        expect(await syncMemberCustomers(getContainer())).toBe(0)
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
          "Please write a security question",
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
  },
})
