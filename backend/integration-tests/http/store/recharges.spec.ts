// Recharges on /store/recharges and their review on /admin/recharges.
import { medusaIntegrationTestRunner } from "../../helpers/runner"
import { errorAnswer } from "../../helpers/auth"
import {
  ADDRESS,
  ledgerSuite,
  STAFF_SECONDARY,
  tx,
} from "../../helpers/ledger-suite"
import type * as ViemAccounts from "viem/accounts" with {
  "resolution-mode": "import",
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const accounts: typeof ViemAccounts = require("viem/accounts")

jest.setTimeout(180 * 1000)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const { admin, as, staff, balances, verify } = ledgerSuite(
      api,
      getContainer
    )

    describe("recharge", () => {
      it("reports, checks (not detected), and is confirmed by staff with their secondary password", async () => {
        const { data, status } = await api.post(
          "/store/recharges",
          { amount: "150.5", chain: "BEP20", tx_hash: tx(1) },
          as("alice")
        )
        expect(status).toBe(201)
        expect(data.recharge).toMatchObject({
          status: "pending",
          amount: "150.50000000",
          to_address: ADDRESS,
        })
        const check = await api.get(
          `/store/recharges/${data.recharge.id}`,
          as("alice")
        )
        expect(check.data).toMatchObject({
          code: "not_detected",
          message: "Not detected, please try again later",
        })
        const other = await api
          .get(`/store/recharges/${data.recharge.id}`, as("bob"))
          .catch(errorAnswer)
        expect(other.status).toBe(404)

        const wrong = await api
          .post(
            `/admin/recharges/${data.recharge.id}/confirm`,
            { secondary_password: "nope" },
            admin
          )
          .catch(errorAnswer)
        expect(wrong.data.code).toBe("staff_secondary_password_invalid")
        const confirm = () =>
          api.post(
            `/admin/recharges/${data.recharge.id}/confirm`,
            { secondary_password: STAFF_SECONDARY },
            staff("confirm-1")
          )
        const confirmed = await confirm()
        expect(confirmed.data.recharge.status).toBe("confirmed")
        // A staff retry with the same key answers the same, credits nothing more.
        const retried = await confirm()
        expect(retried.headers["idempotent-replayed"]).toBe("true")
        expect(retried.data).toEqual(confirmed.data)
        expect((await balances("alice")).USDT).toBe("150.50000000")
        const after = await api.get(
          `/store/recharges/${data.recharge.id}`,
          as("alice")
        )
        expect(after.data.code).toBeUndefined()
        const queue = await api.get("/admin/recharges?status=confirmed", admin)
        expect(queue.data.recharges[0]).toMatchObject({ username: "alice" })
        expect((await verify()).ok).toBe(true)
      })

      it("accepts a TX hash once, refuses a chain without an address, and rejects with a reason", async () => {
        const first = await api.post(
          "/store/recharges",
          { amount: "10", chain: "BEP20", tx_hash: tx(2) },
          as("alice")
        )
        const again = await api
          .post(
            "/store/recharges",
            {
              amount: "10",
              chain: "BEP20",
              tx_hash: tx(2).toUpperCase().replace("0X", "0x"),
            },
            as("bob")
          )
          .catch(errorAnswer)
        expect(again.status).toBe(409)
        expect(again.data).toMatchObject({
          code: "tx_hash_used",
          field: "tx_hash",
        })
        const polygon = await api
          .post(
            "/store/recharges",
            { amount: "10", chain: "POLYGON", tx_hash: tx(3) },
            as("alice")
          )
          .catch(errorAnswer)
        expect(polygon.data.code).toBe("chain_unavailable")
        const noReason = await api
          .post(
            `/admin/recharges/${first.data.recharge.id}/reject`,
            { secondary_password: STAFF_SECONDARY },
            admin
          )
          .catch(errorAnswer)
        expect(noReason.data).toMatchObject({
          code: "reason_required",
          field: "reason",
        })
        const rejected = await api.post(
          `/admin/recharges/${first.data.recharge.id}/reject`,
          { secondary_password: STAFF_SECONDARY, reason: "not received" },
          admin
        )
        expect(rejected.data.recharge).toMatchObject({
          status: "rejected",
          reason: "not received",
        })
        expect((await balances("alice")).USDT).toBe("0.00000000")
      })
    })

    describe("recharge status check with a chain watcher", () => {
      it("confirms a pending recharge the watcher sees sent from the member's proven wallet, and only then", async () => {
        const key = accounts.generatePrivateKey()
        const wallet = accounts.privateKeyToAccount(key)
        const stranger = `0x${"5e".repeat(20)}`
        const { registerChainWatcher } = await import("@uuc/ledger/ledger-api")
        registerChainWatcher({
          name: "test-chain",
          check: async (r) =>
            r.tx_hash === tx(42) || r.tx_hash === tx(43)
              ? {
                  from: r.tx_hash === tx(42) ? wallet.address : stranger,
                  // a block made after the proof below
                  block_time: new Date(Date.now() + 60_000),
                  log_index: 0,
                }
              : "not_found",
        })
        await api.post(
          "/store/members/me",
          { wallet_address: wallet.address, secondary_password: "bobSecond1" },
          as("bob")
        )
        const { data: challenge } = await api.post(
          "/store/members/me/wallet-proof/challenge",
          {},
          as("bob")
        )
        await api.post(
          "/store/members/me/wallet-proof",
          {
            address: wallet.address,
            signature: await wallet.signMessage({
              message: challenge.message,
            }),
          },
          as("bob")
        )
        const { data } = await api.post(
          "/store/recharges",
          { amount: "12", chain: "BEP20", tx_hash: tx(42) },
          as("bob")
        )
        const check = await api.get(
          `/store/recharges/${data.recharge.id}`,
          as("bob")
        )
        expect(check.data.code).toBeUndefined()
        expect(check.data.recharge).toMatchObject({
          status: "confirmed",
          reviewed_by: "watcher:test-chain",
        })
        expect((await balances("bob")).USDT).toBe("12.00000000")
        // Another sender's transfer waits for staff, who see that sender.
        const other = await api.post(
          "/store/recharges",
          { amount: "5", chain: "BEP20", tx_hash: tx(43) },
          as("bob")
        )
        const waits = await api.get(
          `/store/recharges/${other.data.recharge.id}`,
          as("bob")
        )
        expect(waits.data).toMatchObject({
          code: "not_detected",
          recharge: { status: "pending", tx_from: stranger },
        })
        expect((await balances("bob")).USDT).toBe("12.00000000")
      })
    })
  },
})
