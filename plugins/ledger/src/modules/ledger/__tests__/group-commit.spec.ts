import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import path from "path"
import { LEDGER_MODULE } from ".."
import { GroupCommit, type Settled } from "../lib/group-commit"
import { postTransfers } from "../lib/post-transfers"
import type { Knex } from "../lib/sql"
import { prepareTransfer } from "../ops/transfers"
import LedgerModuleService from "../service"
import { fund } from "./helpers"

jest.setTimeout(180000)

const transfer = (from: string, to: string, amount: string) => ({
  from_member_id: from,
  to_member_id: to,
  amount,
})

describe("GroupCommit", () => {
  it("sends at once while a slot is free, then groups what waited, one key per group", async () => {
    const groups: string[][] = []
    let release: () => void = () => {}
    const gate = new Promise<void>((r) => (release = r))
    const gc = new GroupCommit<string, string>(
      async (items) => {
        groups.push(items)
        if (groups.length === 1) await gate
        return items.map((i): Settled<string> => ({ ok: true, value: i }))
      },
      { max: 3, parallel: 1, keyOf: (i) => i.split(":")[0] }
    )
    const all = Promise.all(
      ["a:1", "b:1", "b:2", "c:1", "d:1", "e:1"].map((i) => gc.submit(i))
    )
    release()
    expect(await all).toEqual(["a:1", "b:1", "b:2", "c:1", "d:1", "e:1"])
    expect(groups).toEqual([["a:1"], ["b:1", "c:1", "d:1"], ["b:2", "e:1"]])
  })

  it("gives each request its own outcome, and a failed send to all of its group", async () => {
    const gc = new GroupCommit<number, number>(
      async (items) => {
        if (items.includes(99)) throw new Error("down")
        return items.map((i): Settled<number> =>
          i % 2 ? { ok: true, value: i } : { ok: false, error: `even ${i}` }
        )
      },
      { max: 8, parallel: 1 }
    )
    const out = await Promise.allSettled([1, 2, 3].map((i) => gc.submit(i)))
    expect(out.map((o) => o.status)).toEqual([
      "fulfilled",
      "rejected",
      "fulfilled",
    ])
    await expect(gc.submit(99)).rejects.toThrow("down")
  })
})

/**
 * The transfers' group commit against PostgreSQL: parallel transfers are posted in
 * groups (several entries one transaction), each settled on its own.
 */
moduleIntegrationTestRunner<LedgerModuleService>({
  moduleName: LEDGER_MODULE,
  resolve: path.join(__dirname, ".."),
  pathToMigrations: path.join(__dirname, "..", "migrations"),
  testSuite: ({ service, MikroOrmWrapper }) => {
    const knex = () => MikroOrmWrapper.getManager().getKnex() as unknown as Knex
    const verifyOk = async () =>
      expect((await service.verify()).checks.filter((c) => !c.ok)).toEqual([])

    it("posts parallel transfers in groups and refuses exactly those the balance cannot cover", async () => {
      await fund(service, "gsrc", "UUC", "25")
      const results = await Promise.allSettled(
        Array.from({ length: 40 }, (_, i) =>
          service.transferUuc(transfer("gsrc", `gdst${i % 7}`, "1"))
        )
      )
      const ok = results.filter((r) => r.status === "fulfilled")
      const refused = results.filter((r) => r.status === "rejected")
      expect(ok).toHaveLength(25)
      expect(refused).toHaveLength(15)
      for (const r of refused)
        expect((r as PromiseRejectedResult).reason).toMatchObject({
          code: "insufficient_balance",
        })
      expect((await service.getBalances("gsrc")).UUC).toBe("0.00000000")
      const { rows } = await knex().raw(
        `select count(*)::int as entries, count(distinct e.xmin::text)::int as commits
           from ledger_entry e join ledger_transfer t on t.entry_id = e.id
          where t.from_member_id = 'gsrc'`
      )
      expect(rows[0].entries).toBe(25)
      // grouped: fewer transactions than entries
      expect(rows[0].commits).toBeLessThan(25)
      for (const r of ok) {
        const { result } = (
          r as PromiseFulfilledResult<
            Awaited<ReturnType<typeof service.transferUuc>>
          >
        ).value
        expect(result).toMatchObject({
          from_member_id: "gsrc",
          amount: "1.00000000",
        })
        expect(Date.parse(result.created_at)).not.toBeNaN()
      }
      await verifyOk()
    })

    it("in a group: a key's duplicate replays, another body conflicts, a refused key is kept free", async () => {
      await fund(service, "gidem", "UUC", "3")
      const idem = { key: "member:gidem:k1", hash: "h1" }
      const busy = Array.from({ length: 6 }, () =>
        service.transferUuc(transfer("gidem", "gother", "0.1"))
      )
      const [a, b, c, poor] = await Promise.allSettled([
        service.transferUuc(transfer("gidem", "gto", "1"), {
          idempotency: idem,
        }),
        service.transferUuc(transfer("gidem", "gto", "1"), {
          idempotency: idem,
        }),
        service.transferUuc(transfer("gidem", "gto", "2"), {
          idempotency: { ...idem, hash: "h2" },
        }),
        service.transferUuc(transfer("gidem", "gto", "50"), {
          idempotency: { key: "member:gidem:poor", hash: "hp" },
        }),
        ...busy,
      ])
      expect(a.status).toBe("fulfilled")
      expect(b.status).toBe("fulfilled")
      const [first, second] = [a, b].map(
        (r) =>
          (
            r as PromiseFulfilledResult<
              Awaited<ReturnType<typeof service.transferUuc>>
            >
          ).value
      )
      expect([first.replayed, second.replayed].sort()).toEqual([false, true])
      expect(second.result).toEqual(first.result)
      expect(c).toMatchObject({
        status: "rejected",
        reason: { code: "idempotency_conflict" },
      })
      expect(poor).toMatchObject({
        status: "rejected",
        reason: { code: "insufficient_balance" },
      })
      expect((await service.getBalances("gidem")).UUC).toBe("1.40000000")
      expect((await service.getBalances("gto")).UUC).toBe("1.00000000")
      // the refused request stored nothing: the same key runs again once funded
      await fund(service, "gidem", "UUC", "50")
      const again = await service.transferUuc(transfer("gidem", "gto", "50"), {
        idempotency: { key: "member:gidem:poor", hash: "hp" },
      })
      expect(again.replayed).toBe(false)
      await verifyOk()
    })

    it("one statement settles a replay, a conflict, a refusal and a write each on its own", async () => {
      await fund(service, "gsql", "UUC", "5")
      const key = { key: "member:gsql:k", hash: "hk" }
      const first = await service.transferUuc(transfer("gsql", "gto2", "1"), {
        idempotency: key,
      })
      const out = await postTransfers(knex(), [
        prepareTransfer(transfer("gsql", "gto2", "1"), key),
        prepareTransfer(transfer("gsql", "gto2", "1"), { ...key, hash: "hx" }),
        prepareTransfer(transfer("gsql", "gto2", "9"), {
          key: "member:gsql:big",
          hash: "hb",
        }),
        prepareTransfer(transfer("gsql", "gto2", "4"), {
          key: "member:gsql:all",
          hash: "ha",
        }),
      ])
      expect(out[0]).toEqual({
        ok: true,
        value: { answer: first.result, replayed: true },
      })
      expect(out[1]).toMatchObject({
        ok: false,
        error: { code: "idempotency_conflict" },
      })
      expect(out[2]).toMatchObject({
        ok: false,
        error: { code: "insufficient_balance" },
      })
      expect(out[3]).toMatchObject({ ok: true, value: { replayed: false } })
      expect((await service.getBalances("gsql")).UUC).toBe("0.00000000")
      expect(
        await service.findIdempotentAnswer({
          key: "member:gsql:big",
          hash: "hb",
        })
      ).toBeNull()
      expect(
        await service.findIdempotentAnswer({
          key: "member:gsql:all",
          hash: "ha",
        })
      ).toEqual({
        response: (out[3] as { value: { answer: unknown } }).value.answer,
      })
      await verifyOk()
    })
  },
})
