// Withdrawals paid on chain, on a local EVM node (ganache, from npm)
// with the USDT-like token of the deposits spec: the payout TX staff record is
// verified (token, recipient, amount, confirmations) before the withdrawal
// passes; the hot wallet, when configured, signs and sends each payout once.
import { randomUUID } from "crypto"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "../../helpers/runner"
import { errorAnswer } from "../../helpers/auth"
import { startEvmNode, type EvmNode } from "../../helpers/evm-node"
import { ledgerSuite, STAFF_SECONDARY } from "../../helpers/ledger-suite"

jest.setTimeout(240 * 1000)

const CONFIRMATIONS = 3
const units = (usdt: string) =>
  BigInt(Math.round(Number(usdt) * 100)) * 10n ** 16n
const HOT = [
  "HOT_WALLET_KEY",
  "HOT_WALLET_MAX",
  "HOT_WALLET_DAILY",
  "HOT_WALLET_MAX_GAS_GWEI",
  "CHAIN_ID",
]

let nodeProblem: string | null = null
try {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require("ganache")
} catch (e) {
  nodeProblem = (e as Error).message
}
if (nodeProblem)
  console.warn(
    `withdrawals-chain: SKIPPED, ganache cannot load: ${nodeProblem}`
  )
const maybe = nodeProblem ? describe.skip : describe

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const { admin, staff, as, ids, balances, verify, credit } = ledgerSuite(
      api,
      getContainer
    )
    const scan = async () => {
      const { watchChains } = await import("@uuc/ledger/chains")
      return watchChains(getContainer())
    }
    const key = () => staff(randomUUID())
    const withdrawal = async (id: string) =>
      (
        await api.get("/admin/withdrawals?limit=100", admin)
      ).data.withdrawals.find((w: { id: string }) => w.id === id)
    const paidEntries = async (id: string) => {
      const pg = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
      const { rows } = await pg.raw(
        `select count(*)::int as n from ledger_entry
          where kind = 'withdrawal_paid' and params->>'withdrawal_id' = ?`,
        [id]
      )
      return rows[0].n as number
    }

    let node: EvmNode
    let usdt: `0x${string}`
    let otherToken: `0x${string}`
    /** Polygon's USDT: 6 decimals, fewer than the ledger's 8. */
    let polygonUsdt: `0x${string}`
    let recipient: string
    beforeAll(async () => {
      if (nodeProblem) return
      const started = await startEvmNode(56)
      if ("error" in started) throw new Error(started.error)
      node = started
      usdt = await node.deployToken(18)
      otherToken = await node.deployToken(18)
      polygonUsdt = await node.deployToken(6)
      recipient = node.address(2)
      process.env.CHAIN_BEP20_RPC_URL = node.url
      process.env.CHAIN_BEP20_USDT = usdt
      process.env.CHAIN_BEP20_CONFIRMATIONS = String(CONFIRMATIONS)
      process.env.CHAIN_POLYGON_RPC_URL = node.url
      process.env.CHAIN_POLYGON_USDT = polygonUsdt
      process.env.CHAIN_POLYGON_DECIMALS = "6"
      process.env.CHAIN_POLYGON_CONFIRMATIONS = String(CONFIRMATIONS)
    })
    afterAll(async () => {
      await node?.stop()
      for (const k of [
        "RPC_URL",
        "USDT",
        "DECIMALS",
        "CONFIRMATIONS",
        "START_BLOCK",
        ...HOT,
      ])
        for (const chain of ["BEP20", "POLYGON"])
          delete process.env[`CHAIN_${chain}_${k}`]
    })
    beforeEach(async () => {
      if (nodeProblem) return
      for (const k of HOT) delete process.env[`CHAIN_BEP20_${k}`]
      const start = String((await node.head()) + 1n)
      process.env.CHAIN_BEP20_START_BLOCK = start
      process.env.CHAIN_POLYGON_START_BLOCK = start
    })

    /** alice asks to withdraw 100 USDT (fee 10: 90 to send) to `to`. */
    const requested = async (username = "alice", to = recipient) => {
      await credit(username, "USDT", "300")
      const { data } = await api.post(
        "/store/withdrawals",
        {
          amount: "100",
          chain: "BEP20",
          address: to,
          secondary_password: `${username}Second1`,
        },
        as(username, randomUUID())
      )
      expect(data.withdrawal.net).toBe("90.00000000")
      return data.withdrawal.id as string
    }
    const approve = (id: string, body: Record<string, unknown> = {}) =>
      api.post(
        `/admin/withdrawals/${id}/approve`,
        { secondary_password: STAFF_SECONDARY, ...body },
        key()
      )
    const record = (id: string, tx_hash?: string) =>
      api.post(
        `/admin/withdrawals/${id}/payout`,
        { secondary_password: STAFF_SECONDARY, tx_hash },
        key()
      )
    const reject = (id: string) =>
      api.post(
        `/admin/withdrawals/${id}/reject`,
        {
          secondary_password: STAFF_SECONDARY,
          reason: "the payout cannot be made",
        },
        key()
      )
    /** A request's status, or the code of its refusal. */
    const outcome = (request: Promise<{ status: number }>) =>
      request.then(
        (a): number | string => a.status,
        (e: { response: { data: { code: string } } }) => e.response.data.code
      )
    const audits = async (id: string, action: string) => {
      const pg = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
      const { rows } = await pg.raw(
        `select count(*)::int as n from audit_entry
          where target_type = 'withdrawal' and target_id = ? and action = ?`,
        [id, action]
      )
      return rows[0].n as number
    }
    const hotWallet = (max = "1000", daily = "5000") => {
      process.env.CHAIN_BEP20_HOT_WALLET_KEY = node.privateKey(3)
      process.env.CHAIN_BEP20_HOT_WALLET_MAX = max
      process.env.CHAIN_BEP20_HOT_WALLET_DAILY = daily
      return node.address(3)
    }

    maybe("payouts staff send and record", () => {
      it("verifies the recorded TX on chain and passes the withdrawal once it has its confirmations", async () => {
        const id = await requested()
        const approved = await approve(id)
        expect(approved.data.withdrawal).toMatchObject({
          status: "transferring",
        })
        const sent = await node.transfer(usdt, recipient, units("90"))
        const recorded = await record(id, sent.hash)
        expect(recorded.status).toBe(200)
        expect(recorded.data.withdrawal).toMatchObject({
          status: "transferring",
          payout: {
            mode: "recorded",
            status: "verifying",
            tx_hash: sent.hash.toLowerCase(),
            raw_value: units("90").toString(),
            reason: `1 of ${CONFIRMATIONS} confirmations`,
          },
        })
        await scan()
        expect((await withdrawal(id)).status).toBe("transferring")
        await node.mine(CONFIRMATIONS - 1)
        await scan()
        expect(await withdrawal(id)).toMatchObject({
          status: "passed",
          payout_tx_hash: sent.hash.toLowerCase(),
          payout: { status: "paid", code: null },
        })
        // Checked again: nothing more moves.
        await scan()
        expect(await paidEntries(id)).toBe(1)
        expect(await balances("alice")).toMatchObject({
          USDT: "200.00000000",
          USDT_HELD: "0.00000000",
        })
        // Its hash cannot pay another withdrawal.
        const other = await requested("bob")
        await approve(other)
        const reused = await record(other, sent.hash).catch(errorAnswer)
        expect(reused.status).toBe(409)
        expect(reused.data.code).toBe("payout_tx_hash_used")
        expect((await verify()).ok).toBe(true)
      })

      it("refuses a TX with the wrong amount, recipient or token with its code, shows it, and takes the right one after", async () => {
        const id = await requested()
        await approve(id)
        const wrongAmount = await node.transfer(usdt, recipient, units("89"))
        const wrongRecipient = await node.transfer(
          usdt,
          node.address(1),
          units("90")
        )
        const wrongToken = await node.transfer(
          otherToken,
          recipient,
          units("90")
        )
        await node.mine(CONFIRMATIONS)
        for (const [sent, code, message] of [
          [
            wrongAmount,
            "payout_wrong_amount",
            "The payout TX sends another amount than the withdrawal's net amount",
          ],
          [
            wrongRecipient,
            "payout_wrong_recipient",
            "The payout TX sends USDT to another address than the withdrawal's",
          ],
          [
            wrongToken,
            "payout_wrong_token",
            "The payout TX does not transfer the chain's USDT",
          ],
        ] as const) {
          const refused = await record(id, sent.hash).catch(errorAnswer)
          expect([refused.status, refused.data]).toEqual([
            400,
            expect.objectContaining({ code, message, field: "tx_hash" }),
          ])
          expect(await withdrawal(id)).toMatchObject({
            status: "transferring",
            payout: {
              status: "refused",
              code,
              tx_hash: sent.hash.toLowerCase(),
            },
          })
        }
        // Approving with a TX hash on a chain this server pays on verifies too.
        const right = await node.transfer(usdt, recipient, units("90"))
        await node.mine(CONFIRMATIONS)
        const paid = await approve(id, { tx_hash: right.hash })
        expect(paid.data.withdrawal).toMatchObject({
          status: "passed",
          payout: { status: "paid" },
        })
        expect(await paidEntries(id)).toBe(1)
        expect((await verify()).ok).toBe(true)
      })
    })

    maybe("approving with a TX hash", () => {
      it("answers a wrong TX with the payout route's codes and changes nothing: no approval, no audit", async () => {
        const id = await requested()
        const wrongAmount = await node.transfer(usdt, recipient, units("89"))
        const wrongRecipient = await node.transfer(
          usdt,
          node.address(1),
          units("90")
        )
        const wrongToken = await node.transfer(
          otherToken,
          recipient,
          units("90")
        )
        await node.mine(CONFIRMATIONS)
        for (const [sent, code] of [
          [wrongAmount, "payout_wrong_amount"],
          [wrongRecipient, "payout_wrong_recipient"],
          [wrongToken, "payout_wrong_token"],
        ] as const) {
          const refused = await approve(id, { tx_hash: sent.hash }).catch(
            errorAnswer
          )
          expect([refused.status, refused.data]).toEqual([
            400,
            expect.objectContaining({ code, field: "tx_hash" }),
          ])
          expect(await withdrawal(id)).toMatchObject({
            status: "pending",
            payout: null,
            reviewed_by: null,
          })
        }
        expect(await audits(id, "withdrawal.approve")).toBe(0)
        // The right one passes it, audited once.
        const right = await node.transfer(usdt, recipient, units("90"))
        await node.mine(CONFIRMATIONS)
        expect(
          (await approve(id, { tx_hash: right.hash })).data.withdrawal
        ).toMatchObject({ status: "passed", payout: { status: "paid" } })
        expect(await audits(id, "withdrawal.approve")).toBe(1)
        expect((await verify()).ok).toBe(true)
      })
    })

    maybe("a 6-decimal USDT (Polygon)", () => {
      it("rounds the fee up so the net fits the token; the ledger posts exactly what the chain carried", async () => {
        await credit("alice", "USDT", "300")
        const { data } = await api.post(
          "/store/withdrawals",
          {
            amount: "100.1234567",
            chain: "POLYGON",
            address: recipient,
            secondary_password: "aliceSecond1",
          },
          as("alice", randomUUID())
        )
        // 10% is 10.01234567; the net's 7th and 8th places go to the fee.
        expect(data.withdrawal).toMatchObject({
          amount: "100.12345670",
          fee: "10.01234570",
          net: "90.11111100",
        })
        const id = data.withdrawal.id as string
        await approve(id)
        const before = await node.balanceOf(polygonUsdt, recipient)
        // One unit short of the net is refused: nothing is rounded.
        const short = await node.transfer(polygonUsdt, recipient, 90_111_110n)
        const sent = await node.transfer(polygonUsdt, recipient, 90_111_111n)
        await node.mine(CONFIRMATIONS)
        const refused = await record(id, short.hash).catch(errorAnswer)
        expect(refused.data.code).toBe("payout_wrong_amount")
        expect((await record(id, sent.hash)).data.withdrawal).toMatchObject({
          status: "passed",
          payout: {
            status: "paid",
            amount: "90.11111100",
            raw_value: "90111111",
          },
        })
        expect((await node.balanceOf(polygonUsdt, recipient)) - before).toBe(
          90_111_111n + 90_111_110n
        )
        const pg = getContainer().resolve(
          ContainerRegistrationKeys.PG_CONNECTION
        )
        const { rows } = await pg.raw(
          `select p.account, p.amount::text from ledger_posting p
             join ledger_entry e on e.id = p.entry_id
            where e.kind = 'withdrawal_paid' and e.params->>'withdrawal_id' = ?
            order by p.account`,
          [id]
        )
        expect(rows).toEqual([
          { account: `member:${ids.alice}:USDT_HELD`, amount: "-100.12345670" },
          { account: "platform:fees", amount: "10.01234570" },
          { account: "world:POLYGON", amount: "90.11111100" },
        ])
        expect(await balances("alice")).toMatchObject({
          USDT: "199.87654330",
          USDT_HELD: "0.00000000",
        })
        expect((await verify()).ok).toBe(true)
      })
    })

    maybe("rejecting a withdrawal transferring funds", () => {
      it("is refused (409) while its recorded TX awaits confirmations, allowed once no payout can land", async () => {
        const id = await requested()
        await approve(id)
        expect((await withdrawal(id)).rejectable).toBe(true)
        const sent = await node.transfer(usdt, recipient, units("90"))
        await record(id, sent.hash)
        expect(await withdrawal(id)).toMatchObject({
          status: "transferring",
          payout: { status: "verifying" },
          rejectable: false,
        })
        const refused = await reject(id).catch(errorAnswer)
        expect([refused.status, refused.data]).toEqual([
          409,
          expect.objectContaining({
            code: "withdrawal_payout_open",
            message:
              "A payout of this withdrawal may still arrive on chain: it cannot be rejected",
          }),
        ])
        expect(await audits(id, "withdrawal.reject")).toBe(0)
        // The hot wallet's payout reverts (no USDT in it): nothing can land.
        const other = await requested("bob")
        const wallet = hotWallet()
        const held = await node.balanceOf(usdt, wallet)
        if (held > 0n) await node.transfer(usdt, node.address(0), held, 3)
        expect((await approve(other)).data.withdrawal.payout.status).toBe(
          "failed"
        )
        expect((await withdrawal(other)).rejectable).toBe(true)
        const rejected = await reject(other)
        expect(rejected.data.withdrawal).toMatchObject({
          status: "rejected",
          reason: "the payout cannot be made",
        })
        expect(await audits(other, "withdrawal.reject")).toBe(1)
        expect(await balances("bob")).toMatchObject({
          USDT: "300.00000000",
          USDT_HELD: "0.00000000",
        })
        // The first one still passes when its TX is confirmed.
        await node.mine(CONFIRMATIONS)
        await scan()
        expect((await withdrawal(id)).status).toBe("passed")
        expect((await verify()).ok).toBe(true)
      })

      it("never both rejects and pays when staff reject while the hot wallet sends again", async () => {
        const wallet = hotWallet()
        const held = await node.balanceOf(usdt, wallet)
        if (held > 0n) await node.transfer(usdt, node.address(0), held, 3)
        const id = await requested()
        expect((await approve(id)).data.withdrawal.payout.status).toBe("failed")
        await node.transfer(usdt, wallet, units("100"))
        const before = await node.balanceOf(usdt, recipient)
        const nonce = await node.nonce(wallet)
        const [rejected, resent] = await Promise.all([
          outcome(reject(id)),
          outcome(record(id)),
          scan(),
        ])
        await node.mine(CONFIRMATIONS)
        await scan()
        const done = await withdrawal(id)
        const paid = (await node.balanceOf(usdt, recipient)) - before
        if (done.status === "rejected") {
          // The reject went first, or took the payout before it was signed.
          expect(rejected).toBe(200)
          expect(["withdrawal_not_open", 200]).toContain(resent)
          expect(paid).toBe(0n)
          expect(await node.nonce(wallet)).toBe(nonce)
          expect(await balances("alice")).toMatchObject({
            USDT: "300.00000000",
            USDT_HELD: "0.00000000",
          })
        } else {
          expect([rejected, resent]).toEqual(["withdrawal_payout_open", 200])
          expect(done).toMatchObject({
            status: "passed",
            payout: { status: "paid" },
          })
          expect(paid).toBe(units("90"))
          expect(await paidEntries(id)).toBe(1)
        }
        expect((await verify()).ok).toBe(true)
      })
    })

    maybe("the hot wallet", () => {
      it("sends a payout once under parallel approvals and watcher passes, and a crash before the broadcast was noted sends nothing again", async () => {
        const wallet = hotWallet()
        await node.transfer(usdt, wallet, units("1000"))
        const id = await requested()
        const before = await node.balanceOf(usdt, recipient)
        const nonceBefore = await node.nonce(wallet)
        const answers = await Promise.allSettled([
          approve(id),
          approve(id),
          approve(id),
          approve(id),
          scan(),
          scan(),
        ])
        const approvals = answers.slice(0, 4).map((a) =>
          a.status === "fulfilled"
            ? a.value.status
            : (
                a.reason as {
                  response: { status: number; data: { code: string } }
                }
              ).response.data.code
        )
        expect(approvals.filter((s) => s === 200)).toHaveLength(1)
        for (const s of approvals.filter((s) => s !== 200))
          expect(["payout_in_flight", "withdrawal_not_open"]).toContain(s)
        expect(answers.slice(4).every((a) => a.status === "fulfilled")).toBe(
          true
        )
        const open = await withdrawal(id)
        expect(open.payout).toMatchObject({
          mode: "hot_wallet",
          status: "sent",
          from_address: wallet.toLowerCase(),
          attempts: 1,
        })
        // A crash after the broadcast, before it was noted: the next passes find
        // the TX on chain and send nothing again.
        const pg = getContainer().resolve(
          ContainerRegistrationKeys.PG_CONNECTION
        )
        await pg.raw(
          "update ledger_withdrawal_payout set status = 'sending' where withdrawal_id = ?",
          [id]
        )
        await Promise.all([scan(), scan()])
        await node.mine(CONFIRMATIONS)
        await Promise.all([scan(), scan()])
        expect(await withdrawal(id)).toMatchObject({
          status: "passed",
          payout_tx_hash: open.payout.tx_hash,
          payout: { status: "paid" },
        })
        expect((await node.balanceOf(usdt, recipient)) - before).toBe(
          units("90")
        )
        expect(await node.nonce(wallet)).toBe(nonceBefore + 1)
        expect(await paidEntries(id)).toBe(1)
        expect((await verify()).ok).toBe(true)
      })

      it("returns a failed payout to staff with its reason; the retry sends once", async () => {
        const wallet = hotWallet()
        // The wallet holds no USDT: its transfer reverts on chain.
        const held = await node.balanceOf(usdt, wallet)
        if (held > 0n) await node.transfer(usdt, node.address(0), held, 3)
        const id = await requested()
        const before = await node.balanceOf(usdt, recipient)
        const approved = await approve(id)
        expect(approved.data.withdrawal).toMatchObject({
          status: "transferring",
          payout: { status: "failed", code: "payout_tx_failed" },
        })
        const failedTx = approved.data.withdrawal.payout.tx_hash
        await scan()
        expect((await withdrawal(id)).payout.status).toBe("failed")
        // Staff fund the wallet and send again: a new TX, once.
        await node.transfer(usdt, wallet, units("100"))
        const retried = await Promise.allSettled([record(id), record(id)])
        expect(retried.filter((r) => r.status === "fulfilled")).toHaveLength(1)
        await node.mine(CONFIRMATIONS)
        await scan()
        const done = await withdrawal(id)
        expect(done).toMatchObject({
          status: "passed",
          payout: { status: "paid", attempts: 2 },
        })
        expect(done.payout.tx_hash).not.toBe(failedTx)
        expect((await node.balanceOf(usdt, recipient)) - before).toBe(
          units("90")
        )
        expect(await paidEntries(id)).toBe(1)
        expect((await verify()).ok).toBe(true)
      })

      it("signs nothing while the RPC serves another chain id or asks a gas price above the maximum", async () => {
        const wallet = hotWallet()
        await node.transfer(usdt, wallet, units("100"))
        const nonce = await node.nonce(wallet)
        const id = await requested()
        const chainError = async () =>
          (await api.get("/admin/chain-watch", admin)).data.chains[0].error
        // The node serves chain id 56: a server told 97 refuses to sign.
        process.env.CHAIN_BEP20_CHAIN_ID = "97"
        const approved = await approve(id)
        expect(approved.data.withdrawal).toMatchObject({
          status: "transferring",
          payout: { status: "queued" },
        })
        expect(await chainError()).toMatch(
          /chain id 56, not 97; nothing signed/
        )
        // ganache asks 2 gwei: above a maximum of 1.
        delete process.env.CHAIN_BEP20_CHAIN_ID
        process.env.CHAIN_BEP20_HOT_WALLET_MAX_GAS_GWEI = "1"
        await scan()
        expect((await withdrawal(id)).payout).toMatchObject({
          status: "queued",
        })
        expect(await chainError()).toMatch(/gas price 2 gwei is above/)
        expect(await node.nonce(wallet)).toBe(nonce)
        // Back within both: signed and sent once.
        delete process.env.CHAIN_BEP20_HOT_WALLET_MAX_GAS_GWEI
        await scan()
        await node.mine(CONFIRMATIONS)
        await scan()
        expect(await withdrawal(id)).toMatchObject({
          status: "passed",
          payout: { status: "paid" },
        })
        expect(await node.nonce(wallet)).toBe(nonce + 1)
        expect((await verify()).ok).toBe(true)
      })

      it("holds payouts over its limits for staff, counting the day in PostgreSQL", async () => {
        const wallet = hotWallet("1000", "100")
        await node.transfer(usdt, wallet, units("500"))
        const nonce = await node.nonce(wallet)
        const first = await requested("alice")
        const second = await requested("bob")
        expect((await approve(first)).data.withdrawal.payout.status).toBe(
          "sent"
        )
        expect((await approve(second)).data.withdrawal.payout).toMatchObject({
          status: "held",
          code: "hot_wallet_daily_limit",
        })
        process.env.CHAIN_BEP20_HOT_WALLET_MAX = "50"
        process.env.CHAIN_BEP20_HOT_WALLET_DAILY = "5000"
        expect((await record(second)).data.withdrawal.payout).toMatchObject({
          status: "held",
          code: "hot_wallet_over_limit",
        })
        expect(await node.nonce(wallet)).toBe(nonce + 1)
        // Staff send the held one themselves and record it.
        const sent = await node.transfer(usdt, recipient, units("90"))
        await node.mine(CONFIRMATIONS)
        expect((await record(second, sent.hash)).data.withdrawal.status).toBe(
          "passed"
        )
        await scan()
        expect((await withdrawal(first)).status).toBe("passed")
        expect((await verify()).ok).toBe(true)
      })
    })
  },
})
