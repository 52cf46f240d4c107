import type { RechargeView } from "../modules/ledger/lib/types"
import { evmWatcher } from "./chains/report-check"

/**
 * A chain watcher confirms recharges by looking at the chain. The ledger's own
 * (lib/chains/report-check.ts) reads the configured EVM chains; without one, staff
 * confirm by hand. Another plugin may register one too (at load time); the status
 * check of a pending recharge asks them, and a `found` answer confirms the
 * recharge through the same ledger operation staff use.
 */
export interface ChainWatcher {
  name: string
  /** `found` only when the transfer reached the platform's address with this amount. */
  check(recharge: RechargeView): Promise<"found" | "not_found">
}

const watchers: ChainWatcher[] = [evmWatcher]

export function registerChainWatcher(watcher: ChainWatcher) {
  if (!watchers.some((w) => w.name === watcher.name)) watchers.push(watcher)
}

/** The first watcher that finds the recharge on chain, or null. */
export async function detectRecharge(recharge: RechargeView) {
  for (const watcher of watchers)
    if ((await watcher.check(recharge)) === "found") return watcher.name
  return null
}
