import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import path from "path"
import { LEDGER_MODULE } from ".."
import LedgerModuleService from "../service"
import { fund, OPEN_RULES, secondInstance } from "./helpers"

jest.setTimeout(180000)

const ADDRESS = `0x${"cd".repeat(20)}`

/**
 * Races through two module instances with separate connection pools (two server
 * processes in miniature): requests alternate between them and all run at once.
 */
moduleIntegrationTestRunner<LedgerModuleService>({
  moduleName: LEDGER_MODULE,
  resolve: path.join(__dirname, ".."),
  pathToMigrations: path.join(__dirname, "..", "migrations"),
  testSuite: ({ service, dbConfig }) => {
    let second: Awaited<ReturnType<typeof secondInstance>>
    const either = (i: number) => (i % 2 ? second.service : service)

    beforeEach(async () => {
      second = await secondInstance(dbConfig.clientUrl)
    })
    afterEach(async () => {
      await second.close()
    })

    it("50 parallel withdrawals by one member: exactly one accepted that day", async () => {
      await fund(service, "racer", "USDT", "10000")
      const results = await Promise.allSettled(
        Array.from({ length: 50 }, (_, i) =>
          either(i).requestWithdrawal({
            member_id: "racer",
            amount: "100",
            chain: "BEP20",
            address: ADDRESS,
            rules: OPEN_RULES,
          })
        )
      )
      const accepted = results.filter((r) => r.status === "fulfilled")
      const refused = results.flatMap((r) =>
        r.status === "rejected" ? [r.reason] : []
      )
      expect(accepted).toHaveLength(1)
      expect(refused).toHaveLength(49)
      expect(new Set(refused.map((e) => e.code))).toEqual(
        new Set(["withdrawal_daily_limit"])
      )
      expect(await service.getBalances("racer")).toMatchObject({
        USDT: "9900.00000000",
        USDT_HELD: "100.00000000",
      })
      expect((await service.verify()).ok).toBe(true)
    })

    it("100 parallel transfers draining one balance: none overdraws, the sum is right", async () => {
      await fund(service, "source", "UUC", "37.5")
      const results = await Promise.allSettled(
        Array.from({ length: 100 }, (_, i) =>
          either(i).transferUuc({
            from_member_id: "source",
            to_member_id: `sink${i % 7}`,
            amount: "0.5",
          })
        )
      )
      const accepted = results.filter((r) => r.status === "fulfilled").length
      const refused = results.flatMap((r) =>
        r.status === "rejected" ? [r.reason] : []
      )
      expect(accepted).toBe(75)
      expect(new Set(refused.map((e) => e.code))).toEqual(
        new Set(["insufficient_balance"])
      )
      expect((await service.getBalances("source")).UUC).toBe("0.00000000")
      let received = 0
      for (let s = 0; s < 7; s++)
        received += Number((await service.getBalances(`sink${s}`)).UUC)
      expect(received).toBe(37.5)
      const report = await service.verify()
      expect(report.checks.filter((c) => !c.ok)).toEqual([])
    })

    it("the same idempotency key 20 times in parallel: one effect, one answer", async () => {
      await fund(service, "dup", "UUC", "100")
      const idempotency = { key: "member:dup:same-key", hash: "same-body" }
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          either(i).transferUuc(
            { from_member_id: "dup", to_member_id: "other", amount: "10" },
            { idempotency }
          )
        )
      )
      expect(results.filter((r) => !r.replayed)).toHaveLength(1)
      expect(new Set(results.map((r) => r.result.id)).size).toBe(1)
      expect((await service.getBalances("dup")).UUC).toBe("90.00000000")
      expect((await service.getBalances("other")).UUC).toBe("10.00000000")
      expect(
        (
          await service.listTransfers(
            { member_id: "dup" },
            { limit: 50, offset: 0 }
          )
        ).count
      ).toBe(1)
    })

    it("parallel entries under one key from other plugins: one entry", async () => {
      const entry = {
        key: "activation:act_9",
        kind: "activation",
        description_key: "t",
        postings: [
          { account: "platform:bonus_expense", asset: "USDT", amount: "-15" },
          { account: "member:sponsor:USDT", asset: "USDT", amount: "15" },
        ],
      }
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => either(i).postEntry(entry))
      )
      expect(results.filter((r) => !r.replayed)).toHaveLength(1)
      expect((await service.getBalances("sponsor")).USDT).toBe("15.00000000")
    })

    it("crossing transfers between two members in both directions never deadlock", async () => {
      await fund(service, "p", "UUC", "100")
      await fund(service, "q", "UUC", "100")
      const results = await Promise.allSettled(
        Array.from({ length: 60 }, (_, i) =>
          either(i).transferUuc({
            from_member_id: i % 2 ? "p" : "q",
            to_member_id: i % 2 ? "q" : "p",
            amount: "1",
          })
        )
      )
      expect(results.filter((r) => r.status === "rejected")).toEqual([])
      expect((await service.getBalances("p")).UUC).toBe("100.00000000")
      expect((await service.verify()).ok).toBe(true)
    })
  },
})
