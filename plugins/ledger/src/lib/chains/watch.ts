import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { type Announce, announcer } from "../announce"
import { LEDGER_MODULE } from "../../modules/ledger"
import type { ChainLog } from "../../modules/ledger/ops/deposits"
import type LedgerModuleService from "../../modules/ledger/service"
import { chainConfigs, type ChainConfig } from "./config"
import { advancePayouts } from "./payouts"
import { clientOf, finalBlock, rpcMessage, TRANSFER, withBackoff } from "./rpc"
import type { Viem } from "./viem"

/** Addresses per eth_getLogs topic filter (RPC servers bound the list). */
const ADDRESS_CHUNK = 200
/** Block ranges per run at most: a long outage catches up over several runs. */
const RANGES_PER_RUN = 20

export type ScanResult = {
  chain: string
  head: string
  last_block: string
  seen: number
  credited: number
  dropped: number
}

const asLog = (
  l: Viem.Log<bigint, number, false, typeof TRANSFER>
): ChainLog => ({
  tx_hash: l.transactionHash.toLowerCase(),
  log_index: l.logIndex,
  block_number: l.blockNumber.toString(),
  block_hash: l.blockHash.toLowerCase(),
  token: l.address.toLowerCase(),
  from_address: l.args.from!.toLowerCase(),
  to_address: l.args.to!.toLowerCase(),
  raw_value: l.args.value!.toString(),
})

/**
 * One pass over one chain: reads Transfer logs (any token) to watched addresses
 * block range by block range from the last final block, stores them, then credits
 * the logs with enough confirmations (and finalized, where the chain says so)
 * after re-reading each from its receipt (a reorg that dropped it credits nothing). The cursor only passes blocks that have
 * their confirmations, so a reorg's new blocks are read again.
 */
export async function scanChain(
  ledger: LedgerModuleService,
  config: ChainConfig,
  onError?: (e: unknown) => void,
  /** Tells followers of each recharge credited (after its commit). */
  announce?: Announce
): Promise<ScanResult> {
  const client = clientOf(config)
  const { chain } = config
  const rpc = <T>(run: () => Promise<T>) =>
    withBackoff(run, async (e) => {
      onError?.(e)
      await ledger.recordChainError({ chain, error: rpcMessage(e) })
    })

  const head = await rpc(() => client.getBlockNumber({ cacheTime: 0 }))
  // A log's own block is its first confirmation: `final` is the last block
  // with the configured confirmations, and not past the chain's finalized block
  // where the RPC tells it.
  const { final } = await rpc(() => finalBlock(client, config, head))
  const [cursor] = (await ledger.chainCursors()).filter(
    (c) => c.chain === chain
  )
  let last =
    cursor?.last_block != null
      ? BigInt(cursor.last_block)
      : config.startBlock != null
        ? config.startBlock - 1n
        : final
  const result: ScanResult = {
    chain,
    head: head.toString(),
    last_block: last.toString(),
    seen: 0,
    credited: 0,
    dropped: 0,
  }

  const { members, shared } = await ledger.watchedAddresses(chain)
  const targets = [...members, ...shared] as `0x${string}`[]
  let from = last + 1n
  const scannedFrom = from.toString()
  for (let n = 0; n < RANGES_PER_RUN && from <= head; n++) {
    const to = min(head, from + BigInt(config.blockRange) - 1n)
    for (let i = 0; i < targets.length; i += ADDRESS_CHUNK) {
      const logs = await rpc(() =>
        client.getLogs({
          event: TRANSFER,
          args: { to: targets.slice(i, i + ADDRESS_CHUNK) },
          fromBlock: from,
          toBlock: to,
          strict: true,
        })
      )
      result.seen += await ledger.recordChainLogs({
        chain,
        usdt: config.usdt,
        decimals: config.decimals,
        logs: logs.filter((l) => !l.removed).map(asLog),
      })
    }
    // Blocks short of their confirmations are read again next time.
    last = max(last, min(to, final))
    await ledger.saveChainCursor({
      chain,
      last_block: last.toString(),
      scanned_to: to.toString(),
      head_block: head.toString(),
      scanned_from: scannedFrom,
    })
    from = to + 1n
  }
  result.last_block = last.toString()

  for (const deposit of await ledger.seenDeposits(chain, final.toString())) {
    // Re-read at confirmation time: the receipt must still hold this very log.
    const receipt = await rpc(() =>
      client
        .getTransactionReceipt({ hash: deposit.tx_hash as `0x${string}` })
        .catch((e: unknown) => {
          if ((e as Error).name === "TransactionReceiptNotFoundError")
            return null
          throw e
        })
    )
    const log = receipt?.logs.find(
      (l) =>
        l.logIndex === deposit.log_index &&
        l.address.toLowerCase() === deposit.token &&
        l.topics[0] === TRANSFER_TOPIC &&
        topicAddress(l.topics[2]) === deposit.to_address &&
        BigInt(l.data) === BigInt(deposit.raw_value)
    )
    if (!receipt || receipt.status !== "success" || !log) {
      await ledger.dropDeposit(deposit.id)
      result.dropped++
      continue
    }
    const at = {
      id: deposit.id,
      block_number: receipt.blockNumber.toString(),
      block_hash: receipt.blockHash.toLowerCase(),
    }
    if (receipt.blockNumber > final) {
      await ledger.moveDeposit(at)
      continue
    }
    const recharge = await ledger.creditDeposit(at)
    if (recharge) {
      result.credited++
      await announce?.("ledger.recharge.credited", recharge.id)
    }
  }
  return result
}

const TRANSFER_TOPIC =
  "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef"
const topicAddress = (t?: string) =>
  t ? `0x${t.slice(-40)}`.toLowerCase() : null
const min = (a: bigint, b: bigint) => (a < b ? a : b)
const max = (a: bigint, b: bigint) => (a > b ? a : b)

/**
 * Every configured chain once, under a lock per chain shared by all processes
 * (Medusa's locking module): two workers never scan one chain at the same time.
 * A chain's RPC failure is recorded and the other chains go on.
 */
export async function watchChains(
  container: MedusaContainer
): Promise<ScanResult[]> {
  const logger = container.resolve("logger")
  // Nothing configured: the module's loader said so once at boot.
  const configs = chainConfigs()
  if (!configs.length) return []
  const ledger = container.resolve<LedgerModuleService>(LEDGER_MODULE)
  const locking = container.resolve(Modules.LOCKING)
  const results: ScanResult[] = []
  for (const config of configs) {
    try {
      results.push(
        await locking.execute(
          `ledger:chain-watch:${config.chain}`,
          async () => {
            const announce = announcer(container)
            const scanned = await scanChain(ledger, config, undefined, announce)
            await advancePayouts(ledger, config, undefined, announce)
            return scanned
          },
          { timeout: 1, expire: 300 }
        )
      )
    } catch (e) {
      logger.warn(`ledger: ${config.chain} watch failed: ${rpcMessage(e)}`)
    }
  }
  return results
}
