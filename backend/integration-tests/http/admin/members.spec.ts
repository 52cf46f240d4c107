// Staff on /admin/members: lists, freezing, levels, logging in as a member, a member's detail.
import { medusaIntegrationTestRunner } from "../../helpers/runner"
import { errorAnswer } from "../../helpers/auth"
import {
  CAPTCHA_TEST_CODE,
  type Headers,
  memberFlows,
  STAFF_SECONDARY,
} from "../../helpers/member-flows"

jest.setTimeout(180 * 1000)
process.env.CAPTCHA_TEST_CODE = CAPTCHA_TEST_CODE

medusaIntegrationTestRunner({
  env: { CAPTCHA_TEST_CODE },
  testSuite: ({ api, getContainer }) => {
    let store: Headers
    let rootId: string
    const { members, as, register, login, member, staff, seedRoot } =
      memberFlows(api, getContainer, () => store)

    beforeEach(async () => {
      ;({ store, rootId } = await seedRoot())
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
  },
})
