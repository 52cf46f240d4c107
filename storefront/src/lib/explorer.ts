/**
 * Where a member can look a transaction up: the block explorer of the chain it
 * was sent on. The chain id decides when the server names one (a watched
 * chain's `chain_id`: BSC, its testnet, Polygon); otherwise the ledger's chain
 * name (BEP20 is BSC, POLYGON Polygon). Any other chain, or an id no explorer
 * here serves (a local test node), has no link.
 */
const BY_ID: Record<number, string> = {
  56: "https://bscscan.com/tx/",
  97: "https://testnet.bscscan.com/tx/",
  137: "https://polygonscan.com/tx/",
}
const BY_NAME: Record<string, number> = { BEP20: 56, POLYGON: 137 }

const HASH = /^0x[0-9a-fA-F]{64}$/

export function txExplorerUrl(
  chain: string,
  hash: string,
  chainId?: number | null
): string | null {
  if (!HASH.test(hash)) return null
  const id = chainId ?? BY_NAME[chain]
  const base = id === undefined ? undefined : BY_ID[id]
  return base ? `${base}${hash}` : null
}
