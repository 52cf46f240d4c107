import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import path from "path"
import { Client } from "pg"
import { LEDGER_MODULE } from ".."
import LedgerModuleService from "../service"
import { fund, secondInstance } from "./helpers"

/** Polls `done` every 20 ms for up to 5 s. */
async function until(done: () => Promise<boolean>) {
  for (let i = 0; i < 250; i++) {
    if (await done()) return
    await new Promise((r) => setTimeout(r, 20))
  }
  throw new Error("not reached in 5 s")
}

jest.setTimeout(180000)

/**
 * The posting functions (migration 20261122160000) on their own and through the
 * hot path (transferUuc = one statement): refusals leave nothing behind, the
 * database refuses what the TypeScript checks would, replays answer the stored
 * answer, and first uses racing from two instances settle.
 */
moduleIntegrationTestRunner<LedgerModuleService>({
  moduleName: LEDGER_MODULE,
  resolve: path.join(__dirname, ".."),
  pathToMigrations: path.join(__dirname, "..", "migrations"),
  testSuite: ({ service, dbConfig }) => {
    let db: Client
    beforeEach(async () => {
      db = new Client({ connectionString: dbConfig.clientUrl })
      await db.connect()
    })
    afterEach(async () => {
      await db.end()
    })

    const count = async (sql: string, params: unknown[] = []) =>
      Number((await db.query(sql, params)).rows[0].n)

    /** ledger_post_entry called as any SQL client could, without TypeScript. */
    const post = (
      id: string,
      legs: [string, string, string | null][],
      extra: { unit?: string; table?: string | null; record?: unknown } = {}
    ) =>
      db.query(
        `select * from ledger_post_entry($1, $1, 'h', 'test', 'test', '{}', null,
           null, false, true, $2::text[], array_fill('UUC'::text, array[$5::int]),
           array_fill($6::text, array[$5::int]), $3::numeric[], $4::text[],
           array_fill(false, array[$5::int]), $7, $8::jsonb, null, null, null)`,
        [
          id,
          legs.map((l) => l[0]),
          legs.map((l) => l[1]),
          legs.map((l) => l[2]),
          legs.length,
          extra.unit ?? "UUC",
          extra.table ?? null,
          extra.record === undefined ? null : JSON.stringify(extra.record),
        ]
      )

    it("finds the touched accounts by key: a transfer reads ledger_account by index, never whole", async () => {
      // Generic plans took unnest() for 10 rows and scanned a small ledger_account
      // whole in five statements of every entry; this table is small.
      await fund(service, "scanfrom", "UUC", "10")
      await fund(service, "scanto", "UUC", "1")
      await db.query("begin")
      try {
        for (let i = 0; i < 3; i++)
          await post(`lent_scan_${i}`, [
            ["member:scanfrom:UUC", "-1", "scanfrom"],
            ["member:scanto:UUC", "1", "scanto"],
          ])
        const { rows } = await db.query(
          `select seq_scan, idx_scan from pg_stat_xact_user_tables
            where relname = 'ledger_account'`
        )
        expect(Number(rows[0].seq_scan)).toBe(0)
        expect(Number(rows[0].idx_scan)).toBeGreaterThan(0)
      } finally {
        await db.query("rollback")
      }
    })

    it("refuses an overdraft in the database itself, leaving nothing behind", async () => {
      await fund(service, "sqlpoor", "UUC", "1")
      const entries = await count("select count(*) as n from ledger_entry")
      await expect(
        post("lent_sql_over", [
          ["member:sqlpoor:UUC", "-2", "sqlpoor"],
          ["member:sqlrich:UUC", "2", "sqlrich"],
        ])
      ).rejects.toMatchObject({
        code: "UL402",
        message: "insufficient_balance",
      })
      expect(await count("select count(*) as n from ledger_entry")).toBe(
        entries
      )
      expect((await service.getBalances("sqlpoor")).UUC).toBe("1.00000000")
      expect((await service.verify()).ok).toBe(true)
    })

    it("refuses an entry that does not balance and an unknown business table", async () => {
      await fund(service, "sqlbal", "UUC", "5")
      await expect(
        post("lent_sql_unbalanced", [
          ["member:sqlbal:UUC", "-1", "sqlbal"],
          ["member:sqlother:UUC", "2", "sqlother"],
        ])
      ).rejects.toMatchObject({ code: "UL500" })
      await expect(
        post(
          "lent_sql_table",
          [
            ["member:sqlbal:UUC", "-1", "sqlbal"],
            ["member:sqlother:UUC", "1", "sqlother"],
          ],
          { table: "ledger_account", record: { address: "x" } }
        )
      ).rejects.toMatchObject({ code: "UL500" })
      expect((await service.getBalances("sqlbal")).UUC).toBe("5.00000000")
    })

    it("chains running balances when one entry touches an account twice", async () => {
      await fund(service, "twice", "UUC", "10")
      const { entry } = await service.postEntry({
        key: "sql-twice",
        kind: "test",
        description_key: "test",
        postings: [
          { account: "member:twice:UUC", asset: "UUC", amount: "-3" },
          { account: "member:gets:UUC", asset: "UUC", amount: "5" },
          { account: "member:twice:UUC", asset: "UUC", amount: "-2" },
        ],
      })
      expect(
        entry.postings.map((p) => [p.account, p.amount, p.balance_after])
      ).toEqual([
        ["member:twice:UUC", "-3.00000000", "7.00000000"],
        ["member:gets:UUC", "5.00000000", "5.00000000"],
        ["member:twice:UUC", "-2.00000000", "5.00000000"],
      ])
      expect((await service.verify()).ok).toBe(true)
    })

    it("a refused transfer stores no idempotency key; a replay answers the first answer exactly", async () => {
      await fund(service, "hot", "UUC", "1")
      const idempotency = { key: "member:hot:k1", hash: "body-1" }
      const input = {
        from_member_id: "hot",
        to_member_id: "cold",
        amount: "5",
      }
      await expect(
        service.transferUuc(input, { idempotency })
      ).rejects.toMatchObject({ code: "insufficient_balance" })
      expect(
        await count(
          "select count(*) as n from ledger_idempotency where key = $1",
          [idempotency.key]
        )
      ).toBe(0)

      await fund(service, "hot", "UUC", "9")
      const first = await service.transferUuc(input, { idempotency })
      expect(first.replayed).toBe(false)
      const again = await service.transferUuc(input, { idempotency })
      expect(again).toEqual({ result: first.result, replayed: true })
      expect(first.result.created_at).toMatch(
        /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/
      )
      const [transfer] = (
        await service.listTransfers(
          { member_id: "hot" },
          { limit: 10, offset: 0 }
        )
      ).rows
      expect(transfer.created_at).toBe(first.result.created_at)
      await expect(
        service.transferUuc(input, {
          idempotency: { key: idempotency.key, hash: "another-body" },
        })
      ).rejects.toMatchObject({ code: "idempotency_conflict" })
      expect((await service.getBalances("hot")).UUC).toBe("5.00000000")
    })

    it("takes every lock in address order, new accounts' too: a session waiting for an account already holds the new ones before it", async () => {
      // Deadlocks between first uses came from holding a later account while
      // waiting for an earlier one (existing accounts locked first, new ones
      // inserted after). In address order, a session waiting for b holds the new a
      // (a < b) and not yet the new c (c > b).
      const [s1, s2, s3, s4] = await Promise.all(
        Array.from({ length: 4 }, async () => {
          const c = new Client({ connectionString: dbConfig.clientUrl })
          await c.connect()
          return c
        })
      )
      const lock = (c: Client, addresses: string[]) =>
        c.query(
          `select * from ledger_lock_accounts($1::text[],
             array_fill('UUC'::text, array[$2::int]),
             array_fill('UUC'::text, array[$2::int]),
             array_fill(null::text, array[$2::int]),
             array_fill(false, array[$2::int]))`,
          [addresses, addresses.length]
        )
      /** Whether `c` can take `address` within 300 ms (its transaction rolled back). */
      const free = async (c: Client, address: string) => {
        await c.query("begin")
        await c.query("set local lock_timeout = '300ms'")
        try {
          await lock(c, [address])
          return true
        } catch (e) {
          if ((e as { code?: string }).code !== "55P03") throw e
          return false
        } finally {
          await c.query("rollback")
        }
      }
      const [a, b, c] = ["member:order-a", "member:order-b", "member:order-c"]
      try {
        await lock(s1, [b]) // b exists (autocommit)
        await s1.query("begin")
        await lock(s1, [b])
        await s2.query("begin")
        const waiting = lock(s2, [c, b, a])
        await until(async () => {
          const { rows } = await s3.query(
            `select 1 from pg_stat_activity
              where pid = $1 and wait_event_type = 'Lock'`,
            [(s2 as unknown as { processID: number }).processID]
          )
          return rows.length > 0
        })
        expect(await free(s3, a)).toBe(false)
        expect(await free(s4, c)).toBe(true)
        await s1.query("commit")
        await waiting
        await s2.query("commit")
        expect(
          await count(
            "select count(*) as n from ledger_account where address like 'member:order-%'"
          )
        ).toBe(3)
      } finally {
        await Promise.all([s1, s2, s3, s4].map((x) => x.end()))
      }
    })

    it("first uses of new accounts crossing from two instances all settle", async () => {
      const second = await secondInstance(dbConfig.clientUrl)
      try {
        for (const m of ["na", "nb", "nc", "nd"])
          await fund(service, m, "UUC", "50")
        // Each transfer's receiver account is new the first time: creation and
        // locks race in both directions; deadlocks, if any, are retried.
        const pairs = ["na", "nb", "nc", "nd"]
        const results = await Promise.allSettled(
          Array.from({ length: 40 }, (_, i) =>
            (i % 2 ? second.service : service).transferUuc({
              from_member_id: pairs[i % 4],
              to_member_id: `fresh${(i * 7) % 5}`,
              amount: "1",
            })
          )
        )
        expect(results.filter((r) => r.status === "rejected")).toEqual([])
        let total = 0
        for (let f = 0; f < 5; f++)
          total += Number((await service.getBalances(`fresh${f}`)).UUC)
        expect(total).toBe(40)
        expect((await service.verify()).ok).toBe(true)
      } finally {
        await second.close()
      }
    })
  },
})
