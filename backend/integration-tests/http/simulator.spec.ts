import { medusaIntegrationTestRunner } from "../helpers/runner"
import {
  adminHeaders,
  errorAnswer,
  type Failed,
  memberHeaders,
  storeHeaders,
} from "../helpers/auth"
import {
  giveStaffSecondaryPassword,
  registerMembers,
  STAFF_SECONDARY,
} from "../helpers/people"
import { type Headers, fund } from "../helpers/ledger"

jest.setTimeout(180 * 1000)

type Run = {
  label: string
  revenue: string
  paid_usd: string
  share_of_revenue: string
  by_type: Record<string, { amount_usd: string; usdt: string; uuc: string }>
  per_day: { day: string; paid_usd: string }[]
  activations: Record<string, number>
}

const small = { members: 400, days: 5, gold_share: 0.5, skew: 0.5, seed: 4 }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let admin: Headers
    const simulate = (body: Record<string, unknown>) =>
      api.post("/admin/simulations", body, admin)
    const refused = async (body: Record<string, unknown>) =>
      errorAnswer(await simulate(body).catch((e: Failed) => e))

    beforeEach(async () => {
      admin = await adminHeaders(getContainer(), api)
      await giveStaffSecondaryPassword(getContainer())
    })

    it("is for staff only", async () => {
      const e = await api
        .post("/admin/simulations", { plan_versions: [1] })
        .catch((err: Failed) => err)
      expect(e.response.status).toBe(401)
    })

    it("refuses sizes out of bounds and bad parameters, naming the field", async () => {
      for (const [body, code, field] of [
        [{ plan_versions: [1], members: 200_001 }, "out_of_range", "members"],
        [{ plan_versions: [1], members: 0 }, "out_of_range", "members"],
        [{ plan_versions: [1], days: 3651 }, "out_of_range", "days"],
        [{ plan_versions: [1], gold_share: 1.5 }, "out_of_range", "gold_share"],
        [{ plan_versions: [1], skew: -0.1 }, "out_of_range", "skew"],
        [{ plan_versions: [1], members: 1.5 }, "invalid_data", "members"],
        [{ plan_versions: [1], source: "mars" }, "invalid_data", "source"],
        [{ plan_versions: [1, 1, 1] }, "invalid_length", "plan_versions"],
        [{}, "plans_required", "plan_versions"],
        [
          { plan_versions: [1], plan_drafts: [{}, {}] },
          "plans_required",
          "plan_versions",
        ],
        [{ plan_versions: [1], price: "-1" }, "invalid_decimal", "price"],
      ] as const) {
        const { status, data } = await refused(body)
        expect([status, data.code, data.field]).toEqual([400, code, field])
      }
      const unknown = await refused({ plan_versions: [1], evil: true })
      expect(unknown.status).toBe(400)
      const missing = await refused({ plan_versions: [99] })
      expect([missing.status, missing.data.code]).toEqual([
        404,
        "plan_version_not_found",
      ])
      const draft = await refused({
        plan_drafts: [{ bonuses: { referral: { rate: "2" } } }],
      })
      expect([draft.status, draft.data.code, draft.data.field]).toEqual([
        400,
        "invalid_rate",
        "bonuses.referral.rate",
      ])
    })

    it("runs two plan versions side by side on the same growth", async () => {
      const v2 = await api.post(
        "/admin/plan",
        {
          bonuses: { referral: { rate: "0.20" } },
          secondary_password: STAFF_SECONDARY,
        },
        admin
      )
      expect(v2.data.version).toBe(2)
      const { status, data } = await simulate({
        ...small,
        plan_versions: [1, 2],
      })
      expect(status).toBe(200)
      expect(data.price).toBe("0.01000000")
      const [a, b] = data.runs as Run[]
      expect([a.label, b.label]).toEqual(["v1", "v2"])
      expect(a.revenue).toBe(b.revenue)
      expect(Number(a.revenue)).toBeGreaterThan(400 * 100)
      expect(b.by_type.referral.amount_usd).toBe(
        (Number(a.by_type.referral.amount_usd) * 2).toFixed(8)
      )
      expect(b.by_type.layer).toEqual(a.by_type.layer)
      expect(data.difference.paid_usd).toBe(a.by_type.referral.amount_usd)
      expect(a.per_day).toHaveLength(5)

      // the same seed gives the same figures; a draft is merged onto the version in force
      const again = await simulate({
        ...small,
        plan_versions: [1],
        plan_drafts: [{ bonuses: { referral: { rate: "0.10" } } }],
      })
      expect(again.data.runs[0].paid_usd).toBe(a.paid_usd)
      expect(again.data.runs[1].label).toMatch(/^draft 1/)
      expect(again.data.runs[1].paid_usd).toBe(a.paid_usd)
    })

    it("replays today's network: the worked example of rules.md §4", async () => {
      const container = getContainer()
      const store = await storeHeaders(container)
      const ids: Record<string, string> = {}
      await registerMembers(container, ids, [
        ["root", null],
        ["alice", "root"],
        ["bob", "alice"],
      ])
      await fund(container, ids.alice, "100")
      await fund(container, ids.bob, "200")
      for (const [who, card] of [
        ["alice", "standard"],
        ["bob", "gold"],
      ] as const) {
        const r = await api.post(
          "/store/cards/activate",
          { card, secondary_password: `${who}Second1` },
          { headers: { ...store.headers, ...memberHeaders(ids[who]) } }
        )
        expect(r.status).toBe(201)
      }
      await api.post(
        "/admin/plan",
        {
          bonuses: { layer: { rates: ["0.2", "0.1", "0.1", "0.1", "0.1"] } },
          secondary_password: STAFF_SECONDARY,
        },
        admin
      )
      const { data } = await simulate({
        source: "current",
        plan_versions: [1, 2],
      })
      expect(data.parameters).toEqual({ members: 3, activations: 2 })
      const [v1, v2] = data.runs as Run[]
      expect(v1.revenue).toBe("300.00000000")
      expect(v1.paid_usd).toBe("40.00000000")
      expect(v1.by_type.referral.usdt).toBe("15.00000000")
      expect(v1.by_type.layer.uuc).toBe("250.00000000")
      expect(v2.by_type.layer.amount_usd).toBe("40.00000000")
      // read only: nothing was paid again
      const records = await api.get("/admin/bonus-records", admin)
      expect(records.data.count).toBe(2)
    })
  },
})
