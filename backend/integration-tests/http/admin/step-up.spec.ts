// Staff step-up: every staff money or security action needs the staff secondary
// password; the plugins' needs fail closed.
import { Modules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "../../helpers/runner"
import { missingNeeds } from "@uuc/errors"
import { ADMIN } from "../../helpers/auth"
import { network } from "../../helpers/services"
import {
  ADDRESS,
  expectStepUp,
  refused,
  secondary,
  STAFF,
  STAFF_SECONDARY,
  stepUpSuite,
} from "../../helpers/stepup-suite"

jest.setTimeout(240 * 1000)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const { admin, ids, members, as, staff, staffUserId } = stepUpSuite(
      api,
      getContainer
    )

    describe("staff step-up", () => {
      it("token price, chain addresses and recharge links refuse without the right secondary password and change nothing", async () => {
        await expectStepUp(
          (b) =>
            api.post("/admin/token-price", { price: "0.5", ...b }, staff()),
          {},
          async () => (await api.get("/admin/token-price", admin)).data,
          STAFF
        )
        await expectStepUp(
          (b) =>
            api.post(
              "/admin/chain-addresses",
              { chain: "BEP20", address: ADDRESS, ...b },
              staff()
            ),
          {},
          async () =>
            (await api.get("/admin/chain-addresses?history=true", admin)).data,
          STAFF
        )
        const links = async () =>
          (await api.get("/admin/recharge-links", admin)).data
        await expectStepUp(
          (b) =>
            api.post(
              "/admin/recharge-links",
              { title: "Exchange", url: "https://example.com/buy", ...b },
              staff()
            ),
          {},
          links,
          STAFF
        )
        // With it, each goes through.
        const created = await api.post(
          "/admin/recharge-links",
          {
            title: "Exchange",
            url: "https://example.com/buy",
            secondary_password: STAFF_SECONDARY,
          },
          staff()
        )
        expect(created.data.recharge_link).not.toHaveProperty(
          "secondary_password"
        )
        const id = created.data.recharge_link.id
        await expectStepUp(
          (b) =>
            api.post(
              `/admin/recharge-links/${id}`,
              { title: "New", ...b },
              staff()
            ),
          {},
          links,
          STAFF
        )
        await expectStepUp(
          (b) =>
            api.delete(`/admin/recharge-links/${id}`, { ...staff(), data: b }),
          {},
          links,
          STAFF
        )
        const price = await api.post(
          "/admin/token-price",
          { price: "0.5", secondary_password: STAFF_SECONDARY },
          staff()
        )
        expect(price.status).toBe(201)
        const address = await api.post(
          "/admin/chain-addresses",
          {
            chain: "BEP20",
            address: ADDRESS,
            secondary_password: STAFF_SECONDARY,
          },
          staff()
        )
        expect(address.status).toBe(201)
      })

      // At most 5 wrong passwords per test: the 6th would meet the lockout.
      it("the plan, freeze and level pins refuse without it and change nothing", async () => {
        const plan = async () =>
          (await api.get("/admin/plan", admin)).data.version
        await expectStepUp(
          (b) =>
            api.post(
              "/admin/plan",
              { exchange: { sell_share_of_bought: "0.4" }, ...b },
              staff()
            ),
          {},
          plan,
          STAFF
        )
        const member = async () =>
          (await members().listMembers({ id: ids.bob }))[0].status
        await expectStepUp(
          (b) =>
            api.post(
              `/admin/members/${ids.bob}`,
              { status: "frozen", ...b },
              staff()
            ),
          {},
          member,
          STAFF
        )
        const node = async () => {
          const n = await network(getContainer()).getNode(ids.bob)
          return [n.star_level, n.star_level_pinned]
        }
        await expectStepUp(
          (b) =>
            api.post(
              `/admin/members/${ids.bob}`,
              { star_level: 3, ...b },
              staff()
            ),
          {},
          node,
          STAFF
        )
        // With it: the plan's new version keeps no password; the member is frozen.
        const published = await api.post(
          "/admin/plan",
          {
            exchange: { sell_share_of_bought: "0.4" },
            secondary_password: STAFF_SECONDARY,
          },
          staff()
        )
        expect(published.status).toBe(201)
        expect(published.data.plan).not.toHaveProperty("secondary_password")
        await api.post(
          `/admin/members/${ids.bob}`,
          { status: "frozen", secondary_password: STAFF_SECONDARY },
          staff()
        )
        expect(await member()).toBe("frozen")
      })

      it("the daily-top run and Medusa's invites refuse without it and change nothing", async () => {
        const runs = async () =>
          (await members().listAuditEntries({ action: "daily_top.run" })).length
        await expectStepUp(
          (b) => api.post("/admin/daily-top/2026-01-01/run", b, staff()),
          {},
          runs,
          STAFF
        )
        const users = getContainer().resolve(Modules.USER)
        const invites = async () =>
          (await users.listInvites({})).map((i) => [i.email, i.token])
        await expectStepUp(
          (b) =>
            api.post(
              "/admin/invites",
              { email: "new@test.local", ...b },
              staff()
            ),
          {},
          invites,
          STAFF
        )

        const invited = await api.post(
          "/admin/invites",
          { email: "new@test.local", secondary_password: STAFF_SECONDARY },
          staff()
        )
        expect(invited.status).toBe(200)
        const inviteId = invited.data.invite.id
        await expectStepUp(
          (b) => api.post(`/admin/invites/${inviteId}/resend`, b, staff()),
          {},
          invites,
          STAFF
        )
        const resent = await api.post(
          `/admin/invites/${inviteId}/resend`,
          { secondary_password: STAFF_SECONDARY },
          staff()
        )
        expect(resent.status).toBe(200)
      })

      it("loan approval and rejection refuse without it and change nothing", async () => {
        const applied = await api.post(
          "/store/loans",
          { card: "gold", secondary_password: secondary("bob") },
          as("bob")
        )
        const id = applied.data.loan.id
        const loan = async () =>
          (await api.get(`/admin/loans?member=bob`, admin)).data.loans.map(
            (l: { status: string }) => l.status
          )
        await expectStepUp(
          (b) =>
            api.post(
              `/admin/loans/${id}/reject`,
              { reason: "no", ...b },
              staff()
            ),
          {},
          loan,
          STAFF
        )
        await expectStepUp(
          (b) => api.post(`/admin/loans/${id}/approve`, b, staff()),
          {},
          loan,
          STAFF
        )
        const rejected = await api.post(
          `/admin/loans/${id}/reject`,
          { reason: "no", secondary_password: STAFF_SECONDARY },
          staff()
        )
        expect(rejected.data.loan.status).toBe("rejected")
      })

      it("a staff member without a profile sets their first secondary password only with their login password, audited", async () => {
        const me = await staffUserId()
        const profiles = await members().listStaffProfiles({ user_id: me })
        await members().deleteStaffProfiles(profiles.map((p) => p.id))
        const body = {
          username: "firststaff",
          secondary_password: "Second0000x",
        }
        const without = await refused(
          api.post(`/admin/staff/${me}`, body, admin)
        )
        expect(without.status).toBe(400)
        expect(without.data.field).toBe("actor_password")
        const wrong = await refused(
          api.post(
            `/admin/staff/${me}`,
            { ...body, actor_password: "Not-the-password-1" },
            admin
          )
        )
        expect(wrong.data).toMatchObject({
          code: "staff_password_invalid",
          field: "actor_password",
        })
        expect(await members().listStaffProfiles({ user_id: me })).toEqual([])
        const ok = await api.post(
          `/admin/staff/${me}`,
          { ...body, actor_password: ADMIN.password },
          admin
        )
        expect(ok.data.staff.has_secondary_password).toBe(true)
        const audit = await members().listAuditEntries({
          action: "staff.first_secondary_password",
        })
        expect(audit.map((a) => a.actor_id)).toEqual([me])
      })
    })

    describe("fail closed", () => {
      it("names each module a plugin needs that no listed plugin provides", () => {
        const all = ["content", "network", "members", "ledger", "rewards"].map(
          (p) => `@uuc/${p}`
        )
        expect(missingNeeds(all)).toEqual([])
        expect(missingNeeds(all.filter((p) => p !== "@uuc/rewards"))).toEqual([
          { plugin: "@uuc/ledger", key: "rewards" },
          { plugin: "@uuc/ledger", key: "plan" },
        ])
        expect(missingNeeds(all.filter((p) => p !== "@uuc/members"))).toEqual([
          { plugin: "@uuc/ledger", key: "members" },
          { plugin: "@uuc/rewards", key: "members" },
        ])
      })
    })
  },
})
