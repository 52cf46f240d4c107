import { Modules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "../helpers/runner"
import { adminHeaders } from "../helpers/auth"
import {
  giveStaffSecondaryPassword,
  registerMembers,
  STAFF_SECONDARY,
} from "../helpers/people"
import { answer, ROLE_SECONDARY, staffWithRole } from "../helpers/staff-roles"
import { type Headers } from "../helpers/ledger"

jest.setTimeout(240 * 1000)

type AuditRow = {
  actor: string
  actor_email: string | null
  action: string
  target_id: string
  before: unknown
  after: unknown
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let owner: Headers
    let ownerId: string
    beforeEach(async () => {
      const container = getContainer()
      owner = await adminHeaders(container, api)
      await giveStaffSecondaryPassword(container)
      const [user] = await container
        .resolve(Modules.USER)
        .listUsers({ email: "staff@test.local" })
      ownerId = user.id
    })
    const withKey = (h: Headers, key: string): Headers => ({
      headers: { ...h.headers, "idempotency-key": key },
    })
    /** Audit rows written after the answer (other plugins' routes): waits for them. */
    const auditOf = async (action: string, count: number) => {
      for (let i = 0; ; i++) {
        const { data } = await api.get(
          `/admin/audit?action=${encodeURIComponent(action)}`,
          owner
        )
        if (data.audit.length >= count || i > 20)
          return data.audit as AuditRow[]
        await new Promise((r) => setTimeout(r, 100))
      }
    }

    it("a role change applies at once, is the owner's, audited, and the last owner stays", async () => {
      const content = await staffWithRole(getContainer(), api, "content")
      const status = async (url: string) =>
        (await answer(() => api.get(url, content))).status
      expect(await status("/admin/recharges")).toBe(403)
      expect(await status("/admin/notices")).toBe(200)
      const self = await api.get("/admin/staff-access", content)
      expect(self.data.role).toBe("content")
      expect(self.data.routes).toContain("POST /admin/notices")
      expect(self.data.routes).not.toContain("GET /admin/recharges")

      const byContent = await answer(() =>
        api.post(
          `/admin/staff/${content.id}/role`,
          { role: "owner", actor_secondary_password: ROLE_SECONDARY },
          content
        )
      )
      expect(byContent.status).toBe(403)
      const wrong = await answer(() =>
        api.post(
          `/admin/staff/${content.id}/role`,
          { role: "finance", actor_secondary_password: "nope" },
          owner
        )
      )
      expect(wrong.data).toMatchObject({ code: "secondary_password_invalid" })
      const badRole = await answer(() =>
        api.post(
          `/admin/staff/${content.id}/role`,
          { role: "god", actor_secondary_password: STAFF_SECONDARY },
          owner
        )
      )
      expect(badRole.data).toMatchObject({
        code: "role_invalid",
        field: "role",
      })
      const set = await api.post(
        `/admin/staff/${content.id}/role`,
        { role: "finance", actor_secondary_password: STAFF_SECONDARY },
        owner
      )
      expect(set.data.staff.role).toBe("finance")
      // The same token: the role is read from PostgreSQL on every request.
      expect(await status("/admin/recharges")).toBe(200)
      expect(await status("/admin/notices")).toBe(403)

      const last = await answer(() =>
        api.post(
          `/admin/staff/${ownerId}/role`,
          { role: "support", actor_secondary_password: STAFF_SECONDARY },
          owner
        )
      )
      expect(last.data).toMatchObject({ code: "last_owner" })

      const audit = await auditOf("staff.role", 1)
      expect(audit).toHaveLength(1)
      expect(audit[0]).toMatchObject({
        actor: "teststaff",
        actor_email: "staff@test.local",
        target_id: content.id,
        before: { role: "content" },
        after: { role: "finance" },
      })
      const csv = await api.get("/admin/audit/export?action=staff.", owner)
      expect(csv.headers["content-type"]).toMatch(/text\/csv/)
      expect(csv.data).toMatch(/^created_at,actor,actor_email,action/)
      expect(csv.data).toContain("staff.role")
      const staffList = await api.get("/admin/staff", owner)
      expect(
        staffList.data.staff.map((s: { role: string | null }) => s.role).sort()
      ).toEqual(["finance", "owner"])
    })

    it("a staff member without a profile has no role once an owner exists", async () => {
      const container = getContainer()
      const email = "invited@roles.test"
      const password = "Invit3dPassw0rd"
      const user = await container.resolve(Modules.USER).createUsers({ email })
      const auth = container.resolve(Modules.AUTH)
      const { authIdentity } = await auth.register("emailpass", {
        body: { email, password },
      })
      await auth.updateAuthIdentities({
        id: authIdentity!.id,
        app_metadata: { user_id: user.id },
      })
      const { data } = await api.post("/auth/user/emailpass", {
        email,
        password,
      })
      const invited = { headers: { authorization: `Bearer ${data.token}` } }
      const members = await answer(() => api.get("/admin/members", invited))
      expect(members).toMatchObject({
        status: 403,
        data: { code: "role_forbidden" },
      })
      const me = await api.get("/admin/users/me", invited)
      expect(me.status).toBe(200)
      const access = await api.get("/admin/staff-access", invited)
      expect(access.data).toMatchObject({ role: null, routes: [] })
    })

    it("four eyes: an adjustment above limits.adjustment_review waits; another staff member approves once, the requester cannot", async () => {
      const container = getContainer()
      const ids: Record<string, string> = {}
      await registerMembers(container, ids, [
        ["root", null],
        ["alice", "root"],
      ])
      const finance = await staffWithRole(container, api, "finance")
      const balance = async () =>
        (await api.get(`/admin/members/${ids.alice}/balances`, owner)).data
          .balances.USDT as string
      const adjust = (amount: string, key: string, direction = "increase") =>
        api.post(
          `/admin/members/${ids.alice}/adjustments`,
          {
            asset: "USDT",
            direction,
            amount,
            reason: "four eyes test",
            secondary_password: STAFF_SECONDARY,
          },
          withKey(owner, key)
        )

      // At or under the threshold (1000 USD): made at once.
      const small = await adjust("1000", "small")
      expect(small.data.adjustment).toMatchObject({
        balance_after: "1000.00000000",
      })

      const big = await adjust("1500", "big")
      expect(big.status).toBe(201)
      expect(big.data.adjustment).toBeUndefined()
      const request = big.data.adjustment_request
      expect(request).toMatchObject({
        status: "pending",
        amount: "1500.00000000",
        usd_value: "1500.00000000",
        requested_by: ownerId,
      })
      expect(Number(await balance())).toBe(1000)
      const listed = await api.get("/admin/adjustment-reviews", finance)
      expect(listed.data.adjustment_requests).toEqual([
        expect.objectContaining({ id: request.id, username: "alice" }),
      ])

      const own = await answer(() =>
        api.post(
          `/admin/adjustment-reviews/${request.id}/approve`,
          { secondary_password: STAFF_SECONDARY },
          withKey(owner, "own")
        )
      )
      expect(own).toMatchObject({
        status: 403,
        data: { code: "four_eyes_required" },
      })
      const wrong = await answer(() =>
        api.post(
          `/admin/adjustment-reviews/${request.id}/approve`,
          { secondary_password: "wrong-one" },
          withKey(finance, "wrong")
        )
      )
      expect(wrong.data).toMatchObject({
        code: "staff_secondary_password_invalid",
      })
      expect(Number(await balance())).toBe(1000)

      // Two approvals at once with different keys: one moves the money.
      const approvals = await Promise.all(
        ["a1", "a2"].map((key) =>
          answer(() =>
            api.post(
              `/admin/adjustment-reviews/${request.id}/approve`,
              { secondary_password: ROLE_SECONDARY },
              withKey(finance, key)
            )
          )
        )
      )
      expect(approvals.map((a) => a.status).sort()).toEqual([200, 400])
      const won = approvals.find((a) => a.status === 200)!
      expect(won.data).toMatchObject({
        adjustment_request: {
          status: "approved",
          reviewed_by: finance.id,
          requested_by: ownerId,
        },
      })
      const lost = approvals.find((a) => a.status === 400)!
      expect(lost.data).toMatchObject({ code: "adjustment_request_reviewed" })
      expect(await balance()).toBe("2500.00000000")
      // A replay of the winning key answers the same and moves nothing.
      const winningKey = approvals[0].status === 200 ? "a1" : "a2"
      const replay = await api.post(
        `/admin/adjustment-reviews/${request.id}/approve`,
        { secondary_password: ROLE_SECONDARY },
        withKey(finance, winningKey)
      )
      expect(replay.data).toEqual(won.data)
      expect(await balance()).toBe("2500.00000000")

      // Rejected: nothing moves, the reason is kept.
      const other = (await adjust("2000", "other", "reduce")).data
        .adjustment_request
      const noReason = await answer(() =>
        api.post(
          `/admin/adjustment-reviews/${other.id}/reject`,
          { secondary_password: ROLE_SECONDARY },
          withKey(finance, "r0")
        )
      )
      expect(noReason.status).toBe(400)
      const rejected = await api.post(
        `/admin/adjustment-reviews/${other.id}/reject`,
        { secondary_password: ROLE_SECONDARY, reason: "not justified" },
        withKey(finance, "r1")
      )
      expect(rejected.data.adjustment_request).toMatchObject({
        status: "rejected",
        reject_reason: "not justified",
      })
      expect(await balance()).toBe("2500.00000000")
      const verify = await api.get("/admin/ledger/verify", owner)
      expect(verify.data.ok).toBe(true)

      const audit = await auditOf("adjustment.", 5)
      expect(audit.map((a) => a.action).sort()).toEqual([
        "adjustment.approve",
        "adjustment.reject",
        "adjustment.request",
        "adjustment.request",
        "adjustment.request",
      ])
      expect(JSON.stringify(audit)).not.toContain(STAFF_SECONDARY)
      expect(JSON.stringify(audit)).not.toContain(ROLE_SECONDARY)
    })
  },
})
