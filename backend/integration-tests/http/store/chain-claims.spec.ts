// On-chain money nobody can claim for another or credit twice (rules.md §5,
// "Proven wallets" and "One key per transfer"), on a local EVM node (ganache):
// a public TX hash from someone else's wallet is never credited without staff,
// and a transfer to a member's deposit address is credited once, whichever of the
// member's report, staff and the watcher comes first.
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type * as ViemAccounts from "viem/accounts" with {
  "resolution-mode": "import",
}
import { errorAnswer } from "../../helpers/auth"
import { medusaIntegrationTestRunner } from "../../helpers/runner"
import {
  startEvmNode,
  testOperator,
  type EvmNode,
} from "../../helpers/evm-node"
import {
  ADDRESS,
  ledgerSuite,
  STAFF_SECONDARY,
  tx,
} from "../../helpers/ledger-suite"

// eslint-disable-next-line @typescript-eslint/no-require-imports
const accounts: typeof ViemAccounts = require("viem/accounts")

jest.setTimeout(240 * 1000)

const CONFIRMATIONS = 3
const USDT = (n: string) => BigInt(Math.round(Number(n) * 100)) * 10n ** 16n
process.env.CHAIN_XPUB = testOperator().xpub

let nodeProblem: string | null = null
try {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require("ganache")
} catch (e) {
  nodeProblem = (e as Error).message
}
if (nodeProblem)
  console.warn(`chain-claims: SKIPPED, ganache cannot load: ${nodeProblem}`)
const maybe = nodeProblem ? describe.skip : describe

/** Block times are whole seconds: a proof counts for the blocks of later seconds. */
const nextSecond = () => new Promise((r) => setTimeout(r, 1100))

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const { admin, as, ids, staff, balances, verify, credit } = ledgerSuite(
      api,
      getContainer
    )
    const pg = () =>
      getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
    const scan = async () => {
      const { watchChains } = await import("@uuc/ledger/chains")
      const results = await watchChains(getContainer())
      return results.reduce((n, r) => n + r.credited, 0)
    }
    const me = async (username: string) =>
      (await api.get("/store/members/me", as(username))).data.member
    const setWallet = (username: string, wallet: string) =>
      api.post(
        "/store/members/me",
        {
          wallet_address: wallet,
          secondary_password: `${username}Second1`,
        },
        as(username)
      )
    /** Signs the member's challenge with `key` and sends the proof for `address`. */
    const prove = async (username: string, key: `0x${string}`) => {
      const { data } = await api.post(
        "/store/members/me/wallet-proof/challenge",
        {},
        as(username)
      )
      const signer = accounts.privateKeyToAccount(key)
      return api.post(
        "/store/members/me/wallet-proof",
        {
          address: (await me(username)).wallet_address,
          signature: await signer.signMessage({ message: data.message }),
        },
        as(username)
      )
    }
    const report = async (username: string, hash: string, amount: string) =>
      api
        .post(
          "/store/recharges",
          { amount, chain: "BEP20", tx_hash: hash },
          as(username)
        )
        .catch(errorAnswer)
    const check = async (username: string, id: string) =>
      (await api.get(`/store/recharges/${id}`, as(username))).data
    const staffConfirm = (id: string, key: string) =>
      api
        .post(
          `/admin/recharges/${id}/confirm`,
          { secondary_password: STAFF_SECONDARY },
          staff(key)
        )
        .catch(errorAnswer)
    const staffRow = async (id: string) =>
      (
        (await api.get("/admin/recharges?limit=100", admin)).data.recharges as {
          id: string
        }[]
      ).find((r) => r.id === id)
    const depositAddress = async (username: string) =>
      (await api.get("/store/deposit-addresses", as(username))).data
        .deposit_addresses[0].address as string

    let node: EvmNode
    let usdt: `0x${string}`
    beforeAll(async () => {
      if (nodeProblem) return
      const started = await startEvmNode(56)
      if ("error" in started) throw new Error(started.error)
      node = started
      usdt = await node.deployToken(18)
      process.env.CHAIN_BEP20_RPC_URL = node.url
      process.env.CHAIN_BEP20_USDT = usdt
      process.env.CHAIN_BEP20_CONFIRMATIONS = String(CONFIRMATIONS)
      // the senders' wallets hold USDT
      for (const i of [1, 2, 3])
        await node.transfer(usdt, node.address(i), USDT("1000"))
    })
    afterAll(async () => {
      await node?.stop()
      for (const k of ["RPC_URL", "USDT", "CONFIRMATIONS", "START_BLOCK"])
        delete process.env[`CHAIN_BEP20_${k}`]
    })
    beforeEach(async () => {
      if (nodeProblem) return
      process.env.CHAIN_BEP20_START_BLOCK = String((await node.head()) + 1n)
    })

    maybe("proven wallets", () => {
      it("proves the payout wallet by a signature of its key; another key, a used challenge or a new wallet do not", async () => {
        const wallet = node.address(1)
        await setWallet("alice", wallet)
        expect((await me("alice")).wallet_verified_at).toBeNull()

        // Another key's signature of the challenge: refused, translated.
        const wrong = await prove("alice", node.privateKey(2)).catch(
          errorAnswer
        )
        expect(wrong.status).toBe(400)
        expect(wrong.data).toMatchObject({
          code: "wallet_proof_invalid",
          message:
            "The wallet could not be proven: sign the newest message with this wallet",
        })
        expect((await me("alice")).wallet_verified_at).toBeNull()

        // The right key: proven, shown in the profile.
        const before = Date.now()
        const proven = await prove("alice", node.privateKey(1))
        expect(proven.status).toBe(200)
        const at = proven.data.member.wallet_verified_at
        expect(new Date(at).getTime()).toBeGreaterThanOrEqual(before - 1000)
        expect((await me("alice")).wallet_verified_at).toBe(at)

        // A challenge is signed once: the same signature again is refused.
        const { data } = await api.post(
          "/store/members/me/wallet-proof/challenge",
          {},
          as("alice")
        )
        const signature = await accounts
          .privateKeyToAccount(node.privateKey(1))
          .signMessage({ message: data.message })
        const body = { address: wallet, signature }
        await api.post("/store/members/me/wallet-proof", body, as("alice"))
        const replay = await api
          .post("/store/members/me/wallet-proof", body, as("alice"))
          .catch(errorAnswer)
        expect(replay.data.code).toBe("wallet_proof_invalid")

        // A proof is of one address: changing the wallet clears it.
        await setWallet("alice", node.address(2))
        expect((await me("alice")).wallet_verified_at).toBeNull()
        // Bob cannot prove alice's old wallet without its key.
        await setWallet("bob", wallet)
        const bobs = await prove("bob", node.privateKey(3)).catch(errorAnswer)
        expect(bobs.data.code).toBe("wallet_proof_invalid")
        expect((await me("bob")).wallet_verified_at).toBeNull()
      })

      it("never credits another member's public TX to whoever typed its wallet: staff see the sender and who proved it", async () => {
        // The victim sends 30 USDT from W to the shared address.
        const w = node.address(1)
        const paid = await node.transfer(usdt, ADDRESS, USDT("30"), 1)
        await node.mine(CONFIRMATIONS)
        // Another member types W as their wallet and reports the public hash.
        expect((await setWallet("bob", w)).status).toBe(200)
        const claim = await report("bob", paid.hash, "30")
        expect(claim.status).toBe(201)
        const id = claim.data.recharge.id
        const checked = await check("bob", id)
        expect(checked.recharge.status).toBe("pending")
        expect(checked.code).toBe("not_detected")
        expect((await balances("bob")).USDT).toBe("0.00000000")
        // Staff see the TX's sender, that nobody proved it, and both times.
        expect(await staffRow(id)).toMatchObject({
          status: "pending",
          from_address: w,
          tx_from: w,
          tx_from_provers: [],
          block_time: expect.any(String),
          created_at: expect.any(String),
        })
        // The owner of W proves it (later than the TX): staff see who did.
        await setWallet("alice", w)
        await prove("alice", node.privateKey(1))
        expect(await staffRow(id)).toMatchObject({
          tx_from_provers: [
            expect.objectContaining({
              member_id: ids.alice,
              username: "alice",
            }),
          ],
        })
        // Still nobody's without staff: not bob's, and alice proved it after the block.
        expect((await check("bob", id)).recharge.status).toBe("pending")
        expect((await balances("bob")).USDT).toBe("0.00000000")
        expect((await verify()).ok).toBe(true)
      })

      it("credits without staff only a transfer sent from a wallet the member proved before its block", async () => {
        await setWallet("alice", node.address(1))
        await prove("alice", node.privateKey(1))
        await nextSecond()
        const proven = await node.transfer(usdt, ADDRESS, USDT("20"), 1)
        // A wallet proven only after its TX: staff decide.
        await setWallet("bob", node.address(2))
        const early = await node.transfer(usdt, ADDRESS, USDT("9"), 2)
        await prove("bob", node.privateKey(2))
        await node.mine(CONFIRMATIONS)

        const good = await report("alice", proven.hash, "20")
        const found = await check("alice", good.data.recharge.id)
        expect(found.code).toBeUndefined()
        expect(found.recharge).toMatchObject({
          status: "confirmed",
          reviewed_by: "watcher:evm",
          tx_from: node.address(1),
        })
        expect((await balances("alice")).USDT).toBe("20.00000000")

        const late = await report("bob", early.hash, "9")
        expect(
          (await check("bob", late.data.recharge.id)).recharge.status
        ).toBe("pending")
        expect((await balances("bob")).USDT).toBe("0.00000000")
        // Staff may still confirm it, having looked.
        expect(
          (await staffConfirm(late.data.recharge.id, "late-1")).status
        ).toBe(200)
        expect((await balances("bob")).USDT).toBe("9.00000000")
        expect((await verify()).ok).toBe(true)
      })
    })

    describe("payout wallet cooling", () => {
      it("takes no withdrawal within 24 hours of a wallet change; staff see the address changed recently", async () => {
        await credit("alice", "USDT", "300")
        const withdraw = (key: string) =>
          api
            .post(
              "/store/withdrawals",
              {
                amount: "100",
                chain: "BEP20",
                address: `0x${"77".repeat(20)}`,
                secondary_password: "aliceSecond1",
              },
              as("alice", key)
            )
            .catch(errorAnswer)
        await setWallet("alice", `0x${"77".repeat(20)}`)
        const refused = await withdraw("cool-1")
        expect(refused.status).toBe(400)
        expect(refused.data).toMatchObject({
          code: "wallet_changed_recently",
          message:
            "Your payout wallet changed recently: withdrawals open again once the waiting time has passed",
        })
        expect((await balances("alice")).USDT).toBe("300.00000000")
        // 25 hours later (by hand in SQL): taken.
        await pg().raw(
          "update member set wallet_changed_at = now() - interval '25 hours' where id = ?",
          [ids.alice]
        )
        const taken = await withdraw("cool-2")
        expect(taken.status).toBe(201)
        const row = async () =>
          (await api.get("/admin/withdrawals", admin)).data.withdrawals[0]
        expect(await row()).toMatchObject({ wallet_changed_recently: false })
        // The wallet changed again after the request: staff see it.
        await pg().raw(
          "update member set wallet_changed_at = now() where id = ?",
          [ids.alice]
        )
        expect(await row()).toMatchObject({ wallet_changed_recently: true })
        await pg().raw(
          "update member set wallet_changed_at = now() - interval '50 hours' where id = ?",
          [ids.alice]
        )
        expect(await row()).toMatchObject({ wallet_changed_recently: false })
        expect((await verify()).ok).toBe(true)
      })
    })

    maybe("one key per transfer", () => {
      it("refuses a report of a transfer the watcher holds for the member's deposit address (tx_watched)", async () => {
        const to = await depositAddress("alice")
        const sent = await node.transfer(usdt, to, USDT("11"), 1)
        expect(await scan()).toBe(0)
        const reported = await report("alice", sent.hash, "11")
        expect(reported.status).toBe(409)
        expect(reported.data).toMatchObject({
          code: "tx_watched",
          message:
            "This transfer went to your deposit address: it is credited automatically once confirmed",
        })
        await node.mine(CONFIRMATIONS)
        expect(await scan()).toBe(1)
        expect((await balances("alice")).USDT).toBe("11.00000000")
        expect((await verify()).ok).toBe(true)
      })

      it("staff cannot confirm a report of a watched transfer; the watcher credits it once", async () => {
        const to = await depositAddress("alice")
        const sent = await node.transfer(usdt, to, USDT("11"), 1)
        // Reported before the watcher's pass: accepted, waits.
        const reported = await report("alice", sent.hash, "11")
        expect(reported.status).toBe(201)
        expect(await scan()).toBe(0)
        const refused = await staffConfirm(reported.data.recharge.id, "w-1")
        expect(refused.status).toBe(409)
        expect(refused.data.code).toBe("tx_watched")
        await node.mine(CONFIRMATIONS)
        expect(await scan()).toBe(1)
        expect((await balances("alice")).USDT).toBe("11.00000000")
        expect((await verify()).ok).toBe(true)
      })

      it("a report staff confirmed before the watcher saw its transfer: the watcher's log joins it, 11 not 22", async () => {
        const to = await depositAddress("alice")
        const sent = await node.transfer(usdt, to, USDT("11"), 1)
        const reported = await report("alice", sent.hash, "11")
        const id = reported.data.recharge.id
        expect((await staffConfirm(id, "j-1")).status).toBe(200)
        expect((await balances("alice")).USDT).toBe("11.00000000")
        await node.mine(CONFIRMATIONS)
        expect(await scan()).toBe(0)
        expect((await balances("alice")).USDT).toBe("11.00000000")
        const { rows } = await pg().raw(
          "select status, recharge_id from ledger_chain_deposit"
        )
        expect(rows).toEqual([{ status: "credited", recharge_id: id }])
        expect((await verify()).ok).toBe(true)
      })

      it("verify finds a transfer credited twice, by hand in SQL", async () => {
        const to = await depositAddress("alice")
        const sent = await node.transfer(usdt, to, USDT("11"), 1)
        await node.mine(CONFIRMATIONS)
        expect(await scan()).toBe(1)
        // Another recharge, confirmed by staff…
        const other = await report("bob", tx(77), "11")
        await staffConfirm(other.data.recharge.id, "h-1")
        expect((await verify()).ok).toBe(true)
        // …made by hand into a second credit of the watcher's transfer.
        await pg().raw("update ledger_recharge set tx_hash = ? where id = ?", [
          sent.hash,
          other.data.recharge.id,
        ])
        const report2 = await verify()
        expect(report2.ok).toBe(false)
        const failed = (report2.checks as { name: string; ok: boolean }[])
          .filter((c) => !c.ok)
          .map((c) => c.name)
        expect(failed).toEqual(
          expect.arrayContaining([
            "chain_transfers_credited_once",
            "deposits_have_one_entry",
          ])
        )
      })
    })
  },
})
