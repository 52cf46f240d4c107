import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import path from "path"
import { Client } from "pg"
import { LEDGER_MODULE } from ".."
import LedgerModuleService from "../service"
import { fund } from "./helpers"

jest.setTimeout(180000)

type Leg = [account: string, amount: string, member: string | null]

/** An entry of ledger_post_entries' JSON (USDT legs, `allow_negative` off). */
const entry = (key: string, legs: Leg[], hash = `h-${key}`) => ({
  id: `lent_${key}`,
  key,
  hash,
  kind: "test",
  description_key: "t",
  params: {},
  source_type: null,
  source_id: null,
  pending: false,
  accounts: legs.map((l) => l[0]),
  assets: legs.map(() => "USDT"),
  units: legs.map(() => "USDT"),
  amounts: legs.map((l) => l[1]),
  member_ids: legs.map((l) => l[2]),
  allow_negative: legs.map(() => false),
})

const pay = (key: string, from: string, to: string, amount: string) =>
  entry(key, [
    [`member:${from}:USDT`, `-${amount}`, from],
    [`member:${to}:USDT`, amount, to],
  ])

/**
 * `ledger_post_entries`: a batch written set-based by
 * `ledger_post_entries_set`, with the loop of `ledger_post_entry` calls as its
 * fallback; both answer alike.
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

    const verifyOk = async () => {
      const report = await service.verify()
      expect(report.checks.filter((c) => !c.ok)).toEqual([])
    }

    /** The batch through `fn`, and which posting functions ran (counted in the transaction). */
    const batch = async (entries: unknown[], fn = "ledger_post_entries") => {
      await db.query("begin")
      try {
        await db.query("set local track_functions = 'pl'")
        const { rows } = await db.query(
          `select * from ${fn}($1::jsonb) order by o_index`,
          [JSON.stringify(entries)]
        )
        const calls = await db.query(
          `select funcname, calls from pg_stat_xact_user_functions
            where funcname like 'ledger_post_entr%'`
        )
        await db.query("commit")
        return {
          rows,
          calls: Object.fromEntries(
            calls.rows.map((r) => [r.funcname, Number(r.calls)])
          ) as Record<string, number>,
        }
      } catch (e) {
        await db.query("rollback")
        throw e
      }
    }

    const usdt = async (member: string) =>
      (await service.getBalances(member)).USDT

    const postings = async (key: string) =>
      (
        await db.query(
          `select p.account, p.amount::text, p.balance_after::text
             from ledger_posting p join ledger_entry e on e.id = p.entry_id
            where e.key = $1 order by p.seq`,
          [key]
        )
      ).rows

    it("writes a batch in one set-based statement, each entry on the balances the ones before it left", async () => {
      await fund(service, "sa", "USDT", "10")
      const { rows, calls } = await batch([
        pay("set-1", "sa", "sb", "8"),
        // one account twice in an entry: its running balance goes leg by leg
        entry("set-2", [
          ["member:sb:USDT", "-5", "sb"],
          ["member:sc:USDT", "2", "sc"],
          ["member:sb:USDT", "-3", "sb"],
          ["member:sc:USDT", "6", "sc"],
        ]),
        pay("set-3", "sc", "sa", "3"),
      ])
      expect(calls.ledger_post_entries_set).toBe(1)
      expect(calls.ledger_post_entries_each).toBeUndefined()
      expect(calls.ledger_post_entry).toBeUndefined()
      expect(rows.map((r) => [r.o_index, r.o_id, r.o_replayed])).toEqual([
        [0, "lent_set-1", false],
        [1, "lent_set-2", false],
        [2, "lent_set-3", false],
      ])
      expect(await postings("set-2")).toEqual([
        {
          account: "member:sb:USDT",
          amount: "-5.00000000",
          balance_after: "3.00000000",
        },
        {
          account: "member:sc:USDT",
          amount: "2.00000000",
          balance_after: "2.00000000",
        },
        {
          account: "member:sb:USDT",
          amount: "-3.00000000",
          balance_after: "0.00000000",
        },
        {
          account: "member:sc:USDT",
          amount: "6.00000000",
          balance_after: "8.00000000",
        },
      ])
      expect(await usdt("sa")).toBe("5.00000000")
      expect(await usdt("sb")).toBe("0.00000000")
      expect(await usdt("sc")).toBe("5.00000000")
      // the hash chain and the cached balances agree with the postings
      await verifyOk()
    })

    it("replays posted keys, and stops at the first refused: nothing of it or after it is written", async () => {
      await fund(service, "ra", "USDT", "10")
      await batch([pay("stop-1", "ra", "rb", "4")])
      const { rows, calls } = await batch([
        pay("stop-1", "ra", "rb", "4"),
        pay("stop-2", "ra", "rb", "5"),
        pay("stop-3", "ra", "rb", "2"),
        pay("stop-4", "ra", "rb", "1"),
      ])
      expect(calls.ledger_post_entry).toBeUndefined()
      expect(rows).toEqual([
        expect.objectContaining({
          o_index: 0,
          o_id: "lent_stop-1",
          o_replayed: true,
        }),
        expect.objectContaining({
          o_index: 1,
          o_id: "lent_stop-2",
          o_replayed: false,
        }),
        expect.objectContaining({
          o_index: 2,
          o_id: null,
          o_error_code: "UL402",
          o_error_message: "insufficient_balance",
          o_error_detail: "member:ra:USDT USDT",
        }),
      ])
      for (const key of ["stop-3", "stop-4"])
        expect(await service.getEntry({ key })).toBeNull()
      expect(await usdt("ra")).toBe("1.00000000")
      // a key posted with other postings, and misuse, as ledger_post_entry refuses them
      const conflict = await batch([
        pay("stop-5", "ra", "rb", "1"),
        entry(
          "stop-1",
          [
            ["member:ra:USDT", "-1", "ra"],
            ["member:rb:USDT", "1", "rb"],
          ],
          "other"
        ),
      ])
      expect(conflict.rows[1]).toMatchObject({
        o_index: 1,
        o_error_code: "UL409",
        o_error_message: "idempotency_conflict",
      })
      const unbalanced = await batch([
        entry("stop-6", [
          ["member:rb:USDT", "-1", "rb"],
          ["member:ra:USDT", "2", "ra"],
        ]),
      ])
      expect(unbalanced.rows).toEqual([
        expect.objectContaining({
          o_index: 0,
          o_error_code: "UL500",
          o_error_message: "entry does not balance",
        }),
      ])
      expect(await usdt("ra")).toBe("0.00000000")
      await verifyOk()
    })

    it("falls back on the loop for what the set-based batch does not take, answering alike", async () => {
      await fund(service, "fa", "USDT", "10")
      // one key twice in a batch: the second replays the first
      const { rows, calls } = await batch([
        pay("twice-1", "fa", "fb", "2"),
        pay("twice-1", "fa", "fb", "2"),
      ])
      expect(calls.ledger_post_entries_each).toBe(1)
      expect(rows.map((r) => [r.o_index, r.o_id, r.o_replayed])).toEqual([
        [0, "lent_twice-1", false],
        [1, "lent_twice-1", true],
      ])
      await expect(
        batch(
          [pay("twice-2", "fa", "fb", "1"), pay("twice-2", "fa", "fb", "1")],
          "ledger_post_entries_set"
        )
      ).rejects.toMatchObject({ code: "UL4RS" })
      expect(await usdt("fa")).toBe("8.00000000")
      await verifyOk()
    })

    it("answers what the loop answers for the same batch", async () => {
      await fund(service, "ea", "USDT", "6")
      await fund(service, "la", "USDT", "6")
      const run = (who: string, fn: string) =>
        batch(
          [
            pay(`${who}-1`, `${who}a`, `${who}b`, "4"),
            pay(`${who}-2`, `${who}b`, `${who}c`, "3"),
            pay(`${who}-3`, `${who}a`, `${who}c`, "3"),
          ],
          fn
        )
      const set = await run("e", "ledger_post_entries_set")
      const each = await run("l", "ledger_post_entries_each")
      const shape = (rows: Record<string, unknown>[]) =>
        rows.map((r) => [
          r.o_index,
          r.o_replayed,
          r.o_error_code,
          r.o_error_message,
          r.o_error_detail,
        ])
      expect(shape(set.rows)).toEqual(
        shape(each.rows).map((r) =>
          r.map((x) =>
            typeof x === "string" ? x.replace("member:la", "member:ea") : x
          )
        )
      )
      expect(each.rows[2].o_error_code).toBe("UL402")
      for (const k of ["1", "2"])
        expect((await postings(`e-${k}`)).map((p) => p.balance_after)).toEqual(
          (await postings(`l-${k}`)).map((p) => p.balance_after)
        )
      await verifyOk()
    })
    it("settles batches racing from two connections: one spends the balance, the other is refused; one key is written once", async () => {
      await fund(service, "xa", "USDT", "10")
      const other = new Client({ connectionString: dbConfig.clientUrl })
      await other.connect()
      const call = (c: Client, entries: unknown[]) =>
        c
          .query(
            "select * from ledger_post_entries($1::jsonb) order by o_index",
            [JSON.stringify(entries)]
          )
          .then((r) => r.rows)
      try {
        const [a, b] = await Promise.all([
          call(db, [pay("race-a", "xa", "xb", "6")]),
          call(other, [pay("race-b", "xa", "xc", "6")]),
        ])
        const codes = [a[0].o_error_code, b[0].o_error_code].sort()
        expect(codes).toEqual(["UL402", null].sort())
        expect(await usdt("xa")).toBe("4.00000000")
        // the same key from both: written once, replayed by the other
        const [c, d] = await Promise.all([
          call(db, [pay("race-k", "xa", "xb", "1")]),
          call(other, [pay("race-k", "xa", "xb", "1")]),
        ])
        expect([c[0].o_replayed, d[0].o_replayed].sort()).toEqual([false, true])
        expect(c[0].o_id).toBe(d[0].o_id)
        expect(await usdt("xa")).toBe("3.00000000")
      } finally {
        await other.end()
      }
      await verifyOk()
    })
  },
})
