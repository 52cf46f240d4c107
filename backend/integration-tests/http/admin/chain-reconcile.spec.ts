// The ledger reconciled with the chain, on a local EVM node (ganache): what the
// ledger credited to members' deposit addresses against the token's Transfer
// logs, the hot wallet's balance against its payouts; and finality: a deposit is
// credited no earlier than the chain's finalized block (an RPC proxy of the test
// makes `finalized` lag behind the head, or refuses the tag).
import { randomUUID } from "crypto"
import http from "http"
import type { AddressInfo } from "net"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { errorAnswer } from "../../helpers/auth"
import { medusaIntegrationTestRunner } from "../../helpers/runner"
import {
  startEvmNode,
  testOperator,
  type EvmNode,
} from "../../helpers/evm-node"
import { ledgerSuite, STAFF_SECONDARY } from "../../helpers/ledger-suite"

jest.setTimeout(240 * 1000)

const CONFIRMATIONS = 3
const units = (usdt: string) =>
  BigInt(Math.round(Number(usdt) * 100)) * 10n ** 16n
const HOT = ["HOT_WALLET_KEY", "HOT_WALLET_MAX", "HOT_WALLET_DAILY"]
// Members' deposit addresses come from the operator's extended public key.
process.env.CHAIN_XPUB = testOperator().xpub

let nodeProblem: string | null = null
try {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require("ganache")
} catch (e) {
  nodeProblem = (e as Error).message
}
if (nodeProblem)
  console.warn(`chain-reconcile: SKIPPED, ganache cannot load: ${nodeProblem}`)
const maybe = nodeProblem ? describe.skip : describe

type Difference = {
  kind: string
  address: string
  username: string | null
  tx_hash: string | null
  chain_amount: string | null
  ledger_amount: string | null
  difference: string
}

/**
 * A JSON-RPC proxy in front of the node: `finalized` is answered as the block
 * `finalizedAt` (lagging behind the head), or refused like a node that does not
 * know the tag; every other call goes to the node as it is.
 */
function rpcProxy(target: () => string) {
  const state: { mode: "pass" | "lag" | "unsupported"; finalizedAt: bigint } = {
    mode: "pass",
    finalizedAt: 0n,
  }
  const server = http.createServer((req, res) => {
    let body = ""
    req.on("data", (c) => (body += c))
    req.on("end", async () => {
      const call = JSON.parse(body) as {
        id: number
        method: string
        params: unknown[]
      }
      const finalizedAsked =
        call.method === "eth_getBlockByNumber" &&
        call.params?.[0] === "finalized"
      res.setHeader("content-type", "application/json")
      if (finalizedAsked && state.mode === "unsupported") {
        res.end(
          JSON.stringify({
            jsonrpc: "2.0",
            id: call.id,
            error: { code: -32602, message: "invalid block tag finalized" },
          })
        )
        return
      }
      if (finalizedAsked && state.mode === "lag")
        call.params[0] = `0x${state.finalizedAt.toString(16)}`
      const answer = await fetch(target(), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(call),
      })
      res.end(await answer.text())
    })
  })
  return {
    state,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, "127.0.0.1", () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
        )
      ),
    close: () => new Promise((r) => server.close(r)),
  }
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const { admin, staff, as, ids, balances, verify, credit } = ledgerSuite(
      api,
      getContainer
    )
    const pg = () =>
      getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
    const scan = async () => {
      const { watchChains } = await import("@uuc/ledger/chains")
      return watchChains(getContainer())
    }
    const credited = async () =>
      (await scan()).reduce((n, r) => n + r.credited, 0)
    const depositAddress = async (username: string) =>
      (await api.get("/store/deposit-addresses", as(username))).data
        .deposit_addresses[0].address as string
    const reconcile = (password = STAFF_SECONDARY) =>
      api.post(
        "/admin/chain-reconciliations",
        { secondary_password: password },
        admin
      )
    const differencesOf = async (id: string) =>
      (
        await api.get(
          `/admin/chain-reconciliations/${id}/differences?limit=100`,
          admin
        )
      ).data as { differences: Difference[]; count: number }
    const reconciled = async () =>
      (await verify()).checks.find(
        (c: { name: string }) => c.name === "chain_reconciled"
      ) as { ok: boolean; count: number; detail: string }

    let node: EvmNode
    let usdt: `0x${string}`
    const proxy = rpcProxy(() => node.url)
    let proxyUrl: string
    beforeAll(async () => {
      if (nodeProblem) return
      const started = await startEvmNode(56)
      if ("error" in started) throw new Error(started.error)
      node = started
      usdt = await node.deployToken(18)
      proxyUrl = await proxy.listen()
      process.env.CHAIN_BEP20_USDT = usdt
      process.env.CHAIN_BEP20_CONFIRMATIONS = String(CONFIRMATIONS)
    })
    afterAll(async () => {
      await node?.stop()
      await proxy.close()
      for (const k of [
        "RPC_URL",
        "USDT",
        "CONFIRMATIONS",
        "START_BLOCK",
        ...HOT,
      ])
        delete process.env[`CHAIN_BEP20_${k}`]
    })
    beforeEach(async () => {
      if (nodeProblem) return
      for (const k of HOT) delete process.env[`CHAIN_BEP20_${k}`]
      proxy.state.mode = "pass"
      process.env.CHAIN_BEP20_RPC_URL = node.url
      // The platform is new in each test (an emptied database), the chain is
      // not: the watcher starts at the block after the head.
      process.env.CHAIN_BEP20_START_BLOCK = String((await node.head()) + 1n)
    })

    maybe("POST /admin/chain-reconciliations", () => {
      it("reports no difference when the ledger credited what the chain shows", async () => {
        const to = await depositAddress("alice")
        await node.transfer(usdt, to, units("12.5"))
        await node.mine(CONFIRMATIONS)
        expect(await credited()).toBe(1)
        const { status, data } = await reconcile()
        expect(status).toBe(201)
        expect(data.chain_reconciliation).toMatchObject({
          status: "done",
          trigger: "staff",
          differences: 0,
          open: 0,
          chains: [
            expect.objectContaining({
              chain: "BEP20",
              addresses: 1,
              transfers: 1,
              credits: 1,
              hot_wallet: null,
            }),
          ],
        })
        expect((await differencesOf(data.chain_reconciliation.id)).count).toBe(
          0
        )
        const runs = (await api.get("/admin/chain-reconciliations", admin)).data
        expect(runs.count).toBe(1)
        expect(runs.chain_reconciliations[0].id).toBe(
          data.chain_reconciliation.id
        )
        expect(await reconciled()).toMatchObject({ ok: true })
        expect((await verify()).ok).toBe(true)
      })

      it("finds a credit no transfer shows and transfers that credited nothing; lists them, in the CSV, and verify fails chain_reconciled", async () => {
        const alice = await depositAddress("alice")
        const bob = await depositAddress("bob")
        await node.transfer(usdt, alice, units("12.5"))
        await node.mine(CONFIRMATIONS)
        expect(await credited()).toBe(1)
        // The ledger side, by hand: a credit to alice's address of a TX the
        // chain never had.
        const fake = `0x${"fe".repeat(32)}`
        await pg().raw(
          `insert into ledger_recharge (id, member_id, amount, chain, tx_hash,
             log_index, to_address, status, reviewed_by)
           values ('lrch_by_hand', ?, '5', 'BEP20', ?, 0, ?, 'confirmed', 'sql')`,
          [ids.alice, fake, alice]
        )
        // The chain side: a transfer to bob the watcher skipped (its cursor
        // moved past it, as a watcher stopped and started afresh), and dust to
        // alice, below what the ledger can credit.
        const skipped = await node.transfer(usdt, bob, units("7"))
        await node.mine(CONFIRMATIONS)
        await pg().raw("update ledger_chain_cursor set last_block = ?", [
          String(await node.head()),
        ])
        const dust = await node.transfer(usdt, alice, 1n)
        await node.mine(CONFIRMATIONS)
        expect(await credited()).toBe(0)
        expect((await balances("bob")).USDT).toBe("0.00000000")

        const { data } = await reconcile()
        const run = data.chain_reconciliation
        expect(run).toMatchObject({ status: "done", differences: 3, open: 3 })
        const { differences, count } = await differencesOf(run.id)
        expect(count).toBe(3)
        expect(differences).toEqual(
          expect.arrayContaining([
            expect.objectContaining({
              kind: "credit_without_transfer",
              address: alice,
              username: "alice",
              tx_hash: fake,
              chain_amount: null,
              ledger_amount: "5.00000000",
              difference: "-5.00000000",
            }),
            expect.objectContaining({
              kind: "transfer_not_credited",
              address: bob,
              username: "bob",
              tx_hash: skipped.hash.toLowerCase(),
              chain_amount: "7.00000000",
              ledger_amount: null,
              difference: "7.00000000",
            }),
            expect.objectContaining({
              kind: "transfer_not_credited",
              address: alice,
              username: "alice",
              tx_hash: dust.hash.toLowerCase(),
              chain_amount: "0.000000000000000001",
              difference: "0.000000000000000001",
            }),
          ])
        )

        const csv = await api.get(
          `/admin/chain-reconciliations/${run.id}/differences/export`,
          admin
        )
        expect(csv.headers["content-type"]).toMatch(/^text\/csv/)
        const lines = (csv.data as string).trim().split("\r\n")
        expect(lines[0]).toBe(
          "chain,kind,address,username,member_id,tx_hash,log_index,block_number,recharge_id,chain_amount,ledger_amount,difference,resolved_at"
        )
        expect(lines).toHaveLength(4)
        expect(lines.join("\n")).toContain(
          `BEP20,transfer_not_credited,${bob},bob,${ids.bob},${skipped.hash.toLowerCase()}`
        )
        expect(lines.join("\n")).toContain(
          `BEP20,credit_without_transfer,${alice},alice,${ids.alice},${fake},0,,lrch_by_hand,,5.00000000,-5.00000000`
        )

        const check = await reconciled()
        expect(check.ok).toBe(false)
        expect(check.count).toBe(3)
        expect(check.detail).toContain("transfer_not_credited")
        expect(check.detail).toContain(skipped.hash.toLowerCase())

        // Fixed by hand (the extra credit gone): the next run finds what is
        // left, and verify reads the latest run.
        await pg().raw("delete from ledger_recharge where id = 'lrch_by_hand'")
        const again = (await reconcile()).data.chain_reconciliation
        expect(again.differences).toBe(2)
        expect((await reconciled()).count).toBe(2)

        // Staff resolve the dust (nothing to credit), with their password.
        const listed = (await differencesOf(again.id))
          .differences as (Difference & {
          id: string
        })[]
        const dustRow = listed.find(
          (d) => d.tx_hash === dust.hash.toLowerCase()
        )!
        const resolve = (id: string, password = STAFF_SECONDARY) =>
          api
            .post(
              `/admin/chain-reconciliations/${again.id}/differences/${id}/resolve`,
              {
                secondary_password: password,
                resolution: "dust: nothing to credit",
              },
              admin
            )
            .catch(errorAnswer)
        expect((await resolve(dustRow.id, "not-it")).data.code).toBe(
          "staff_secondary_password_invalid"
        )
        const resolved = await resolve(dustRow.id)
        expect(resolved.status).toBe(200)
        expect(resolved.data.difference).toMatchObject({
          id: dustRow.id,
          resolution: "dust: nothing to credit",
          resolved_at: expect.any(String),
        })
        const twice = await resolve(dustRow.id)
        expect(twice.status).toBe(400)
        expect(twice.data.code).toBe("chain_reconciliation_difference_resolved")
        const unknown = await resolve("lcrd_none")
        expect(unknown.status).toBe(404)
        expect(unknown.data.code).toBe(
          "chain_reconciliation_difference_not_found"
        )
        const { rows: audit } = await pg().raw(
          `select action from audit_entry
            where target_type = 'chain_reconciliation_difference' and target_id = ?`,
          [dustRow.id]
        )
        expect(audit).toEqual([{ action: "chain_reconciliation.resolve" }])
        expect(await reconciled()).toMatchObject({ ok: false, count: 2 })
        expect((await reconciled()).detail).not.toContain(
          dust.hash.toLowerCase()
        )

        // The next run finds the dust the same: it stays resolved; bob's is open.
        const third = (await reconcile()).data.chain_reconciliation
        expect(third).toMatchObject({ differences: 2, open: 1 })
        const bobRow = (await differencesOf(third.id)).differences.find(
          (d) => d.tx_hash === skipped.hash.toLowerCase()
        ) as Difference & { id: string }
        await api.post(
          `/admin/chain-reconciliations/${third.id}/differences/${bobRow.id}/resolve`,
          {
            secondary_password: STAFF_SECONDARY,
            resolution: "credited by a staff adjustment",
          },
          admin
        )
        expect(await reconciled()).toMatchObject({ ok: true, count: 2 })
      })

      it("compares the hot wallet's balance with what its payouts in the ledger leave", async () => {
        process.env.CHAIN_BEP20_HOT_WALLET_KEY = node.privateKey(3)
        process.env.CHAIN_BEP20_HOT_WALLET_MAX = "1000"
        process.env.CHAIN_BEP20_HOT_WALLET_DAILY = "5000"
        const wallet = node.address(3)
        // The watcher's first pass: reconciliation reads from its first block.
        await scan()
        await node.transfer(usdt, wallet, units("1000"))
        // A payout the hot wallet sends for the ledger is no difference.
        await credit("alice", "USDT", "300")
        const { data: asked } = await api.post(
          "/store/withdrawals",
          {
            amount: "100",
            chain: "BEP20",
            address: node.address(2),
            secondary_password: "aliceSecond1",
          },
          as("alice", randomUUID())
        )
        const approved = await api.post(
          `/admin/withdrawals/${asked.withdrawal.id}/approve`,
          { secondary_password: STAFF_SECONDARY },
          staff(randomUUID())
        )
        expect(approved.status).toBe(200)
        await node.mine(CONFIRMATIONS)
        await scan()
        const paid = (
          await api.get("/admin/withdrawals?limit=100", admin)
        ).data.withdrawals.find(
          (w: { id: string }) => w.id === asked.withdrawal.id
        )
        expect(paid).toMatchObject({ status: "passed" })

        const clean = (await reconcile()).data.chain_reconciliation
        expect(clean).toMatchObject({ status: "done", differences: 0 })
        // 1000 in, the payout's net (90) out.
        expect(clean.chains[0].hot_wallet).toMatchObject({
          address: wallet,
          balance: "910.00000000",
          expected: "910.00000000",
        })

        // Sent by hand, not by the ledger: the balance differs by it.
        const stray = await node.transfer(usdt, node.address(1), units("25"), 3)
        await node.mine(CONFIRMATIONS)
        const run = (await reconcile()).data.chain_reconciliation
        expect(run.differences).toBe(2)
        const { differences } = await differencesOf(run.id)
        expect(differences).toEqual(
          expect.arrayContaining([
            expect.objectContaining({
              kind: "hot_wallet_unrecorded_transfer",
              address: wallet,
              tx_hash: stray.hash.toLowerCase(),
              chain_amount: "25.00000000",
              difference: "25.00000000",
            }),
            expect.objectContaining({
              kind: "hot_wallet_balance",
              address: wallet,
              chain_amount: "885.00000000",
              ledger_amount: "910.00000000",
              difference: "-25.00000000",
            }),
          ])
        )
        expect((await reconciled()).ok).toBe(false)
      })

      it("needs the staff secondary password, is audited, and started twice at once makes one run", async () => {
        const wrong = await reconcile("not-it").catch(errorAnswer)
        expect(wrong.status).toBe(400)
        expect(wrong.data.code).toBe("staff_secondary_password_invalid")
        const none = await api
          .post("/admin/chain-reconciliations", {}, admin)
          .catch(errorAnswer)
        expect(none.status).toBe(400)
        const count = async () =>
          (
            await pg().raw(
              "select count(*)::int as n from ledger_chain_reconciliation"
            )
          ).rows[0].n as number
        expect(await count()).toBe(0)

        // The chain's lock held (as by a watcher's pass): the first run waits
        // in it, so the second start finds it running.
        const locking = getContainer().resolve(Modules.LOCKING)
        await locking.acquire("ledger:chain-watch:BEP20", {
          ownerId: "test",
          expire: 60,
        })
        const both = Promise.all([
          reconcile().catch(errorAnswer),
          new Promise((r) => setTimeout(r, 300)).then(() =>
            reconcile().catch(errorAnswer)
          ),
        ])
        await new Promise((r) => setTimeout(r, 1500))
        await locking.release("ledger:chain-watch:BEP20", { ownerId: "test" })
        const answers = await both
        expect(answers.map((a) => a.status).sort()).toEqual([201, 409])
        const refused = answers.find((a) => a.status === 409)
        expect(refused.data).toMatchObject({
          code: "chain_reconciliation_running",
          message: "A reconciliation with the chains is already running",
        })
        expect(await count()).toBe(1)
        const run = answers.find((a) => a.status === 201).data
          .chain_reconciliation
        const { rows } = await pg().raw(
          `select actor_id, action from audit_entry
            where target_type = 'chain_reconciliation' and target_id = ?`,
          [run.id]
        )
        expect(rows).toEqual([
          expect.objectContaining({ action: "chain_reconciliation.run" }),
        ])
        const missing = await api
          .get("/admin/chain-reconciliations/lcrc_none/differences", admin)
          .catch(errorAnswer)
        expect(missing.status).toBe(404)
        expect(missing.data.code).toBe("chain_reconciliation_not_found")
      })
    })

    maybe("finality", () => {
      it("credits a deposit no earlier than the chain's finalized block, even past its confirmations", async () => {
        process.env.CHAIN_BEP20_RPC_URL = proxyUrl
        const to = await depositAddress("alice")
        const sent = await node.transfer(usdt, to, units("3"))
        await node.mine(CONFIRMATIONS + 2)
        // Confirmations there, the chain's finalized block still before it.
        proxy.state.mode = "lag"
        proxy.state.finalizedAt = sent.block - 1n
        expect(await credited()).toBe(0)
        expect((await balances("alice")).USDT).toBe("0.00000000")
        proxy.state.finalizedAt = sent.block
        expect(await credited()).toBe(1)
        expect((await balances("alice")).USDT).toBe("3.00000000")
        expect((await verify()).ok).toBe(true)
      })

      it("counts confirmations only where the RPC does not know the finalized tag", async () => {
        process.env.CHAIN_BEP20_RPC_URL = proxyUrl
        proxy.state.mode = "unsupported"
        const to = await depositAddress("alice")
        await node.transfer(usdt, to, units("4"))
        for (let c = 1; c < CONFIRMATIONS; c++) {
          expect(await credited()).toBe(0)
          await node.mine(1)
        }
        expect(await credited()).toBe(1)
        expect((await balances("alice")).USDT).toBe("4.00000000")
        const run = (await reconcile()).data.chain_reconciliation
        expect(run).toMatchObject({ status: "done", differences: 0 })
        expect(run.chains[0].finalized).toBeNull()
      })
    })
  },
})
