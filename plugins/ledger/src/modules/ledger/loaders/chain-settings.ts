import type { LoaderOptions } from "@medusajs/framework/types"
import {
  ChainSettingsError,
  readChainSettings,
} from "../../../lib/chains/config"

/**
 * Checks the chain settings when the module loads (server, worker, migrations):
 * a wrong CHAIN_XPUB, RPC URL, contract address, number or hot wallet setting stops
 * the process here with every problem named, not as a 500 on the first request
 * that derives an address. Nothing configured is fine and said once.
 */
export default async function chainSettingsLoader({ logger }: LoaderOptions) {
  let settings: ReturnType<typeof readChainSettings>
  try {
    settings = readChainSettings()
  } catch (e) {
    if (!(e instanceof ChainSettingsError)) throw e
    throw new Error(
      `Refusing to start: chain settings: ${e.problems.join("; ")}`
    )
  }
  const { chains, deposit, watchEvery } = settings
  if (!chains.length) {
    logger?.info(
      "ledger: no chain configured (CHAIN_<BEP20|POLYGON>_RPC_URL): deposits and payouts wait for staff"
    )
    return
  }
  const wallets = chains.filter((c) => c.hotWallet).map((c) => c.chain)
  logger?.info(
    `ledger: watching ${chains.map((c) => c.chain).join(", ")}; deposit addresses ${deposit ? "on" : "off (no CHAIN_XPUB)"}; hot wallet ${wallets.length ? wallets.join(", ") : "off"}; a pass ${watchEvery ? `every ${watchEvery} s` : "each minute"}`
  )
}
