// The plan on /admin/plan: the version in force and validated new versions.
import { medusaIntegrationTestRunner } from "../../helpers/runner"
import { errorAnswer, memberHeaders } from "../../helpers/auth"
import { rewardsSuite, STAFF_SECONDARY } from "../../helpers/rewards-suite"
import type {} from "../../helpers/suite"

jest.setTimeout(180 * 1000)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const { admin, ids, as } = rewardsSuite(api, getContainer)

    describe("/admin/plan", () => {
      it("answers the plan in force and makes validated new versions", async () => {
        const first = await api.get("/admin/plan", admin)
        expect(first.data).toMatchObject({
          version: 1,
          plan: { bonuses: { referral: { rate: "0.10" } } },
        })
        const bad = await api
          .post(
            "/admin/plan",
            {
              bonuses: { layer: { rates: ["0.1"] } },
              secondary_password: STAFF_SECONDARY,
            },
            admin
          )
          .catch(errorAnswer)
        expect(bad).toMatchObject({
          status: 400,
          data: { code: "invalid_length", field: "bonuses.layer.rates" },
        })
        const rate = await api
          .post(
            "/admin/plan",
            { split: { usdt: "2" }, secondary_password: STAFF_SECONDARY },
            admin
          )
          .catch(errorAnswer)
        expect(rate).toMatchObject({
          status: 400,
          data: { code: "invalid_rate", field: "split.usdt" },
        })
        const made = await api.post(
          "/admin/plan",
          {
            bonuses: { referral: { rate: "0.12" } },
            secondary_password: STAFF_SECONDARY,
          },
          admin
        )
        expect(made.status).toBe(201)
        expect(made.data).toMatchObject({
          version: 2,
          plan: {
            bonuses: { referral: { rate: "0.12" }, layer: { cards: ["gold"] } },
          },
        })
        expect((await api.get("/admin/plan", admin)).data.version).toBe(2)
        const list = await api.get("/admin/plan/versions", admin)
        expect(
          list.data.versions.map((v: { version: number }) => v.version)
        ).toEqual([2, 1])
        const v1 = await api.get("/admin/plan/versions/1", admin)
        expect(v1.data.plan.bonuses.referral.rate).toBe("0.10")
        const none = await api
          .get("/admin/plan/versions/9", admin)
          .catch(errorAnswer)
        expect(none).toMatchObject({
          status: 404,
          data: { code: "plan_version_not_found" },
        })

        // the ledger reads its withdrawal rules from this module
        const rules = await api.post(
          "/admin/plan",
          { withdrawal: { min: "75" }, secondary_password: STAFF_SECONDARY },
          admin
        )
        expect(rules.data.version).toBe(3)
        const { data } = await api.get("/store/withdrawals/rules", as("alice"))
        expect(data.rules.min).toBe("75")

        // the storefront reads what a point is worth from the plan in force
        const before = await api.get("/store/plan", as("alice"))
        expect(before.data).toEqual({
          plan_version: 3,
          shop: { point_value: "1.00000000" },
        })
        const valued = await api.post(
          "/admin/plan",
          { shop: { point_value: "0.5" }, secondary_password: STAFF_SECONDARY },
          admin
        )
        expect(valued.data.version).toBe(4)
        const after = await api.get("/store/plan", as("alice"))
        expect(after.data).toEqual({
          plan_version: 4,
          shop: { point_value: "0.50000000" },
        })
      })

      it("refuses members", async () => {
        const e = await api
          .get("/admin/plan", { headers: memberHeaders(ids.alice) })
          .catch(errorAnswer)
        expect(e.status).toBe(401)
        const p = await api
          .post(
            "/admin/plan",
            { timezone: "UTC" },
            { headers: memberHeaders(ids.alice) }
          )
          .catch(errorAnswer)
        expect(p.status).toBe(401)
      })
    })
  },
})
