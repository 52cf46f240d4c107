import type { RechargeView } from "../../modules/ledger/lib/types"
import { money } from "../../modules/ledger/lib/money"
import { tokenAmount } from "../../modules/ledger/ops/deposits"
import type { ChainWatcher } from "../chain-watcher"
import { chainConfig } from "./config"
import { clientOf, TRANSFER } from "./rpc"
import { viem } from "./viem"

/**
 * The status check of a member's report (a deposit to the platform's shared
 * address): found when the TX holds a Transfer of the chain's USDT from the
 * member's own wallet to the address the report names, of exactly the reported
 * amount, with the configured confirmations. Another sender's TX is never found
 * (a public hash cannot be claimed by someone else); staff can still confirm.
 */
export const evmWatcher: ChainWatcher = {
  name: "evm",
  async check(recharge: RechargeView) {
    const config = chainConfig(recharge.chain)
    if (!config || !recharge.to_address || !recharge.from_address)
      return "not_found"
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
    if (head - receipt.blockNumber + 1n < BigInt(config.confirmations))
      return "not_found"
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
        from.toLowerCase() === recharge.from_address.toLowerCase() &&
        to.toLowerCase() === recharge.to_address.toLowerCase() &&
        tokenAmount(value.toString(), config.decimals).eq(want)
      )
        return "found"
    }
    return "not_found"
  },
}
