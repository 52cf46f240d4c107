// Deposits watched on chain: each member's address derived from the
// operator's extended public key, Transfer logs read from a local EVM node
// (ganache, from npm), credited once after the configured confirmations.
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "../../helpers/runner"
import {
  startEvmNode,
  testOperator,
  type EvmNode,
} from "../../helpers/evm-node"
import { ADDRESS, ledgerSuite } from "../../helpers/ledger-suite"
import { ledger, members } from "../../helpers/services"
import type * as ViemAccounts from "viem/accounts" with {
  "resolution-mode": "import",
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const accounts: typeof ViemAccounts = require("viem/accounts")

jest.setTimeout(240 * 1000)

const CONFIRMATIONS = 3
const USDT = (n: string) => BigInt(Math.round(Number(n) * 100)) * 10n ** 16n
const operator = testOperator()
process.env.CHAIN_XPUB = operator.xpub

// The spec needs the node package; without it, it says so and skips.
let nodeProblem: string | null = null
try {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require("ganache")
} catch (e) {
  nodeProblem = (e as Error).message
}
if (nodeProblem)
  console.warn(`deposits-chain: SKIPPED, ganache cannot load: ${nodeProblem}`)
const maybe = nodeProblem ? describe.skip : describe

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const { admin, as, ids, balances, verify } = ledgerSuite(api, getContainer)
    type Scan = { chain: string; credited: number; last_block: string }
    const scan = async (): Promise<Scan[]> => {
      const { watchChains } = await import("@uuc/ledger/chains")
      return watchChains(getContainer())
    }
    const credited = async () =>
      (await scan()).reduce((n, r) => n + r.credited, 0)
    const watch = async () => (await api.get("/admin/chain-watch", admin)).data
    const depositAddress = async (username: string) =>
      (await api.get("/store/deposit-addresses", as(username))).data
        .deposit_addresses[0].address as string

    let node: EvmNode
    let usdt: `0x${string}`
    let otherToken: `0x${string}`
    beforeAll(async () => {
      if (nodeProblem) return
      const started = await startEvmNode(56)
      if ("error" in started) throw new Error(started.error)
      node = started
      usdt = await node.deployToken(18)
      otherToken = await node.deployToken(18)
      process.env.CHAIN_BEP20_RPC_URL = node.url
      process.env.CHAIN_BEP20_USDT = usdt
      process.env.CHAIN_BEP20_CONFIRMATIONS = String(CONFIRMATIONS)
    })
    afterAll(async () => {
      await node?.stop()
      for (const k of ["RPC_URL", "USDT", "CONFIRMATIONS", "START_BLOCK"])
        delete process.env[`CHAIN_BEP20_${k}`]
    })
    beforeEach(async () => {
      if (nodeProblem) return
      process.env.CHAIN_BEP20_RPC_URL = node.url
      // Each test's platform is new (an emptied database), the chain is not: the
      // watcher starts at the block after the head as the test begins.
      process.env.CHAIN_BEP20_START_BLOCK = String((await node.head()) + 1n)
    })

    maybe("deposits on a local EVM node", () => {
      it("derives each member's own address from the xpub, as a BIP44 wallet of the seed shows it", async () => {
        const alice = await depositAddress("alice")
        const bob = await depositAddress("bob")
        expect(alice).toMatch(/^0x[0-9a-f]{40}$/)
        expect(bob).not.toBe(alice)
        expect(await depositAddress("alice")).toBe(alice)
        const pg = getContainer().resolve(
          ContainerRegistrationKeys.PG_CONNECTION
        )
        const { rows } = await pg.raw(
          "select member_id, child_index, address from ledger_deposit_address"
        )
        expect(rows).toHaveLength(2)
        for (const row of rows)
          expect(row.address).toBe(operator.wallet(row.child_index))
        const { data } = await api.get("/store/deposit-addresses", as("alice"))
        expect(data.deposit_addresses).toEqual([
          {
            chain: "BEP20",
            address: alice,
            token: usdt,
            confirmations: CONFIRMATIONS,
            // the default chain id of BEP20 (no CHAIN_BEP20_CHAIN_ID set)
            chain_id: 56,
          },
        ])
      })

      it("credits a transfer once after N confirmations and not before; the same log read twice credits once", async () => {
        const to = await depositAddress("alice")
        const sent = await node.transfer(usdt, to, USDT("12.5"))
        // The transfer's block is its first confirmation.
        for (let c = 1; c < CONFIRMATIONS; c++) {
          expect(await credited()).toBe(0)
          expect((await balances("alice")).USDT).toBe("0.00000000")
          await node.mine(1)
        }
        expect(await credited()).toBe(1)
        expect((await balances("alice")).USDT).toBe("12.50000000")
        const { data } = await api.get("/store/recharges", as("alice"))
        expect(data.recharges).toHaveLength(1)
        expect(data.recharges[0]).toMatchObject({
          status: "confirmed",
          amount: "12.50000000",
          chain: "BEP20",
          tx_hash: sent.hash.toLowerCase(),
          to_address: to,
          reviewed_by: "watcher:BEP20",
        })

        // Read again: a later pass, then the same blocks from the start.
        expect(await credited()).toBe(0)
        const pg = getContainer().resolve(
          ContainerRegistrationKeys.PG_CONNECTION
        )
        await pg.raw("update ledger_chain_cursor set last_block = ?", [
          String(sent.block - 1n),
        ])
        expect(await credited()).toBe(0)
        const { rows } = await pg.raw(
          "select id, status from ledger_chain_deposit"
        )
        expect(rows).toEqual([expect.objectContaining({ status: "credited" })])
        // Even straight at the ledger, the credited log is not credited again.
        expect(
          await ledger(getContainer()).creditDeposit({
            id: rows[0].id,
            block_number: String(sent.block),
            block_hash: "0x00",
          })
        ).toBeNull()
        expect((await balances("alice")).USDT).toBe("12.50000000")
        expect((await verify()).ok).toBe(true)
      })

      it("credits nothing for a log a reorg dropped before its confirmations, and lists it", async () => {
        const to = await depositAddress("alice")
        const snapshot = await node.snapshot()
        const sent = await node.transfer(usdt, to, USDT("7"))
        expect(await credited()).toBe(0)
        // The block with the transfer goes; a longer chain without it comes.
        await node.revert(snapshot)
        await node.mine(CONFIRMATIONS + 1)
        expect(await credited()).toBe(0)
        expect((await balances("alice")).USDT).toBe("0.00000000")
        const { deposits } = await watch()
        expect(deposits).toEqual([
          expect.objectContaining({
            status: "dropped",
            tx_hash: sent.hash.toLowerCase(),
            username: "alice",
          }),
        ])
        expect((await verify()).ok).toBe(true)
      })

      it("credits nothing for the wrong token or a transfer to nobody's address, and lists both", async () => {
        const to = await depositAddress("bob")
        const wrong = await node.transfer(otherToken, to, USDT("3"))
        const shared = await node.transfer(usdt, ADDRESS, USDT("4"))
        await node.mine(CONFIRMATIONS)
        expect(await credited()).toBe(0)
        expect((await balances("bob")).USDT).toBe("0.00000000")
        const { deposits, count } = await watch()
        expect(count).toBe(2)
        expect(deposits).toEqual(
          expect.arrayContaining([
            expect.objectContaining({
              status: "wrong_token",
              token: otherToken,
              tx_hash: wrong.hash.toLowerCase(),
              username: "bob",
            }),
            expect.objectContaining({
              status: "unclaimed",
              to_address: ADDRESS,
              amount: "4.00000000",
              tx_hash: shared.hash.toLowerCase(),
              username: null,
            }),
          ])
        )
        expect((await verify()).ok).toBe(true)
      })

      it("confirms a reported TX from the member's proven wallet once the chain has it, and only with the reported amount", async () => {
        const sender = node.address(1)
        await members(getContainer()).updateMembers({
          id: ids.alice,
          wallet_address: sender,
        })
        // Proven by a signature of its key, before the TX (rules.md §5).
        const { data: challenge } = await api.post(
          "/store/members/me/wallet-proof/challenge",
          {},
          as("alice")
        )
        await api.post(
          "/store/members/me/wallet-proof",
          {
            address: sender,
            signature: await accounts
              .privateKeyToAccount(node.privateKey(1))
              .signMessage({ message: challenge.message }),
          },
          as("alice")
        )
        await new Promise((r) => setTimeout(r, 1100))
        await node.transfer(usdt, sender, USDT("50"))
        const paid = await node.transfer(usdt, ADDRESS, USDT("20"), 1)
        const wrongAmount = await node.transfer(usdt, ADDRESS, USDT("5"), 1)
        const report = async (tx: string, amount: string) =>
          (
            await api.post(
              "/store/recharges",
              { amount, chain: "BEP20", tx_hash: tx },
              as("alice")
            )
          ).data.recharge.id as string
        const good = await report(paid.hash, "20")
        const bad = await report(wrongAmount.hash, "6")
        const check = async (id: string) =>
          (await api.get(`/store/recharges/${id}`, as("alice"))).data
        // Short of its confirmations: not yet.
        expect(await check(good)).toMatchObject({
          code: "not_detected",
          message: "Not detected, please try again later",
        })
        await node.mine(CONFIRMATIONS)
        const found = await check(good)
        expect(found.code).toBeUndefined()
        expect(found.recharge).toMatchObject({
          status: "confirmed",
          reviewed_by: "watcher:evm",
        })
        expect((await check(bad)).code).toBe("not_detected")
        expect((await balances("alice")).USDT).toBe("20.00000000")
        expect((await verify()).ok).toBe(true)
      })

      it("resumes from its last block after a restart, shows the lag, and records RPC errors", async () => {
        const to = await depositAddress("alice")
        await node.mine(CONFIRMATIONS)
        await scan()
        const first = (await watch()).chains[0]
        const head = await node.head()
        expect(first).toMatchObject({
          chain: "BEP20",
          head_block: String(head),
          // The last block with its confirmations (its own block counts one).
          last_block: String(head - BigInt(CONFIRMATIONS) + 1n),
          lag: String(CONFIRMATIONS - 1),
          error: null,
        })
        // A restarted watcher that started afresh would begin past this transfer;
        // it resumes from its stored block instead.
        const sent = await node.transfer(usdt, to, USDT("1.25"))
        process.env.CHAIN_BEP20_START_BLOCK = String(sent.block + 100n)
        await node.mine(CONFIRMATIONS)
        expect(await credited()).toBe(1)
        expect((await balances("alice")).USDT).toBe("1.25000000")

        // The RPC is down: recorded for staff, nothing skipped.
        const before = (await watch()).chains[0].last_block
        process.env.CHAIN_BEP20_RPC_URL = "http://127.0.0.1:9"
        expect(await scan()).toEqual([])
        const down = (await watch()).chains[0]
        expect(down.errors).toBeGreaterThanOrEqual(1)
        expect(down.error).toEqual(expect.any(String))
        expect(down.last_block).toBe(before)
        // A member's status check meanwhile answers "not detected", not an error.
        const reported = await api.post(
          "/store/recharges",
          { amount: "1", chain: "BEP20", tx_hash: `0x${"cd".repeat(32)}` },
          as("alice")
        )
        const check = await api.get(
          `/store/recharges/${reported.data.recharge.id}`,
          as("alice")
        )
        expect(check.status).toBe(200)
        expect(check.data.code).toBe("not_detected")
        process.env.CHAIN_BEP20_RPC_URL = node.url
        await scan()
        expect((await watch()).chains[0]).toMatchObject({
          errors: 0,
          last_block: before,
        })
        expect((await verify()).ok).toBe(true)
      })
    })
  },
})
