// Staff on /admin/staff: adding and editing staff, their passwords.
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
    const { staff, seedRoot } = memberFlows(api, getContainer, () => store)

    beforeEach(async () => {
      ;({ store } = await seedRoot())
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
