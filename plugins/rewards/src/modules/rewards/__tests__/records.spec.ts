import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import path from "path"
import { REWARDS_MODULE } from ".."
import RewardsModuleService from "../service"
import { bonus } from "./bonus"

jest.setTimeout(60000)

const activation = (id: string, key: string | null = null) => ({
  id,
  member_id: "mem_B",
  card: "gold" as const,
  kind: "activation" as const,
  amount: "200",
  plan_version: 1,
  price: "0.01",
  idempotency: key ? { key, hash: "h" } : null,
  bonuses: [bonus(), bonus({ type: "layer", status: "pending_elimination" })],
})

moduleIntegrationTestRunner<RewardsModuleService>({
  moduleName: REWARDS_MODULE,
  resolve: path.join(__dirname, ".."),
  pathToMigrations: path.join(__dirname, "..", "migrations"),
  testSuite: ({ service }) => {
    describe("activations and bonus records", () => {
      it("claims an idempotency key once per member", async () => {
        expect(
          await service.createActivation(activation("act_1", "k1"))
        ).not.toBeNull()
        expect(
          await service.createActivation(activation("act_2", "k1"))
        ).toBeNull()
        const found = await service.findActivation({
          member_id: "mem_B",
          idempotency_key: "k1",
        })
        expect(found).toMatchObject({
          id: "act_1",
          status: "pending",
          amount: "200.00000000",
        })
      })

      it("claims several keys in one statement, each at most once", async () => {
        expect(await service.claimOperation("op:a", "event")).toBe(true)
        const claimed = await service.claimOperations(
          ["op:a", "op:b", "op:c"],
          "event"
        )
        expect([...claimed].sort()).toEqual(["op:b", "op:c"])
        expect(
          await service.claimOperations(["op:b", "op:c"], "event")
        ).toEqual(new Set())
        expect(await service.claimOperation("op:c", "event")).toBe(false)
        expect(await service.claimOperations([], "event")).toEqual(new Set())
      })

      it("completes once: a replay writes no second set of records", async () => {
        await service.createActivation(activation("act_3"))
        await service.completeActivation({
          id: "act_3",
          entry_id: "lent_1",
        })
        const again = await service.completeActivation({
          id: "act_3",
          entry_id: "lent_1",
        })
        expect(again.status).toBe("completed")
        const { bonus_records, count, totals } = await service.listBonusRecords(
          { activation_id: "act_3" },
          { limit: 10, offset: 0 }
        )
        expect(count).toBe(2)
        expect(bonus_records.map((b) => [b.seq, b.type, b.status])).toEqual([
          [0, "referral", "settled"],
          [1, "layer", "pending_elimination"],
        ])
        expect(totals.usdt).toBe("30.00000000")
        expect(bonus_records[0]).toMatchObject({
          description_key: "rewards.bonus.referral",
          params: { buyer: "bob" },
          plan_version: 1,
          source_member_id: "mem_B",
        })
        expect(await service.listPendingActivations()).toEqual([])
      })

      it("keeps one open loan per member; a rejected one no longer counts", async () => {
        const loan = await service.applyLoan({
          member_id: "mem_L",
          card: "gold",
        })
        expect(await service.getOpenLoan("mem_L")).toMatchObject({
          id: loan.id,
          status: "pending",
        })
        await expect(
          service.applyLoan({ member_id: "mem_L", card: "gold" })
        ).rejects.toMatchObject({ code: "loan_already_open" })
        expect(await service.isBorrowing("mem_L")).toBe(false)
        await service.rejectLoan({ id: loan.id, reason: "no", staff_id: "u" })
        expect(await service.getOpenLoan("mem_L")).toBeNull()
        await expect(
          service.rejectLoan({ id: loan.id, reason: "no", staff_id: "u" })
        ).rejects.toMatchObject({ code: "loan_not_pending" })
        expect(await service.getDebts(["mem_L"])).toEqual({})
      })

      it("discards a pending activation but never a completed one", async () => {
        await service.createActivation(activation("act_4"))
        await service.discardActivation("act_4")
        expect(await service.findActivation({ id: "act_4" })).toBeNull()
        await service.createActivation(activation("act_5"))
        await service.completeActivation({
          id: "act_5",
          entry_id: "lent_5",
        })
        await service.discardActivation("act_5")
        expect(await service.findActivation({ id: "act_5" })).not.toBeNull()
      })
    })
  },
})
