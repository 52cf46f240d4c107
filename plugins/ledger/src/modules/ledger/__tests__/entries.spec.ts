import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import { withRelaxedCommit } from "@uuc/errors"
import path from "path"
import { LEDGER_MODULE } from ".."
import LedgerModuleService from "../service"
import { fund } from "./helpers"

jest.setTimeout(120000)

moduleIntegrationTestRunner<LedgerModuleService>({
  moduleName: LEDGER_MODULE,
  resolve: path.join(__dirname, ".."),
  pathToMigrations: path.join(__dirname, "..", "migrations"),
  testSuite: ({ service }) => {
    const verifyOk = async () => {
      const report = await service.verify()
      expect(report.checks.filter((c) => !c.ok)).toEqual([])
      expect(report.ok).toBe(true)
    }

    describe("the genesis", () => {
      it("minted 100,000,000 UUC into the reserve once, at the initial price 0.01", async () => {
        const accounts = await service.listPlatformAccounts()
        expect(accounts).toEqual(
          expect.arrayContaining([
            expect.objectContaining({
              address: "platform:uuc_reserve",
              asset: "UUC",
              balance: "100000000.00000000",
            }),
            expect.objectContaining({
              address: "world:uuc_issuance",
              asset: "UUC",
              balance: "-100000000.00000000",
            }),
          ])
        )
        expect((await service.getTokenPrice()).price).toBe("0.01000000")
        await verifyOk()
      })
    })

    describe("postEntry", () => {
      it("posts a balanced entry with running balances", async () => {
        const { entry, replayed } = await service.postEntry({
          key: "act_1",
          kind: "bonus",
          description_key: "rewards.referral",
          params: { from: "bob" },
          source: { type: "activation", id: "act_1" },
          postings: [
            { account: "platform:bonus_expense", asset: "USDT", amount: "-15" },
            { account: "member:alice:USDT", asset: "USDT", amount: "15" },
            { account: "platform:uuc_reserve", asset: "UUC", amount: "-500" },
            { account: "member:alice:UUC", asset: "UUC", amount: "250" },
            {
              account: "member:alice:UUC_POOL",
              asset: "UUC_POOL",
              amount: "250",
            },
          ],
        })
        expect(replayed).toBe(false)
        expect(entry).toMatchObject({
          key: "act_1",
          status: "posted",
          source_type: "activation",
        })
        expect(
          entry.postings.find((p) => p.account === "member:alice:USDT")
            ?.balance_after
        ).toBe("15.00000000")
        expect(await service.getBalances("alice")).toEqual({
          USDT: "15.00000000",
          USDT_HELD: "0.00000000",
          UUC: "250.00000000",
          UUC_POOL: "250.00000000",
          POINTS: "0.00000000",
        })
        await verifyOk()
      })

      it("answers the first entry for a replayed key and 409 for the same key with other postings", async () => {
        const input = {
          key: "k-replay",
          kind: "test",
          description_key: "t",
          postings: [
            { account: "platform:revenue", asset: "USDT", amount: "-1" },
            { account: "member:a:USDT", asset: "USDT", amount: "1" },
          ],
        }
        const first = await service.postEntry(input)
        const again = await service.postEntry(input)
        expect(again.replayed).toBe(true)
        expect(again.entry.id).toBe(first.entry.id)
        await expect(
          service.postEntry({
            ...input,
            postings: [
              { account: "platform:revenue", asset: "USDT", amount: "-2" },
              { account: "member:a:USDT", asset: "USDT", amount: "2" },
            ],
          })
        ).rejects.toMatchObject({ code: "idempotency_conflict" })
        expect((await service.getBalances("a")).USDT).toBe("1.00000000")
      })

      it("refuses an entry that does not sum to zero per unit, but held USDT is USDT", async () => {
        await expect(
          service.postEntry({
            key: "bad",
            kind: "test",
            description_key: "t",
            postings: [
              { account: "platform:revenue", asset: "USDT", amount: "-1" },
              { account: "member:a:UUC", asset: "UUC", amount: "1" },
            ],
          })
        ).rejects.toThrow(/does not balance/)
        await fund(service, "a", "USDT", "5")
        await service.postEntry({
          key: "hold",
          kind: "test",
          description_key: "t",
          postings: [
            { account: "member:a:USDT", asset: "USDT", amount: "-5" },
            { account: "member:a:USDT_HELD", asset: "USDT_HELD", amount: "5" },
          ],
        })
        expect((await service.getBalances("a")).USDT_HELD).toBe("5.00000000")
      })

      it("refuses invalid accounts and a member asset that does not match the address", async () => {
        for (const [account, asset] of [
          ["member:a:USDT", "UUC"],
          ["bank:x", "USDT"],
          ["platform:fees", "USDT_HELD"],
        ])
          await expect(
            service.postEntry({
              key: `bad-${account}-${asset}`,
              kind: "test",
              description_key: "t",
              postings: [
                { account, asset, amount: "1" },
                { account: "platform:revenue", asset, amount: "-1" },
              ],
            })
          ).rejects.toThrow(/invalid account/)
      })

      it("rounds member credits down and posts the remainder to platform:rounding", async () => {
        // 10 USD split in three: 3.33333333 each, 0.00000001 to rounding.
        const third = "3.333333333333333333"
        const { entry } = await service.postEntry({
          key: "split",
          kind: "bonus",
          description_key: "t",
          postings: [
            { account: "platform:bonus_expense", asset: "USDT", amount: "-10" },
            { account: "member:a:USDT", asset: "USDT", amount: third },
            { account: "member:b:USDT", asset: "USDT", amount: third },
            {
              account: "member:c:USDT",
              asset: "USDT",
              amount: "3.333333333333333334",
            },
          ],
        })
        expect(entry.postings.map((p) => [p.account, p.amount])).toEqual([
          ["platform:bonus_expense", "-10.00000000"],
          ["member:a:USDT", "3.33333333"],
          ["member:b:USDT", "3.33333333"],
          ["member:c:USDT", "3.33333333"],
          ["platform:rounding", "0.00000001"],
        ])
        await verifyOk()
      })

      it("never takes a member below zero, and a failing entry changes nothing", async () => {
        await fund(service, "a", "USDT", "10")
        await expect(
          service.postEntry({
            key: "overdraw",
            kind: "test",
            description_key: "t",
            postings: [
              { account: "member:a:USDT", asset: "USDT", amount: "-4" },
              { account: "member:b:USDT", asset: "USDT", amount: "4" },
              { account: "member:a:USDT", asset: "USDT", amount: "-7" },
              { account: "member:c:USDT", asset: "USDT", amount: "7" },
            ],
          })
        ).rejects.toMatchObject({ code: "insufficient_balance" })
        expect((await service.getBalances("a")).USDT).toBe("10.00000000")
        expect((await service.getBalances("b")).USDT).toBe("0.00000000")
        expect(await service.getEntry({ key: "overdraw" })).toBeNull()
        await verifyOk()
      })

      it("posts, replays and refuses the same without the flush wait (withRelaxedCommit)", async () => {
        await fund(service, "d", "USDT", "10")
        const entry = (amount: string) => ({
          key: "deferred",
          kind: "test",
          description_key: "t",
          postings: [
            { account: "member:d:USDT", asset: "USDT", amount: `-${amount}` },
            { account: "member:e:USDT", asset: "USDT", amount },
          ],
        })
        await withRelaxedCommit(async () => {
          const first = await service.postEntry(entry("6"))
          expect(first.replayed).toBe(false)
          const again = await service.postEntry(entry("6"))
          expect([again.replayed, again.entry.id]).toEqual([
            true,
            first.entry.id,
          ])
          await expect(service.postEntry(entry("5"))).rejects.toMatchObject({
            code: "idempotency_conflict",
          })
          await expect(
            service.postEntry({ ...entry("5"), key: "deferred-2" })
          ).rejects.toMatchObject({ code: "insufficient_balance" })
        })
        expect((await service.getBalances("d")).USDT).toBe("4.00000000")
        expect((await service.getBalances("e")).USDT).toBe("6.00000000")
        await verifyOk()
      })
    })

    describe("postEntries", () => {
      const move = (key: string, from: string, to: string, amount: string) => ({
        key,
        kind: "test",
        description_key: "t",
        postings: [
          {
            account: `member:${from}:USDT`,
            asset: "USDT",
            amount: `-${amount}`,
          },
          { account: `member:${to}:USDT`, asset: "USDT", amount },
        ],
      })

      /** The first entry posted, the second refused with `code`. */
      const refusedSecond = (
        out: Awaited<ReturnType<typeof service.postEntries>>,
        code: string
      ) => {
        expect(out.posted).toHaveLength(1)
        expect(out.refused).toMatchObject({ index: 1, error: { code } })
      }

      it("posts entries in order, each on the balances the ones before it left", async () => {
        await fund(service, "pa", "USDT", "10")
        const out = await service.postEntries([
          move("batch-1", "pa", "pb", "8"),
          move("batch-2", "pb", "pc", "8"),
          move("batch-3", "pc", "pa", "3"),
        ])
        expect(out.refused).toBeNull()
        expect(out.posted.map((e) => e.replayed)).toEqual([false, false, false])
        const first = await service.getEntry({ key: "batch-1" })
        expect(out.posted[0].id).toBe(first?.id)
        expect((await service.getBalances("pa")).USDT).toBe("5.00000000")
        expect((await service.getBalances("pc")).USDT).toBe("5.00000000")
        // a replay answers the entries already posted
        const again = await service.postEntries([
          move("batch-1", "pa", "pb", "8"),
        ])
        expect(again.posted).toEqual([{ id: first?.id, replayed: true }])
        await verifyOk()
      })

      it("stops at the first refused: the ones before it are written, none after it is tried", async () => {
        await fund(service, "qa", "USDT", "10")
        const out = await withRelaxedCommit(() =>
          service.postEntries([
            move("stop-1", "qa", "qb", "6"),
            move("stop-2", "qa", "qb", "6"),
            move("stop-3", "qa", "qb", "1"),
          ])
        )
        refusedSecond(out, "insufficient_balance")
        expect(await service.getEntry({ key: "stop-2" })).toBeNull()
        expect(await service.getEntry({ key: "stop-3" })).toBeNull()
        expect((await service.getBalances("qa")).USDT).toBe("4.00000000")
        // a key taken with other postings is refused as postEntry refuses it
        const conflict = await service.postEntries([
          move("stop-4", "qa", "qb", "1"),
          move("stop-1", "qa", "qb", "2"),
        ])
        refusedSecond(conflict, "idempotency_conflict")
        expect((await service.getBalances("qa")).USDT).toBe("3.00000000")
        await verifyOk()
      })
    })

    describe("two-phase entries", () => {
      const pending = (key: string, amount: string) => ({
        key,
        kind: "bonus",
        description_key: "t",
        pending: true,
        postings: [
          { account: "member:payer:USDT", asset: "USDT", amount: `-${amount}` },
          { account: "member:payee:USDT", asset: "USDT", amount },
        ],
      })

      it("reserves debits while pending, then posts them once", async () => {
        await fund(service, "payer", "USDT", "10")
        await service.postEntry(pending("p1", "6"))
        expect((await service.getBalances("payer")).USDT).toBe("4.00000000")
        expect((await service.getBalances("payee")).USDT).toBe("0.00000000")
        await expect(
          service.postEntry(pending("p2", "5"))
        ).rejects.toMatchObject({
          code: "insufficient_balance",
        })
        await verifyOk()
        const posted = await service.postPendingEntry("p1")
        expect(posted.entry.status).toBe("posted")
        expect((await service.postPendingEntry("p1")).replayed).toBe(true)
        expect(await service.getBalances("payer")).toMatchObject({
          USDT: "4.00000000",
        })
        expect(await service.getBalances("payee")).toMatchObject({
          USDT: "6.00000000",
        })
        await expect(service.voidPendingEntry("p1")).rejects.toMatchObject({
          code: "entry_not_pending",
        })
        await verifyOk()
      })

      it("voids a pending entry: the reservation is released, nothing moves", async () => {
        await fund(service, "payer", "USDT", "10")
        await service.postEntry(pending("p3", "6"))
        const voided = await service.voidPendingEntry("p3")
        expect(voided.entry.status).toBe("voided")
        expect((await service.getBalances("payer")).USDT).toBe("10.00000000")
        await expect(service.postPendingEntry("p3")).rejects.toMatchObject({
          code: "entry_not_pending",
        })
        await verifyOk()
      })
    })

    describe("reversals", () => {
      it("negates a posted entry, and refuses when the credit was spent", async () => {
        await service.postEntry({
          key: "pay",
          kind: "bonus",
          description_key: "t",
          postings: [
            { account: "platform:bonus_expense", asset: "USDT", amount: "-5" },
            { account: "member:a:USDT", asset: "USDT", amount: "5" },
          ],
        })
        const { entry } = await service.reverseEntry({
          key: "pay-reversal",
          entry_key: "pay",
        })
        expect(entry.kind).toBe("bonus_reversal")
        expect((await service.getBalances("a")).USDT).toBe("0.00000000")
        await service.postEntry({
          key: "pay2",
          kind: "bonus",
          description_key: "t",
          postings: [
            { account: "platform:bonus_expense", asset: "USDT", amount: "-5" },
            { account: "member:a:USDT", asset: "USDT", amount: "5" },
          ],
        })
        await service.postEntry({
          key: "spend",
          kind: "test",
          description_key: "t",
          postings: [
            { account: "member:a:USDT", asset: "USDT", amount: "-3" },
            { account: "platform:revenue", asset: "USDT", amount: "3" },
          ],
        })
        await expect(
          service.reverseEntry({ key: "pay2-reversal", entry_key: "pay2" })
        ).rejects.toMatchObject({ code: "insufficient_balance" })
        await verifyOk()
      })
    })
  },
})
