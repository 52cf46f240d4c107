import { medusaIntegrationTestRunner } from "../helpers/runner"
import { errorAnswer, memberHeaders } from "../helpers/auth"
import { registerMembers, STAFF_SECONDARY } from "../helpers/people"
import { type Headers } from "../helpers/ledger"
import { members } from "../helpers/services"
import { signedIn } from "../helpers/suite"

jest.setTimeout(180 * 1000)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const { admin, store } = signedIn(api, getContainer)
    const ids: Record<string, string> = {}
    const as = (username: string): Headers => ({
      headers: { ...store.headers, ...memberHeaders(ids[username]) },
    })
    const pinStar = (username: string, star_level: number) =>
      api.post(
        `/admin/members/${ids[username]}`,
        { star_level, secondary_password: STAFF_SECONDARY },
        admin
      )
    const apply = (username: string, description = "Tea from Fujian") =>
      api.post("/store/merchant-applications", { description }, as(username))
    const applications = async (query = "") =>
      (await api.get(`/admin/merchant-applications${query}`, admin)).data
    const verifyLedger = async () =>
      expect((await api.get("/admin/ledger/verify", admin)).data.ok).toBe(true)

    beforeEach(async () => {
      const container = getContainer()
      await registerMembers(container, ids, [
        ["root", null],
        ["alice", "root"],
        ["bob", "root"],
      ])
    })

    describe("POST /store/merchant-applications", () => {
      it("refuses below the plan's star level and stores nothing", async () => {
        await pinStar("alice", 4)
        const refused = await apply("alice").catch(errorAnswer)
        expect(refused.status).toBe(400)
        expect(refused.data).toEqual({
          code: "merchant_conditions_not_met",
          message: "You currently have no conditions met",
        })
        expect((await applications()).count).toBe(0)
        const me = await api.get("/store/merchant-applications/me", as("alice"))
        expect(me.data).toEqual({
          conditions: {
            min_star: 5,
            star_level: 4,
            met: false,
            active_directs: 0,
            commission: "0.10",
          },
          application: null,
          merchant: null,
        })
        await verifyLedger()
      })

      it("stores one pending application at the star level; a second waits for the review", async () => {
        await pinStar("alice", 5)
        const first = await apply("alice")
        expect(first.status).toBe(201)
        expect(first.data.application).toMatchObject({
          id: expect.stringMatching(/^mapp_/),
          status: "pending",
          description: "Tea from Fujian",
        })
        const again = await apply("alice").catch(errorAnswer)
        expect(again.status).toBe(409)
        expect(again.data.code).toBe("merchant_application_open")
        const empty = await api
          .post(
            "/store/merchant-applications",
            { description: "   " },
            as("alice")
          )
          .catch(errorAnswer)
        expect(empty.status).toBe(400)
        expect(empty.data).toMatchObject({
          code: "description_required",
          field: "description",
        })
        const me = await api.get("/store/merchant-applications/me", as("alice"))
        expect(me.data.conditions).toEqual({
          min_star: 5,
          star_level: 5,
          met: true,
          // a pinned star level: no active direct referral behind it
          active_directs: 0,
          commission: "0.10",
        })
        expect(me.data.application.status).toBe("pending")
        const list = await applications("?status=pending")
        expect(list.count).toBe(1)
        expect(list.applications[0]).toEqual({
          id: first.data.application.id,
          member: { id: ids.alice, username: "alice" },
          status: "pending",
          description: "Tea from Fujian",
          reason: null,
          reviewed_at: null,
          created_at: expect.any(String),
        })
        await verifyLedger()
      })

      it("keeps one pending application under parallel requests", async () => {
        await pinStar("alice", 5)
        const answers = await Promise.all(
          Array.from({ length: 6 }, () => apply("alice").catch(errorAnswer))
        )
        expect(answers.filter((a) => a.status === 201)).toHaveLength(1)
        expect(
          answers.filter(
            (a) =>
              a.status === 409 &&
              (a.data as { code: string }).code === "merchant_application_open"
          )
        ).toHaveLength(5)
        expect((await applications()).count).toBe(1)
      })

      it("needs a member's token", async () => {
        const refused = await api
          .post("/store/merchant-applications", { description: "x" }, store)
          .catch(errorAnswer)
        expect(refused.status).toBe(401)
      })
    })

    describe("review: /admin/merchant-applications/:id/approve · /reject", () => {
      it("refuses without or with a wrong staff secondary password and changes nothing", async () => {
        await pinStar("alice", 5)
        const { id } = (await apply("alice")).data.application
        const missing = await api
          .post(`/admin/merchant-applications/${id}/approve`, {}, admin)
          .catch(errorAnswer)
        expect(missing.status).toBe(400)
        expect(missing.data).toMatchObject({
          code: "secondary_password_required",
          field: "secondary_password",
        })
        const wrong = await api
          .post(
            `/admin/merchant-applications/${id}/reject`,
            { secondary_password: "nope", reason: "no" },
            admin
          )
          .catch(errorAnswer)
        expect(wrong.status).toBe(400)
        expect(wrong.data.code).toBe("secondary_password_invalid")
        const noReason = await api
          .post(
            `/admin/merchant-applications/${id}/reject`,
            { secondary_password: STAFF_SECONDARY },
            admin
          )
          .catch(errorAnswer)
        expect(noReason.data.code).toBe("reason_required")
        expect((await applications("?status=pending")).count).toBe(1)
        const members = await api
          .get("/admin/merchant-applications", as("alice"))
          .catch(errorAnswer)
        expect(members.status).toBe(401)
      })

      it("rejects with a reason the member sees; the member may apply again", async () => {
        await pinStar("alice", 5)
        const { id } = (await apply("alice")).data.application
        const rejected = await api.post(
          `/admin/merchant-applications/${id}/reject`,
          { secondary_password: STAFF_SECONDARY, reason: "Photos missing" },
          admin
        )
        expect(rejected.data).toMatchObject({
          application: { id, status: "rejected", reason: "Photos missing" },
          merchant: null,
        })
        const me = await api.get("/store/merchant-applications/me", as("alice"))
        expect(me.data.application).toMatchObject({
          status: "rejected",
          reason: "Photos missing",
        })
        expect(me.data.merchant).toBeNull()
        const twice = await api
          .post(
            `/admin/merchant-applications/${id}/approve`,
            { secondary_password: STAFF_SECONDARY },
            admin
          )
          .catch(errorAnswer)
        expect(twice.status).toBe(409)
        expect(twice.data.code).toBe("merchant_application_reviewed")
        expect((await apply("alice")).status).toBe(201)
        expect((await applications()).count).toBe(2)
        await verifyLedger()
      })

      it("passes: the merchant account is created, audited, and the member cannot apply again", async () => {
        await pinStar("alice", 5)
        const { id } = (await apply("alice")).data.application
        const passed = await api.post(
          `/admin/merchant-applications/${id}/approve`,
          { secondary_password: STAFF_SECONDARY },
          admin
        )
        expect(passed.data).toMatchObject({
          application: { id, status: "passed", reason: null },
          merchant: { id: expect.stringMatching(/^mer_/) },
        })
        const me = await api.get("/store/merchant-applications/me", as("alice"))
        expect(me.data.merchant.id).toBe(passed.data.merchant.id)
        const again = await apply("alice").catch(errorAnswer)
        expect(again.status).toBe(409)
        expect(again.data.code).toBe("merchant_already_passed")
        const unknown = await api
          .post(
            "/admin/merchant-applications/mapp_none/approve",
            { secondary_password: STAFF_SECONDARY },
            admin
          )
          .catch(errorAnswer)
        expect(unknown.status).toBe(404)
        const audit = await members(getContainer()).listAuditEntries({
          target_id: ids.alice,
        })
        expect(audit).toEqual(
          expect.arrayContaining([
            expect.objectContaining({
              action: "merchant_application.approve",
              after: expect.objectContaining({
                application_id: id,
                status: "passed",
                merchant_id: passed.data.merchant.id,
              }),
            }),
          ])
        )
        const bob = await applications("?member=bob")
        expect(bob.count).toBe(0)
        const all = await applications("?status=passed")
        expect(all.applications.map((a: { id: string }) => a.id)).toEqual([id])
        await verifyLedger()
      })
    })
  },
})
