import type { Context } from "@medusajs/framework/types"
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
  testSuite: ({ service, MikroOrmWrapper }) => {
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

    it("writes the day's entry (the caller's `post`) and the run row in one transaction", async () => {
      type Raw = { raw: (sql: string, b?: unknown[]) => Promise<unknown> }
      const tx = (ctx: Context) =>
        (
          ctx.transactionManager as { getTransactionContext(): Raw }
        ).getTransactionContext()
      const input = {
        day: "2026-01-03",
        timezone: "UTC",
        plan_version: 1,
        entry_id: null,
        standings: [],
        records: [],
      }
      // the run row fails after the entry was written: neither stays
      await expect(
        service.recordDailyRun(
          { ...input, plan_version: null as unknown as number },
          async (ctx) => {
            await tx(ctx).raw(
              "insert into reward_operation (id, key, kind) values ('op_dt', 'daily_top:2026-01-03', 'entry')"
            )
            return "lent_dt"
          }
        )
      ).rejects.toThrow()
      expect(await service.listRewardOperations({ id: "op_dt" })).toEqual([])
      expect(await service.getDailyRun("2026-01-03")).toBeNull()
      // both succeed: the run carries the entry written in its transaction
      const run = await service.recordDailyRun(input, async (ctx) => {
        await tx(ctx).raw(
          "insert into reward_operation (id, key, kind) values ('op_dt', 'daily_top:2026-01-03', 'entry')"
        )
        return "lent_dt"
      })
      expect(run.entry_id).toBe("lent_dt")
      expect(await service.listRewardOperations({ id: "op_dt" })).toHaveLength(
        1
      )
    })

    it("lists the past days with gold activations and no run, oldest first", async () => {
      const knex = MikroOrmWrapper.getManager().getKnex() as unknown as {
        raw: (sql: string) => Promise<unknown>
      }
      /** Moves the activations of the last hour `days` back. */
      const backdate = (days: number) =>
        knex.raw(
          `update reward_activation set created_at = created_at - interval '${days} days'
            where created_at > now() - interval '1 hour'`
        )
      await activate("mem_P", "gold")
      await backdate(2)
      await activate("mem_P", "gold")
      await activate("mem_Q", "standard")
      await backdate(3)
      await activate("mem_P", "gold") // today: not ended
      const day = (n: number) =>
        new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10)
      expect(await service.unpaidDailyDays("UTC")).toEqual([day(3), day(2)])
      await service.recordDailyRun({
        day: day(3),
        timezone: "UTC",
        plan_version: 1,
        entry_id: null,
        standings: [],
        records: [],
      })
      expect(await service.unpaidDailyDays("UTC")).toEqual([day(2)])
    })
  },
})
