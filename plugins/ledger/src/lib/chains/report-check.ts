import type { RechargeView } from "../../modules/ledger/lib/types"
import { money } from "../../modules/ledger/lib/money"
import { tokenAmount } from "../../modules/ledger/ops/deposits"
import type { ChainWatcher } from "../chain-watcher"
import { chainConfig } from "./config"
import { clientOf, finalBlock, TRANSFER } from "./rpc"
import { viem } from "./viem"

/**
 * The status check of a member's report (a deposit to the platform's shared
 * address): a sighting when the TX holds a Transfer of the chain's USDT to the
 * address the report names, of exactly the reported amount, with the configured
 * confirmations (and finalized where the chain tells it). It answers the TX's sender and block time: whether that sender
 * is the member's proven wallet is the caller's decision (a public hash names
 * anyone's transfer, and a typed wallet proves nothing).
 */
export const evmWatcher: ChainWatcher = {
  name: "evm",
  async check(recharge: RechargeView) {
    const config = chainConfig(recharge.chain)
    if (!config || !recharge.to_address) return "not_found"
    const client = clientOf(config)
    // The RPC down or the TX unknown: not detected (yet), never an error.
    const [receipt, head] = await Promise.all([
      client
        .getTransactionReceipt({ hash: recharge.tx_hash as `0x${string}` })
        .catch(() => null),
      client.getBlockNumber({ cacheTime: 0 }).catch(() => null),
    ])
    if (!receipt || head === null || receipt.status !== "success")
      return "not_found"
    const final = await finalBlock(client, config, head).catch(() => null)
    if (!final || receipt.blockNumber > final.final) return "not_found"
    const want = money(recharge.amount)
    for (const log of receipt.logs) {
      if (log.address.toLowerCase() !== config.usdt) continue
      let event
      try {
        event = viem.decodeEventLog({
          abi: [TRANSFER],
          data: log.data,
          topics: log.topics,
        })
      } catch {
        continue
      }
      const { from, to, value } = event.args
      if (
        to.toLowerCase() !== recharge.to_address.toLowerCase() ||
        !tokenAmount(value.toString(), config.decimals).eq(want)
      )
        continue
      const block = await client
        .getBlock({ blockNumber: receipt.blockNumber })
        .catch(() => null)
      if (!block) return "not_found"
      return {
        from: from.toLowerCase(),
        block_time: new Date(Number(block.timestamp) * 1000),
        log_index: log.logIndex,
      }
    }
    return "not_found"
  },
}
