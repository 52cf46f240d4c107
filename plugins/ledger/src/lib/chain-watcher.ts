import type { RechargeView } from "../modules/ledger/lib/types"

/**
 * A chain watcher confirms recharges by looking at the chain. None is built yet:
 * staff confirm by hand. A plugin that watches a chain registers itself here (at
 * load time); the status check of a pending recharge then asks it, and a `found`
 * answer confirms the recharge through the same ledger operation staff use.
 */
export interface ChainWatcher {
  name: string
  /** `found` only when the transfer reached the platform's address with this amount. */
  check(recharge: RechargeView): Promise<"found" | "not_found">
}

const watchers: ChainWatcher[] = []

export function registerChainWatcher(watcher: ChainWatcher) {
  if (!watchers.some((w) => w.name === watcher.name)) watchers.push(watcher)
}

/** The first watcher that finds the recharge on chain, or null. */
export async function detectRecharge(recharge: RechargeView) {
  for (const watcher of watchers)
    if ((await watcher.check(recharge)) === "found") return watcher.name
  return null
}
