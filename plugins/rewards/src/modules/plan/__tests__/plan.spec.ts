import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import path from "path"
import { plan as DEFAULTS } from "@uuc/data"
import { PLAN_MODULE } from ".."
import PlanModuleService from "../service"

jest.setTimeout(60000)

type Failure = { code?: string; field?: string }
const failure = async (p: Promise<unknown>): Promise<Failure> =>
  p.then(
    () => {
      throw new Error("expected a refusal")
    },
    (e: Failure) => e
  )

moduleIntegrationTestRunner<PlanModuleService>({
  moduleName: PLAN_MODULE,
  resolve: path.join(__dirname, ".."),
  pathToMigrations: path.join(__dirname, "..", "migrations"),
  testSuite: ({ service }) => {
    describe("the plan", () => {
      it("starts at version 1 with rules.md's defaults, once under concurrent first reads", async () => {
        const reads = await Promise.all(
          Array.from({ length: 5 }, () => service.getPlan())
        )
        for (const r of reads) {
          expect(r.version).toBe(1)
          expect(r.plan).toEqual(DEFAULTS)
        }
        const { versions, count } = await service.listVersions({
          limit: 10,
          offset: 0,
        })
        expect(count).toBe(1)
        expect(versions[0].version).toBe(1)
      })

      it("deep-merges a partial document into a new version; arrays replace", async () => {
        const v2 = await service.updatePlan(
          {
            bonuses: { layer: { rates: ["0.2", "0.1", "0.1", "0.1", "0.05"] } },
            withdrawal: { closed_weekdays: [0] },
          },
          "user_1"
        )
        expect(v2.version).toBe(2)
        expect(v2.created_by).toBe("user_1")
        expect(v2.plan.bonuses.layer.rates[0]).toBe("0.2")
        expect(v2.plan.bonuses.layer.min_star).toEqual([1, 2, 3, 4, 5])
        expect(v2.plan.bonuses.referral).toEqual(DEFAULTS.bonuses.referral)
        expect(v2.plan.withdrawal.closed_weekdays).toEqual([0])
        expect((await service.getPlan()).version).toBe(2)
        expect((await service.getPlan(1)).plan).toEqual(DEFAULTS)
      })

      it("numbers concurrent writers one after another", async () => {
        const made = await Promise.all(
          ["0.11", "0.12", "0.13"].map((rate) =>
            service.updatePlan({ bonuses: { referral: { rate } } }, null)
          )
        )
        expect(made.map((m) => m.version).sort()).toEqual([2, 3, 4])
      })

      it.each([
        [
          { bonuses: { referral: { rate: "1.5" } } },
          "invalid_rate",
          "bonuses.referral.rate",
        ],
        [
          { bonuses: { referral: { rate: 0.1 } } },
          "invalid_decimal",
          "bonuses.referral.rate",
        ],
        [
          { bonuses: { layer: { rates: ["0.1"] } } },
          "invalid_length",
          "bonuses.layer.rates",
        ],
        [
          { withdrawal: { closed_weekdays: [7] } },
          "out_of_range",
          "withdrawal.closed_weekdays.0",
        ],
        [{ split: { usdt: "0.8" } }, "split_not_whole", "split.uuc"],
        [{ bonuses: { typo: {} } }, "invalid_plan_key", "bonuses"],
        [{ timezone: "Mars/Base" }, "invalid_timezone", "timezone"],
      ])("refuses %j with %s", async (patch, code, field) => {
        const e = await failure(service.updatePlan(patch, null))
        expect(e).toMatchObject({ code, field })
        expect((await service.getPlan()).version).toBe(1)
      })

      it("refuses a document that changes nothing", async () => {
        const e = await failure(
          service.updatePlan({ bonuses: { referral: { rate: "0.10" } } }, null)
        )
        expect(e).toMatchObject({ code: "nothing_to_change" })
        expect((await service.getPlan()).version).toBe(1)
      })

      it("answers plan_version_not_found for a version that does not exist", async () => {
        await service.getPlan()
        expect(await failure(service.getPlan(9))).toMatchObject({
          code: "plan_version_not_found",
        })
      })
    })
  },
})
