import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import path from "path"
import { REWARDS_MODULE } from ".."
import RewardsModuleService from "../service"

jest.setTimeout(60000)

const today = new Date().toISOString().slice(0, 10)

moduleIntegrationTestRunner<RewardsModuleService>({
  moduleName: REWARDS_MODULE,
  resolve: path.join(__dirname, ".."),
  pathToMigrations: path.join(__dirname, "..", "migrations"),
  testSuite: ({ service }) => {
    let n = 0
    /** A completed activation by a new buyer sponsored by `sponsor`. */
    const activate = async (sponsor: string, card: "gold" | "standard") => {
      const id = `act_d${++n}`
      await service.createActivation({
        id,
        member_id: `mem_buyer${n}`,
        card,
        kind: "activation",
        amount: card === "gold" ? "200" : "100",
        plan_version: 1,
        price: "0.01",
        idempotency: null,
        bonuses: [],
        sponsor_id: sponsor,
      })
      await service.completeActivation({
        id,
        entry_id: `lent_${n}`,
        loan_interest: "0.10",
      })
    }

    it("counts gold activations per sponsor; ties go to who reached the count first", async () => {
      await activate("mem_B", "gold")
      await activate("mem_A", "gold")
      await activate("mem_C", "standard") // not gold: not counted
      await activate("mem_A", "gold")
      await activate("mem_B", "gold") // B reaches 2 after A
      await activate("mem_C", "gold")
      const { ended, rows } = await service.dailyStandings(today, "UTC")
      expect(ended).toBe(false)
      expect(rows.map((r) => [r.member_id, r.count])).toEqual([
        ["mem_A", 2],
        ["mem_B", 2],
        ["mem_C", 1],
      ])
      // the day before ended and had nothing
      const y = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
      expect(await service.dailyStandings(y, "UTC")).toEqual({
        ended: true,
        rows: [],
      })
    })

    it("records a day's run and its records once", async () => {
      const input = {
        day: "2026-01-02",
        timezone: "UTC",
        plan_version: 1,
        entry_id: "lent_x",
        standings: [],
        records: [
          {
            rank: 2,
            member_id: "mem_A",
            username: "alice",
            uuc: "1500",
            status: "settled" as const,
            count: 2,
          },
        ],
      }
      const run = await service.recordDailyRun(input)
      expect(run).toMatchObject({ day: "2026-01-02", entry_id: "lent_x" })
      await service.recordDailyRun({ ...input, entry_id: "lent_y" })
      expect((await service.getDailyRun("2026-01-02"))?.entry_id).toBe("lent_x")
      const { bonus_records } = await service.listBonusRecords(
        { type: "daily_top" },
        { limit: 10, offset: 0 }
      )
      expect(bonus_records).toEqual([
        expect.objectContaining({
          type: "daily_top",
          day: "2026-01-02",
          rank: 2,
          member_id: "mem_A",
          uuc: "1500.00000000",
          usdt: "0.00000000",
          activation_id: null,
          status: "settled",
          plan_version: 1,
        }),
      ])
    })
  },
})
