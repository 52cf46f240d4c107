import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import { execFile } from "child_process"
import fs from "fs"
import path from "path"
import { LEDGER_MODULE } from ".."
import LedgerModuleService from "../service"
import { fund, OPEN_RULES } from "./helpers"

jest.setTimeout(120000)

type Knex = {
  raw: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>
}

const SCRIPT = path.join(__dirname, "../../../../scripts/verify.mjs")
const BUILT = path.join(
  __dirname,
  "../../../../.medusa/server/src/modules/ledger/lib/verify-checks.js"
)

/** `npm run ledger:verify` against the test database: its exit code and output. */
const cli = (url: string) =>
  new Promise<{ code: number; out: string }>((resolve) =>
    execFile(
      process.execPath,
      [SCRIPT],
      { env: { ...process.env, DATABASE_URL: url } },
      (e, stdout, stderr) =>
        resolve({ code: e ? Number(e.code ?? 1) : 0, out: stdout + stderr })
    )
  )

moduleIntegrationTestRunner<LedgerModuleService>({
  moduleName: LEDGER_MODULE,
  resolve: path.join(__dirname, ".."),
  pathToMigrations: path.join(__dirname, "..", "migrations"),
  testSuite: ({ service, MikroOrmWrapper, dbConfig }) => {
    const knex = () => MikroOrmWrapper.getManager().getKnex() as unknown as Knex
    const failing = async () =>
      (await service.verify()).checks.filter((c) => !c.ok).map((c) => c.name)

    beforeEach(async () => {
      await fund(service, "v1", "USDT", "500")
      await fund(service, "v1", "UUC", "100")
      await service.transferUuc({
        from_member_id: "v1",
        to_member_id: "v2",
        amount: "40",
      })
      await service.requestWithdrawal({
        member_id: "v1",
        amount: "100",
        chain: "BEP20",
        address: `0x${"12".repeat(20)}`,
        rules: OPEN_RULES,
      })
    })

    it("passes on an honest ledger, in the service and in the CLI", async () => {
      expect(await failing()).toEqual([])
      if (!fs.existsSync(BUILT)) return // the CLI reads the built plugin
      const { code, out } = await cli(dbConfig.clientUrl)
      expect(out).toContain("ledger verified")
      expect(code).toBe(0)
    })

    it("names a cached balance that differs from its postings", async () => {
      await knex().raw(
        "update ledger_account set balance = balance + 1 where address = 'member:v2:UUC'"
      )
      expect(await failing()).toEqual([
        "balances_equal_postings",
        "uuc_total_equals_supply",
      ])
      if (!fs.existsSync(BUILT)) return
      const { code, out } = await cli(dbConfig.clientUrl)
      expect(code).toBe(1)
      expect(out).toMatch(
        /✗ balances_equal_postings: 1 failing: member:v2:UUC UUC/
      )
    })

    it("names an entry that does not balance and a broken running balance", async () => {
      await knex().raw(
        "update ledger_posting set amount = amount + 1 where account = 'member:v2:UUC'"
      )
      expect(await failing()).toEqual([
        "entries_balance",
        "balances_equal_postings",
        "running_balances",
      ])
    })

    it("names held USDT without an open withdrawal", async () => {
      await knex().raw("update ledger_withdrawal set status = 'rejected'")
      expect(await failing()).toEqual(["held_matches_open_withdrawals"])
    })

    it("has the database refuse a negative member balance even if the code didn't", async () => {
      await expect(
        knex().raw(
          "update ledger_account set balance = -1 where address = 'member:v2:UUC'"
        )
      ).rejects.toMatchObject({ code: "23514" })
      await expect(
        knex().raw(
          "update ledger_account set balance = -1 where address = 'platform:uuc_reserve'"
        )
      ).rejects.toMatchObject({ code: "23514" })
    })
  },
})
