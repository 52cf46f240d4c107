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
      // each check says how much it examined: every posting is in the chain
      const { rows } = await knex().raw(
        "select count(*)::int as n from ledger_posting where seq is not null"
      )
      const chain = (await service.verify()).checks.find(
        (c) => c.name === "hash_chain"
      )
      expect(chain?.count).toBe(rows[0].n)
      expect(chain?.count).toBeGreaterThan(4)
      if (!fs.existsSync(BUILT)) return // the CLI reads the built plugin
      const { code, out } = await cli(dbConfig.clientUrl)
      expect(out).toMatch(/✓ hash_chain \(\d+ checked\): ok/)
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
        /✗ balances_equal_postings \(\d+ checked\): 1 failing: member:v2:UUC UUC/
      )
    })

    /** A rewrite by someone who bypasses the triggers (a superuser's session). */
    const tamper = (sql: string) =>
      knex().raw(
        `begin; set local session_replication_role = replica; ${sql}; commit;`
      )

    it("names an entry that does not balance and a broken running balance", async () => {
      await tamper(
        "update ledger_posting set amount = amount + 1 where account = 'member:v2:UUC'"
      )
      expect(await failing()).toEqual([
        "entries_balance",
        "balances_equal_postings",
        "running_balances",
        "hash_chain",
        "business_rows_have_entries",
      ])
    })

    it("finds a consistent rewrite of postings and balances by the hash chain", async () => {
      // the 40 UUC transfer becomes 30: entry, running and cached balances agree
      await tamper(`update ledger_posting
          set amount = sign(amount) * 30,
              balance_after = balance_after - sign(amount) * 10
        where entry_id = (select entry_id from ledger_transfer);
        update ledger_account set balance = balance + 10 where address = 'member:v1:UUC';
        update ledger_account set balance = balance - 10 where address = 'member:v2:UUC';
        update ledger_transfer set amount = 30`)
      expect(await failing()).toEqual(["hash_chain"])
      if (!fs.existsSync(BUILT)) return
      const { code, out } = await cli(dbConfig.clientUrl)
      expect(code).toBe(1)
      expect(out).toMatch(
        /✗ hash_chain \(\d+ checked\): 2 failing: member:v1:UUC UUC/
      )
    })

    it("has the database refuse to rewrite or delete postings and entries", async () => {
      for (const sql of [
        "update ledger_posting set amount = amount + 1 where account = 'member:v2:UUC'",
        "update ledger_posting set balance_after = 0 where account = 'member:v2:UUC'",
        "delete from ledger_posting where account = 'member:v2:UUC'",
        "update ledger_entry set params = '{}' where kind = 'transfer'",
        "update ledger_entry set status = 'voided', voided_at = now() where kind = 'transfer'",
        "delete from ledger_entry where kind = 'transfer'",
      ])
        await expect(knex().raw(sql)).rejects.toMatchObject({ code: "UL405" })
      expect(await failing()).toEqual([])
    })

    it("names held USDT without an open withdrawal", async () => {
      await knex().raw("update ledger_withdrawal set status = 'rejected'")
      expect(await failing()).toEqual([
        "business_rows_have_entries",
        "held_matches_open_withdrawals",
      ])
    })

    it("names a business row without its entry", async () => {
      await knex().raw(
        `insert into ledger_recharge (id, member_id, amount, chain, tx_hash, status)
         values ('lrch_x', 'v1', 10, 'BEP20', '0x${"ab".repeat(32)}', 'pending')`
      )
      expect(await failing()).toEqual([])
      await knex().raw(
        "update ledger_recharge set status = 'confirmed' where id = 'lrch_x'"
      )
      const check = (await service.verify()).checks.find(
        (c) => c.name === "business_rows_have_entries"
      )
      expect(check).toMatchObject({ ok: false, count: 3 })
      expect(check?.detail).toContain("recharge lrch_x")
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
