import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import path from "path"
import { LEDGER_MODULE } from ".."
import { localDay } from "../lib/calendar"
import LedgerModuleService from "../service"
import { fund, OPEN_RULES } from "./helpers"

jest.setTimeout(120000)

const hash = (n: number) => `0x${n.toString(16).padStart(64, "0")}`
const ADDRESS = `0x${"ab".repeat(20)}`

moduleIntegrationTestRunner<LedgerModuleService>({
  moduleName: LEDGER_MODULE,
  resolve: path.join(__dirname, ".."),
  pathToMigrations: path.join(__dirname, "..", "migrations"),
  testSuite: ({ service }) => {
    const balances = (m: string) => service.getBalances(m)
    const verifyOk = async () =>
      expect((await service.verify()).checks.filter((c) => !c.ok)).toEqual([])

    describe("recharge", () => {
      it("reports, confirms (credits USDT from the chain's world account) once", async () => {
        const { result: r } = await service.reportRecharge({
          member_id: "m1",
          amount: "120.5",
          chain: "BEP20",
          tx_hash: hash(1).toUpperCase().replace("0X", "0x"),
        })
        expect(r).toMatchObject({
          status: "pending",
          amount: "120.50000000",
          tx_hash: hash(1),
        })
        expect((await balances("m1")).USDT).toBe("0.00000000")
        const { result: c } = await service.confirmRecharge({
          id: r.id,
          reviewed_by: "user_1",
        })
        expect(c).toMatchObject({ status: "confirmed", reviewed_by: "user_1" })
        expect((await balances("m1")).USDT).toBe("120.50000000")
        await expect(
          service.confirmRecharge({ id: r.id, reviewed_by: "user_1" })
        ).rejects.toMatchObject({
          code: "recharge_not_pending",
        })
        await expect(
          service.rejectRecharge({ id: r.id, reason: "x", reviewed_by: "u" })
        ).rejects.toMatchObject({
          code: "recharge_not_pending",
        })
        const world = (await service.listPlatformAccounts()).find(
          (a) => a.address === "world:BEP20"
        )
        expect(world?.balance).toBe("-120.50000000")
        await verifyOk()
      })

      it("accepts a TX hash once, ever (any case), even after a rejection", async () => {
        const { result: r } = await service.reportRecharge({
          member_id: "m1",
          amount: "1",
          chain: "POLYGON",
          tx_hash: hash(2),
        })
        await service.rejectRecharge({
          id: r.id,
          reason: "not received",
          reviewed_by: "u",
        })
        await expect(
          service.reportRecharge({
            member_id: "m2",
            amount: "1",
            chain: "POLYGON",
            tx_hash: hash(2),
          })
        ).rejects.toMatchObject({ code: "tx_hash_used" })
        await expect(
          service.reportRecharge({
            member_id: "m2",
            amount: "1",
            chain: "POLYGON",
            tx_hash: `0x${"A".repeat(64)}`,
          })
        ).resolves.toBeDefined()
        await expect(
          service.reportRecharge({
            member_id: "m2",
            amount: "1",
            chain: "POLYGON",
            tx_hash: `0x${"a".repeat(64)}`,
          })
        ).rejects.toMatchObject({ code: "tx_hash_used" })
        expect((await balances("m1")).USDT).toBe("0.00000000")
      })

      it("refuses bad input with its code", async () => {
        const base = {
          member_id: "m1",
          amount: "1",
          chain: "BEP20",
          tx_hash: hash(3),
        }
        for (const [patch, code] of [
          [{ amount: "0" }, "invalid_amount"],
          [{ amount: "-1" }, "invalid_amount"],
          [{ amount: "1.123456789" }, "too_many_decimals"],
          [{ amount: "1e3" }, "amount_format"],
          [{ amount: "NaN" }, "amount_format"],
          [{ amount: "1" + "0".repeat(400) }, "amount_format"],
          [{ chain: "ERC20" }, "invalid_chain"],
          [{ tx_hash: "0x123" }, "invalid_tx_hash"],
        ] as const)
          await expect(
            service.reportRecharge({ ...base, ...patch })
          ).rejects.toMatchObject({ code })
      })
    })

    describe("withdrawal", () => {
      const request = (amount: string, rules = OPEN_RULES, member = "w1") =>
        service.requestWithdrawal({
          member_id: member,
          amount,
          chain: "BEP20",
          address: ADDRESS,
          rules,
        })

      it("holds the amount with a 10% fee, and pays net + fee on approval with a TX hash", async () => {
        await fund(service, "w1", "USDT", "100")
        const { result: w } = await request("80")
        expect(w).toMatchObject({
          status: "pending",
          amount: "80.00000000",
          fee: "8.00000000",
          net: "72.00000000",
        })
        expect(await balances("w1")).toMatchObject({
          USDT: "20.00000000",
          USDT_HELD: "80.00000000",
        })
        await verifyOk()
        const { result: t } = await service.approveWithdrawal({
          id: w.id,
          reviewed_by: "u1",
        })
        expect(t.status).toBe("transferring")
        expect((await balances("w1")).USDT_HELD).toBe("80.00000000")
        const { result: p } = await service.approveWithdrawal({
          id: w.id,
          tx_hash: hash(9),
          reviewed_by: "u1",
        })
        expect(p).toMatchObject({ status: "passed", payout_tx_hash: hash(9) })
        expect(await balances("w1")).toMatchObject({
          USDT: "20.00000000",
          USDT_HELD: "0.00000000",
        })
        const accounts = await service.listPlatformAccounts()
        expect(accounts.find((a) => a.address === "world:BEP20")?.balance).toBe(
          "72.00000000"
        )
        expect(
          accounts.find((a) => a.address === "platform:fees")?.balance
        ).toBe("8.00000000")
        await expect(
          service.rejectWithdrawal({ id: w.id, reason: "x", reviewed_by: "u" })
        ).rejects.toMatchObject({
          code: "withdrawal_not_open",
        })
        await verifyOk()
      })

      it("returns the held amount on rejection, and a rejected request doesn't count for the day", async () => {
        await fund(service, "w1", "USDT", "100")
        const { result: w } = await request("60", {
          ...OPEN_RULES,
          fee_rate: "0.05",
        })
        expect(w.fee).toBe("3.00000000")
        await expect(
          service.rejectWithdrawal({ id: w.id, reason: " ", reviewed_by: "u" })
        ).rejects.toMatchObject({
          code: "reason_required",
        })
        const { result: r } = await service.rejectWithdrawal({
          id: w.id,
          reason: "wrong address",
          reviewed_by: "u",
        })
        expect(r).toMatchObject({ status: "rejected", reason: "wrong address" })
        expect(await balances("w1")).toMatchObject({
          USDT: "100.00000000",
          USDT_HELD: "0.00000000",
        })
        await expect(request("60")).resolves.toBeDefined()
        await verifyOk()
      })

      it("enforces the minimum, one per day, closed weekdays and the balance", async () => {
        await fund(service, "w1", "USDT", "200")
        await expect(request("49.99999999")).rejects.toMatchObject({
          code: "withdrawal_minimum",
          message: "The minimum withdrawal is 50 USD",
        })
        const today = localDay(new Date(), "Asia/Tokyo").weekday
        await expect(
          request("50", {
            ...OPEN_RULES,
            timezone: "Asia/Tokyo",
            closed_weekdays: [today],
          })
        ).rejects.toMatchObject({ code: "withdrawal_closed_today" })
        await expect(request("300")).rejects.toMatchObject({
          code: "insufficient_balance",
        })
        await request("50")
        await expect(request("50")).rejects.toMatchObject({
          code: "withdrawal_daily_limit",
        })
        await expect(
          request("50", { ...OPEN_RULES, per_day: 2 })
        ).resolves.toBeDefined()
        expect((await service.getWithdrawalUsage("w1", "UTC")).used).toBe(2)
        await verifyOk()
      })

      it("refuses a bad chain, address or payout hash, and a payout hash used twice", async () => {
        await fund(service, "w1", "USDT", "100")
        await fund(service, "w2", "USDT", "100")
        await expect(
          service.requestWithdrawal({
            member_id: "w1",
            amount: "50",
            chain: "TRON",
            address: ADDRESS,
            rules: OPEN_RULES,
          })
        ).rejects.toMatchObject({ code: "invalid_chain" })
        await expect(
          service.requestWithdrawal({
            member_id: "w1",
            amount: "50",
            chain: "BEP20",
            address: "0x12",
            rules: OPEN_RULES,
          })
        ).rejects.toMatchObject({ code: "invalid_address" })
        const { result: a } = await request("50")
        const { result: b } = await request("50", OPEN_RULES, "w2")
        await expect(
          service.approveWithdrawal({
            id: a.id,
            tx_hash: "0xzz",
            reviewed_by: "u",
          })
        ).rejects.toMatchObject({
          code: "invalid_tx_hash",
        })
        await service.approveWithdrawal({
          id: a.id,
          tx_hash: hash(5),
          reviewed_by: "u",
        })
        await expect(
          service.approveWithdrawal({
            id: b.id,
            tx_hash: hash(5),
            reviewed_by: "u",
          })
        ).rejects.toMatchObject({
          code: "payout_tx_hash_used",
        })
        await expect(
          service.approveWithdrawal({ id: "lwd_none", reviewed_by: "u" })
        ).rejects.toMatchObject({
          code: "withdrawal_not_found",
        })
        await verifyOk()
      })
    })

    describe("transfer, exchange, burn, low pool", () => {
      it("transfers UUC, never to oneself, never more than the balance", async () => {
        await fund(service, "t1", "UUC", "10")
        const { result } = await service.transferUuc({
          from_member_id: "t1",
          to_member_id: "t2",
          amount: "3.5",
        })
        expect(result.amount).toBe("3.50000000")
        expect((await balances("t1")).UUC).toBe("6.50000000")
        expect((await balances("t2")).UUC).toBe("3.50000000")
        await expect(
          service.transferUuc({
            from_member_id: "t1",
            to_member_id: "t1",
            amount: "1",
          })
        ).rejects.toMatchObject({
          code: "transfer_to_self",
        })
        await expect(
          service.transferUuc({
            from_member_id: "t1",
            to_member_id: "t2",
            amount: "6.50000001",
          })
        ).rejects.toMatchObject({
          code: "insufficient_balance",
        })
        await verifyOk()
      })

      it("exchanges at the current price and sells at most half of what was bought", async () => {
        await fund(service, "x1", "USDT", "10")
        await fund(service, "x1", "UUC", "1000") // earned, not bought: not sellable
        const buy = (
          await service.exchange({
            member_id: "x1",
            from: "USDT",
            amount: "3",
            sell_share_of_bought: "0.5",
          })
        ).result
        expect(buy).toMatchObject({
          from: "USDT",
          to: "UUC",
          amount_in: "3.00000000",
          amount_out: "300.00000000",
          price: "0.01000000",
        })
        await service.setTokenPrice({ price: "0.03", set_by: "u" })
        const buy2 = (
          await service.exchange({
            member_id: "x1",
            from: "USDT",
            amount: "1",
            sell_share_of_bought: "0.5",
          })
        ).result
        expect(buy2.amount_out).toBe("33.33333333")
        expect((await service.getExchangeLimits("x1", "0.5")).sellable).toBe(
          "166.66666666"
        )
        await expect(
          service.exchange({
            member_id: "x1",
            from: "UUC",
            amount: "166.66666667",
            sell_share_of_bought: "0.5",
          })
        ).rejects.toMatchObject({ code: "exchange_sell_limit" })
        const sell = (
          await service.exchange({
            member_id: "x1",
            from: "UUC",
            amount: "100",
            sell_share_of_bought: "0.5",
          })
        ).result
        expect(sell).toMatchObject({
          from: "UUC",
          to: "USDT",
          amount_out: "3.00000000",
        })
        expect((await service.getExchangeLimits("x1", "0.5")).sellable).toBe(
          "66.66666666"
        )
        expect(await balances("x1")).toMatchObject({
          USDT: "9.00000000",
          UUC: "1233.33333333",
        })
        await expect(
          service.exchange({
            member_id: "x1",
            from: "USDT",
            amount: "0.00000001",
            sell_share_of_bought: "0.5",
          })
        ).resolves.toBeDefined()
        await expect(
          service.exchange({
            member_id: "x1",
            from: "UUC",
            amount: "0.00000001",
            sell_share_of_bought: "0.5",
          })
        ).rejects.toMatchObject({ code: "amount_too_small" })
        await expect(
          service.exchange({
            member_id: "x1",
            from: "POINTS",
            amount: "1",
            sell_share_of_bought: "0.5",
          })
        ).rejects.toMatchObject({ code: "invalid_asset" })
        await verifyOk()
      })

      it("burns UUC into platform:uuc_burned and moves UUC into the low pool", async () => {
        await fund(service, "b1", "UUC", "10")
        await service.burn({ member_id: "b1", amount: "4" })
        await service.moveToPool({ member_id: "b1", amount: "5" })
        expect(await balances("b1")).toMatchObject({
          UUC: "1.00000000",
          UUC_POOL: "5.00000000",
        })
        await expect(
          service.burn({ member_id: "b1", amount: "2" })
        ).rejects.toMatchObject({ code: "insufficient_balance" })
        await expect(
          service.moveToPool({ member_id: "b1", amount: "2" })
        ).rejects.toMatchObject({
          code: "insufficient_balance",
        })
        const burned = (await service.listPlatformAccounts()).find(
          (a) => a.address === "platform:uuc_burned"
        )
        expect(burned?.balance).toBe("4.00000000")
        expect(
          (
            await service.listBurns(
              { member_id: "b1" },
              { limit: 10, offset: 0 }
            )
          ).count
        ).toBe(1)
        await verifyOk()
      })
    })

    describe("staff adjustments", () => {
      it("increases and reduces with a reason, records before/after, never below zero", async () => {
        const up = (
          await service.adjustBalance({
            member_id: "s1",
            asset: "POINTS",
            direction: "increase",
            amount: "30",
            reason: "gift",
            staff_user_id: "user_1",
          })
        ).result
        expect(up).toMatchObject({
          balance_before: "0.00000000",
          balance_after: "30.00000000",
          staff_user_id: "user_1",
        })
        const down = (
          await service.adjustBalance({
            member_id: "s1",
            asset: "POINTS",
            direction: "reduce",
            amount: "10",
            reason: "fix",
            staff_user_id: "user_1",
          })
        ).result
        expect(down.balance_after).toBe("20.00000000")
        await expect(
          service.adjustBalance({
            member_id: "s1",
            asset: "POINTS",
            direction: "reduce",
            amount: "20.00000001",
            reason: "x",
            staff_user_id: "u",
          })
        ).rejects.toMatchObject({ code: "insufficient_balance" })
        await expect(
          service.adjustBalance({
            member_id: "s1",
            asset: "USDT_HELD",
            direction: "increase",
            amount: "1",
            reason: "x",
            staff_user_id: "u",
          })
        ).rejects.toMatchObject({ code: "invalid_asset" })
        await expect(
          service.adjustBalance({
            member_id: "s1",
            asset: "USDT",
            direction: "increase",
            amount: "1",
            reason: "",
            staff_user_id: "u",
          })
        ).rejects.toMatchObject({ code: "reason_required" })
        await service.adjustBalance({
          member_id: "s1",
          asset: "UUC",
          direction: "increase",
          amount: "7",
          reason: "x",
          staff_user_id: "u",
        })
        expect((await balances("s1")).UUC).toBe("7.00000000")
        expect(
          (
            await service.listAdjustments(
              { member_id: "s1" },
              { limit: 10, offset: 0 }
            )
          ).count
        ).toBe(3)
        await verifyOk()
      })
    })

    describe("idempotency of operations", () => {
      it("answers the first result for the same key and hash, 409 for another hash", async () => {
        await fund(service, "i1", "UUC", "10")
        const idem = { key: "member:i1:abc", hash: "h1" }
        const a = await service.transferUuc(
          { from_member_id: "i1", to_member_id: "i2", amount: "1" },
          { idempotency: idem }
        )
        const b = await service.transferUuc(
          { from_member_id: "i1", to_member_id: "i2", amount: "1" },
          { idempotency: idem }
        )
        expect(a.replayed).toBe(false)
        expect(b).toEqual({ result: a.result, replayed: true })
        expect((await balances("i1")).UUC).toBe("9.00000000")
        await expect(
          service.transferUuc(
            { from_member_id: "i1", to_member_id: "i2", amount: "2" },
            { idempotency: { ...idem, hash: "h2" } }
          )
        ).rejects.toMatchObject({ code: "idempotency_conflict" })
        expect(await service.findIdempotentAnswer(idem)).toEqual({
          response: a.result,
        })
      })

      it("keeps no key when the operation failed: a retry runs again", async () => {
        const idem = { key: "member:i1:retry", hash: "h" }
        await expect(
          service.transferUuc(
            { from_member_id: "i1", to_member_id: "i2", amount: "1" },
            { idempotency: idem }
          )
        ).rejects.toMatchObject({ code: "insufficient_balance" })
        await fund(service, "i1", "UUC", "1")
        const ok = await service.transferUuc(
          { from_member_id: "i1", to_member_id: "i2", amount: "1" },
          { idempotency: idem }
        )
        expect(ok.replayed).toBe(false)
      })
    })

    describe("finance records", () => {
      it("lists a member's postings newest first with running balances and filters", async () => {
        await fund(service, "f1", "USDT", "100")
        await fund(service, "f1", "UUC", "50")
        await service.transferUuc({
          from_member_id: "f1",
          to_member_id: "f2",
          amount: "5",
        })
        const all = await service.listPostings(
          { member_id: "f1" },
          { limit: 10, offset: 0 }
        )
        expect(all.count).toBe(3)
        expect(all.rows[0]).toMatchObject({
          kind: "transfer",
          asset: "UUC",
          amount: "-5.00000000",
          balance_after: "45.00000000",
        })
        const usdt = await service.listPostings(
          { member_id: "f1", asset: "USDT" },
          { limit: 10, offset: 0 }
        )
        expect(usdt.rows.map((r) => r.amount)).toEqual(["100.00000000"])
        const kinds = await service.listPostings(
          { kind: "transfer" },
          { limit: 10, offset: 0 }
        )
        expect(kinds.count).toBe(2)
      })
    })
  },
})
