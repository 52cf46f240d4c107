import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import path from "path"
import { LEDGER_MODULE } from ".."
import LedgerModuleService from "../service"
import { fund, OPEN_RULES } from "./helpers"
import type { Knex } from "@uuc/http"

jest.setTimeout(120000)

const ADDRESS = `0x${"34".repeat(20)}`

moduleIntegrationTestRunner<LedgerModuleService>({
  moduleName: LEDGER_MODULE,
  resolve: path.join(__dirname, ".."),
  pathToMigrations: path.join(__dirname, "..", "migrations"),
  testSuite: ({ service, MikroOrmWrapper }) => {
    const knex = () => MikroOrmWrapper.getManager().getKnex() as unknown as Knex

    it("runs the member's standing checks inside the transaction, with the member's accounts locked", async () => {
      await fund(service, "wc1", "USDT", "100")
      let lockedOutside: unknown = null
      let sameTransaction = false
      await expect(
        service.requestWithdrawal({
          member_id: "wc1",
          amount: "60",
          chain: "BEP20",
          address: ADDRESS,
          rules: OPEN_RULES,
          member_checks: async (ctx) => {
            // another session cannot take the member's account: it is locked
            lockedOutside = await knex()
              .raw(
                `select 1 from ledger_account where address = 'member:wc1:USDT'
                  for update nowait`
              )
              .then(
                () => "free",
                (e: { code?: string }) => e.code
              )
            // and the check's reads see the operation's own transaction
            const tx = (
              ctx.transactionManager as {
                getTransactionContext(): Knex
              }
            ).getTransactionContext()
            const { rows } = await tx.raw(
              "select count(*)::int as n from ledger_account where address = 'member:wc1:USDT_HELD'"
            )
            sameTransaction = rows[0].n === 1
            const e = Object.assign(new Error("borrowing"), {
              code: "borrower_cannot_withdraw",
            })
            throw e
          },
        })
      ).rejects.toMatchObject({ code: "borrower_cannot_withdraw" })
      expect(lockedOutside).toBe("55P03")
      expect(sameTransaction).toBe(true)
      // refused inside: nothing held, nothing recorded
      expect(await service.getBalances("wc1")).toMatchObject({
        USDT: "100.00000000",
        USDT_HELD: "0.00000000",
      })
      const { rows } = await knex().raw(
        "select count(*)::int as n from ledger_withdrawal where member_id = 'wc1'"
      )
      expect(rows[0].n).toBe(0)
    })

    it("draws the day from the database clock in the plan's time zone", async () => {
      await fund(service, "wc2", "USDT", "100")
      const { result } = await service.requestWithdrawal({
        member_id: "wc2",
        amount: "60",
        chain: "BEP20",
        address: ADDRESS,
        rules: { ...OPEN_RULES, timezone: "Pacific/Kiritimati" },
      })
      const { rows } = await knex().raw(
        `select to_char(now() at time zone 'Pacific/Kiritimati', 'YYYY-MM-DD') as day,
                day::text as stored from ledger_withdrawal where id = ?`,
        [result.id]
      )
      expect(rows[0].stored).toBe(rows[0].day)
      const usage = await service.getWithdrawalUsage(
        "wc2",
        "Pacific/Kiritimati"
      )
      expect(usage).toMatchObject({ day: rows[0].day, used: 1 })
    })
  },
})
