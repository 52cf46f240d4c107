import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { LEDGER_MODULE } from "../../modules/ledger"
import { floor8, fmt, money, type Money } from "../../modules/ledger/lib/money"
import type {
  DifferenceInput,
  ReconciledChain,
  ReconciliationView,
} from "../../modules/ledger/ops/reconciliations"
import type LedgerModuleService from "../../modules/ledger/service"
import { chainConfigs, type ChainConfig } from "./config"
import { clientOf, finalBlock, rpcMessage, TRANSFER, withBackoff } from "./rpc"
import { viem, viemAccounts } from "./viem"

/** Addresses per eth_getLogs topic filter (as the watcher). */
const ADDRESS_CHUNK = 200
const BALANCE_OF = viem.parseAbi([
  "function balanceOf(address owner) view returns (uint256)",
])

type Transfer = {
  tx_hash: string
  log_index: number
  block_number: bigint
  from: string
  to: string
  value: bigint
}

/** Reads the chain's USDT Transfer logs in the config's block ranges. */
async function transfers(
  config: ChainConfig,
  from: bigint,
  to: bigint,
  args: { to?: `0x${string}`[]; from?: `0x${string}` }
): Promise<Transfer[]> {
  const client = clientOf(config)
  const out: Transfer[] = []
  for (let start = from; start <= to; start += BigInt(config.blockRange)) {
    const end = min(to, start + BigInt(config.blockRange) - 1n)
    const logs = await withBackoff(
      () =>
        client.getLogs({
          address: config.usdt as `0x${string}`,
          event: TRANSFER,
          args,
          fromBlock: start,
          toBlock: end,
          strict: true,
        }),
      () => undefined
    )
    for (const l of logs)
      if (!l.removed)
        out.push({
          tx_hash: l.transactionHash.toLowerCase(),
          log_index: l.logIndex,
          block_number: l.blockNumber,
          from: l.args.from.toLowerCase(),
          to: l.args.to.toLowerCase(),
          value: l.args.value,
        })
  }
  return out
}

const min = (a: bigint, b: bigint) => (a < b ? a : b)
/** Token units in USDT, exact (a token's own decimals kept). */
const units = (raw: bigint, decimals: number): Money =>
  money(raw.toString()).div(money(10).pow(decimals))
/** An exact amount as text, without trailing zeros beyond the ledger's 8 places. */
const exact = (d: Money) => (d.decimalPlaces() <= 8 ? fmt(d) : d.toFixed())

/**
 * One chain compared with the ledger (README, "Reconciliation"):
 * - every transfer of the chain's USDT to a member's deposit address from the
 *   watcher's first block to its last final one against the ledger's credits to
 *   that address, transfer by transfer (chain, TX, log index): a transfer that
 *   credited nothing, a credit that no transfer shows, a credit of another amount
 *   (the ledger credits the amount rounded down to 8 places: that is no
 *   difference);
 * - the hot wallet (where one is configured): each transfer out of it against the
 *   payouts the ledger recorded by their TX, and its balance at the final block
 *   against what the ledger's payouts leave of it (its balance had it sent only
 *   those: its funding is not the ledger's, so that is what can be compared).
 */
export async function reconcileChain(
  ledger: LedgerModuleService,
  config: ChainConfig
): Promise<{ summary: ReconciledChain; differences: DifferenceInput[] }> {
  const client = clientOf(config)
  const { chain, decimals } = config
  const rpc = <T>(run: () => Promise<T>) => withBackoff(run, () => undefined)
  const head = await rpc(() => client.getBlockNumber({ cacheTime: 0 }))
  const { final, finalized } = await rpc(() => finalBlock(client, config, head))
  const [cursor] = (await ledger.chainCursors()).filter(
    (c) => c.chain === chain
  )
  const first =
    cursor?.first_block != null ? BigInt(cursor.first_block) : config.startBlock
  const summary: ReconciledChain = {
    chain,
    from_block: null,
    to_block: null,
    finalized: finalized === null ? null : finalized.toString(),
    addresses: 0,
    transfers: 0,
    credits: 0,
    hot_wallet: null,
    note: null,
  }
  if (cursor?.last_block == null || first === null) {
    summary.note = "not scanned yet: nothing to compare"
    return { summary, differences: [] }
  }
  const differences: DifferenceInput[] = []
  const last = min(BigInt(cursor.last_block), final)
  summary.from_block = first.toString()
  summary.to_block = last.toString()

  // ── members' deposit addresses ──
  const owners = await ledger.depositAddressOwners()
  const ownerOf = new Map(owners.map((o) => [o.address, o.member_id]))
  summary.addresses = owners.length
  const seen: Transfer[] = []
  for (let i = 0; i < owners.length; i += ADDRESS_CHUNK)
    seen.push(
      ...(await transfers(config, first, last, {
        to: owners
          .slice(i, i + ADDRESS_CHUNK)
          .map((o) => o.address as `0x${string}`),
      }))
    )
  summary.transfers = seen.length
  const credits = await ledger.depositCredits({
    chain,
    to_block: last.toString(),
  })
  summary.credits = credits.length
  const byKey = new Map(seen.map((t) => [`${t.tx_hash}:${t.log_index}`, t]))
  const matched = new Set<Transfer>()
  for (const credit of credits) {
    // A credit without its log's index (a report) is its TX's transfer to that
    // address, whichever log it is.
    const transfer =
      credit.log_index !== null
        ? byKey.get(`${credit.tx_hash}:${credit.log_index}`)
        : seen.find(
            (t) =>
              t.tx_hash === credit.tx_hash &&
              t.to === credit.address &&
              !matched.has(t)
          )
    const common = {
      chain,
      address: credit.address,
      member_id: credit.member_id,
      tx_hash: credit.tx_hash,
      log_index: credit.log_index,
      block_number: credit.block_number,
      recharge_id: credit.recharge_id,
    }
    const credited = money(credit.amount)
    if (!transfer || transfer.to !== credit.address || matched.has(transfer)) {
      differences.push({
        ...common,
        kind: "credit_without_transfer",
        chain_amount: null,
        ledger_amount: fmt(credited),
        difference: fmt(credited.negated()),
      })
      continue
    }
    matched.add(transfer)
    const sent = units(transfer.value, decimals)
    if (!floor8(sent).eq(credited))
      differences.push({
        ...common,
        kind: "amount_mismatch",
        log_index: transfer.log_index,
        block_number: transfer.block_number.toString(),
        chain_amount: exact(sent),
        ledger_amount: fmt(credited),
        difference: exact(sent.minus(credited)),
      })
  }
  for (const t of seen) {
    if (matched.has(t) || t.value === 0n) continue
    const sent = units(t.value, decimals)
    differences.push({
      chain,
      kind: "transfer_not_credited",
      address: t.to,
      member_id: ownerOf.get(t.to) ?? null,
      tx_hash: t.tx_hash,
      log_index: t.log_index,
      block_number: t.block_number.toString(),
      chain_amount: exact(sent),
      ledger_amount: null,
      difference: exact(sent),
    })
  }

  // ── the hot wallet ──
  if (config.hotWallet) {
    const wallet = viemAccounts
      .privateKeyToAccount(config.hotWallet.privateKey)
      .address.toLowerCase() as `0x${string}`
    const [raw, out, payouts] = await Promise.all([
      rpc(() =>
        client.readContract({
          address: config.usdt as `0x${string}`,
          abi: BALANCE_OF,
          functionName: "balanceOf",
          args: [wallet],
          blockNumber: final,
        })
      ),
      transfers(config, first, final, { from: wallet }),
      ledger.recordedPayouts(chain),
    ])
    const byTx = new Map(payouts.map((p) => [p.tx_hash, p]))
    const balance = units(raw, decimals)
    let sentOut = money(0)
    let paid = money(0)
    const onChain = new Set<string>()
    for (const t of out) {
      const amount = units(t.value, decimals)
      sentOut = sentOut.plus(amount)
      const payout = byTx.get(t.tx_hash)
      if (payout && !onChain.has(t.tx_hash)) {
        onChain.add(t.tx_hash)
        paid = paid.plus(money(payout.amount))
        continue
      }
      differences.push({
        chain,
        kind: "hot_wallet_unrecorded_transfer",
        address: wallet,
        tx_hash: t.tx_hash,
        log_index: t.log_index,
        block_number: t.block_number.toString(),
        chain_amount: exact(amount),
        ledger_amount: null,
        difference: exact(amount),
      })
    }
    for (const p of payouts) {
      if (onChain.has(p.tx_hash)) continue
      if (p.mode !== "hot_wallet" || p.status !== "paid") continue
      if (p.from_address && p.from_address !== wallet) continue
      // Settled by the ledger, yet no transfer out of the wallet shows it.
      paid = paid.plus(money(p.amount))
      differences.push({
        chain,
        kind: "payout_not_on_chain",
        address: wallet,
        tx_hash: p.tx_hash,
        chain_amount: null,
        ledger_amount: fmt(money(p.amount)),
        difference: fmt(money(p.amount).negated()),
      })
    }
    // Had the wallet sent only the ledger's payouts, it would hold this.
    const expected = balance.plus(sentOut).minus(paid)
    summary.hot_wallet = {
      address: wallet,
      block: final.toString(),
      balance: exact(balance),
      expected: exact(expected),
    }
    if (!expected.eq(balance))
      differences.push({
        chain,
        kind: "hot_wallet_balance",
        address: wallet,
        block_number: final.toString(),
        chain_amount: exact(balance),
        ledger_amount: exact(expected),
        difference: exact(balance.minus(expected)),
      })
  }
  return { summary, differences }
}

/**
 * A reconciliation of every configured chain, one run at a time (a second start
 * answers 409 `chain_reconciliation_running`). Each chain is read under the
 * watcher's lock of that chain, so no pass credits while its transfers are
 * compared. A chain that cannot be read fails the run (no differences are
 * stored; the previous run stays the one verify reads).
 */
export async function reconcileChains(
  container: MedusaContainer,
  input: { trigger: "schedule" | "staff"; staff?: string }
): Promise<ReconciliationView> {
  const ledger = container.resolve<LedgerModuleService>(LEDGER_MODULE)
  const locking = container.resolve(Modules.LOCKING)
  const run = await ledger.startChainReconciliation(input)
  const chains: ReconciledChain[] = []
  const differences: DifferenceInput[] = []
  try {
    for (const config of chainConfigs()) {
      const found = await locking.execute(
        `ledger:chain-watch:${config.chain}`,
        () => reconcileChain(ledger, config),
        { timeout: 120, expire: 900 }
      )
      chains.push(found.summary)
      differences.push(...found.differences)
    }
  } catch (e) {
    return ledger.failChainReconciliation({ id: run.id, error: rpcMessage(e) })
  }
  return ledger.finishChainReconciliation({ id: run.id, chains, differences })
}
