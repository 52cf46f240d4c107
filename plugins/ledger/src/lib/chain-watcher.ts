import type { RechargeView } from "../modules/ledger/lib/types"
import { evmWatcher } from "./chains/report-check"

/**
 * What a watcher saw on chain for a report: the transfer of the reported amount
 * to the address the report names, who sent it, when its block was made, and
 * which log of the TX it is (the key the watcher's own credits use).
 */
export type ChainSighting = {
  from: string
  block_time: Date
  log_index: number | null
}

/**
 * A chain watcher looks at the chain for members' reports. The ledger's own
 * (lib/chains/report-check.ts) reads the configured EVM chains; without one, staff
 * confirm by hand. Another plugin may register one too (at load time); the status
 * check of a pending recharge asks them. A sighting confirms the recharge, through
 * the same ledger operation staff use, only when its sender is a wallet the member
 * proved before the block (rules.md §5, "Proven wallets"); otherwise staff decide,
 * seeing the sender.
 */
export interface ChainWatcher {
  name: string
  /** The transfer that reached the platform's address with this amount, if any. */
  check(recharge: RechargeView): Promise<ChainSighting | "not_found">
}

const watchers: ChainWatcher[] = [evmWatcher]

export function registerChainWatcher(watcher: ChainWatcher) {
  if (!watchers.some((w) => w.name === watcher.name)) watchers.push(watcher)
}

/** The first watcher's sighting of the recharge on chain, or null. */
export async function detectRecharge(recharge: RechargeView) {
  for (const watcher of watchers) {
    const seen = await watcher.check(recharge)
    if (seen !== "not_found") return { watcher: watcher.name, sighting: seen }
  }
  return null
}
