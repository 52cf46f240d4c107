import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import path from "path"
import { LEDGER_MODULE } from ".."
import LedgerModuleService from "../service"
import type { PayoutChains } from "../ops/payouts"
import { fund, OPEN_RULES } from "./helpers"

jest.setTimeout(120000)

// Withdrawals paid on chain, at the ledger: the net fits the token's
// decimals (what is posted is what is sent), and a transferring withdrawal is
// rejected only while no payout of it can land.

const ADDRESS = `0x${"56".repeat(20)}`
const hash = (n: number) => `0x${n.toString(16).padStart(64, "0")}`
const TOKEN = `0x${"77".repeat(20)}`
const chains = (hot_wallet: boolean, decimals = 18): PayoutChains => ({
  BEP20: { token: TOKEN, decimals, hot_wallet },
  POLYGON: { token: TOKEN, decimals: 6, hot_wallet },
})

moduleIntegrationTestRunner<LedgerModuleService>({
  moduleName: LEDGER_MODULE,
  resolve: path.join(__dirname, ".."),
  pathToMigrations: path.join(__dirname, "..", "migrations"),
  testSuite: ({ service }) => {
    let seq = 0
    /** A member holding 300 USDT asks to withdraw `amount` on `chain`. */
    async function requested(
      amount = "100",
      chain = "BEP20",
      chain_decimals?: Record<string, number>
    ) {
      const member = `wp${++seq}`
      await fund(service, member, "USDT", "300")
      const { result } = await service.requestWithdrawal({
        member_id: member,
        amount,
        chain,
        address: ADDRESS,
        rules: { ...OPEN_RULES, chain_decimals },
      })
      return { member, w: result }
    }
    const reject = (id: string, payout_chains?: PayoutChains) =>
      service.rejectWithdrawal({
        id,
        reason: "the payout cannot be made",
        reviewed_by: "staff",
        payout_chains,
      })
    const payoutOf = async (id: string) => (await service.payoutsOf([id]))[id]

    describe("a net that fits the token's decimals", () => {
      it("rounds the fee up by what a 6-decimal USDT cannot carry, and pays exactly that net", async () => {
        const decimals = { BEP20: 18, POLYGON: 6 }
        // 10% of 100.1234567 is 10.01234567 (8 places): on BEP20 as it is ...
        const bep = await requested("100.1234567", "BEP20", decimals)
        expect([bep.w.fee, bep.w.net]).toEqual(["10.01234567", "90.11111103"])
        // ... on Polygon the fee takes the 7th and 8th places of the net too.
        const { member, w } = await requested(
          "100.1234567",
          "POLYGON",
          decimals
        )
        expect([w.amount, w.fee, w.net]).toEqual([
          "100.12345670",
          "10.01234570",
          "90.11111100",
        ])
        const { result } = await service.approveWithdrawal({
          id: w.id,
          reviewed_by: "staff",
          payout_chains: chains(true),
        })
        // The payout sends the net in token units, exactly.
        expect(result.payout).toMatchObject({
          status: "queued",
          amount: "90.11111100",
          raw_value: "90111111",
        })
        expect(await service.getBalances(member)).toMatchObject({
          USDT: "199.87654330",
          USDT_HELD: "100.12345670",
        })
        expect((await service.verify()).ok).toBe(true)
      })

      it("refuses, never rounds, to pay a net the token cannot carry", async () => {
        // Requested while the server knew no decimals for the chain.
        const { w } = await requested("100.1234567", "POLYGON")
        expect(w.net).toBe("90.11111103")
        for (const tx_hash of [undefined, hash(900)])
          await expect(
            service.approveWithdrawal({
              id: w.id,
              tx_hash,
              reviewed_by: "staff",
              payout_chains: chains(true),
            })
          ).rejects.toMatchObject({ code: "payout_amount_unfit" })
        // Nothing moved: still pending, no payout; staff may reject it.
        expect((await service.getWithdrawal(w.id))?.status).toBe("pending")
        expect(await payoutOf(w.id)).toBeUndefined()
        await reject(w.id, chains(true))
        expect((await service.verify()).ok).toBe(true)
      })
    })

    describe("rejecting a withdrawal transferring funds", () => {
      it("is allowed while its hot-wallet payout is only queued or held, which is cancelled", async () => {
        const { member, w } = await requested()
        await service.approveWithdrawal({
          id: w.id,
          reviewed_by: "staff",
          payout_chains: chains(true),
        })
        expect((await payoutOf(w.id)).status).toBe("queued")
        const { result } = await reject(w.id, chains(true))
        expect(result.status).toBe("rejected")
        expect((await payoutOf(w.id)).status).toBe("cancelled")
        // The hot wallet's claim finds nothing to sign.
        const sign = jest.fn()
        expect(
          await service.claimHotPayout({
            withdrawal_id: w.id,
            wallet: ADDRESS,
            limits: { max_per_withdrawal: "1000", max_per_day: "1000" },
            chain_nonce: "0",
            sign,
          })
        ).toBeNull()
        expect(sign).not.toHaveBeenCalled()
        expect(await service.getBalances(member)).toMatchObject({
          USDT: "300.00000000",
          USDT_HELD: "0.00000000",
        })
        expect((await service.verify()).ok).toBe(true)
      })

      it("is refused (409) while a recorded TX awaits its confirmations, or a signed one may land; allowed once it failed", async () => {
        const recorded = await requested()
        await service.approveWithdrawal({
          id: recorded.w.id,
          tx_hash: hash(901),
          reviewed_by: "staff",
          payout_chains: chains(false),
        })
        expect((await payoutOf(recorded.w.id)).status).toBe("verifying")
        await expect(
          reject(recorded.w.id, chains(false))
        ).rejects.toMatchObject({
          code: "withdrawal_payout_open",
          type: "conflict",
        })
        // The TX was refused on chain: nothing can land any more.
        await service.notePayout({
          withdrawal_id: recorded.w.id,
          tx_hash: hash(901),
          outcome: "refused",
          code: "payout_wrong_amount",
        })
        expect((await reject(recorded.w.id, chains(false))).result.status).toBe(
          "rejected"
        )
        // A refused payout keeps its history.
        expect((await payoutOf(recorded.w.id)).status).toBe("refused")

        const hot = await requested()
        await service.approveWithdrawal({
          id: hot.w.id,
          reviewed_by: "staff",
          payout_chains: chains(true),
        })
        await service.claimHotPayout({
          withdrawal_id: hot.w.id,
          wallet: ADDRESS,
          limits: { max_per_withdrawal: "1000", max_per_day: "1000" },
          chain_nonce: "0",
          sign: async () => ({ raw_tx: "0x01", tx_hash: hash(902) }),
        })
        for (const outcome of ["sending", "sent"] as const) {
          if (outcome === "sent")
            await service.notePayout({
              withdrawal_id: hot.w.id,
              tx_hash: hash(902),
              outcome: "sent",
            })
          expect((await payoutOf(hot.w.id)).status).toBe(outcome)
          await expect(reject(hot.w.id, chains(true))).rejects.toMatchObject({
            code: "withdrawal_payout_open",
          })
        }
        await service.notePayout({
          withdrawal_id: hot.w.id,
          tx_hash: hash(902),
          outcome: "failed",
          code: "payout_tx_failed",
        })
        expect((await reject(hot.w.id, chains(true))).result.status).toBe(
          "rejected"
        )
        expect(await service.getBalances(hot.member)).toMatchObject({
          USDT: "300.00000000",
          USDT_HELD: "0.00000000",
        })
        expect((await service.verify()).ok).toBe(true)
      })

      it("is refused where staff pay by hand: their word says the funds are on their way", async () => {
        const { w } = await requested()
        await service.approveWithdrawal({ id: w.id, reviewed_by: "staff" })
        await expect(reject(w.id)).rejects.toMatchObject({
          code: "withdrawal_payout_open",
        })
        expect((await service.getWithdrawal(w.id))?.status).toBe("transferring")
      })

      it("waits for a hot-wallet claim signing it, then refuses: the two never both win", async () => {
        const { member, w } = await requested()
        await service.approveWithdrawal({
          id: w.id,
          reviewed_by: "staff",
          payout_chains: chains(true),
        })
        let rejecting: Promise<unknown> | null = null
        let settled = false
        const claimed = await service.claimHotPayout({
          withdrawal_id: w.id,
          wallet: ADDRESS,
          limits: { max_per_withdrawal: "1000", max_per_day: "1000" },
          chain_nonce: "0",
          sign: async () => {
            // Staff reject while the payout is being signed under its row lock.
            rejecting = reject(w.id, chains(true)).then(
              () => "rejected",
              (e: { code?: string }) => e.code
            )
            void rejecting.finally(() => (settled = true))
            await new Promise((r) => setTimeout(r, 500))
            expect(settled).toBe(false)
            return { raw_tx: "0x02", tx_hash: hash(903) }
          },
        })
        expect(claimed?.status).toBe("sending")
        expect(await rejecting).toBe("withdrawal_payout_open")
        expect((await service.getWithdrawal(w.id))?.status).toBe("transferring")
        expect((await service.getBalances(member)).USDT_HELD).toBe(
          "100.00000000"
        )
        expect((await service.verify()).ok).toBe(true)
      })
    })
  },
})
