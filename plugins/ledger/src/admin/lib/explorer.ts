/**
 * A transaction's page on its chain's public explorer, for staff checking a
 * recharge's sender and amount before confirming it. The chains the ledger knows
 * (BEP20, POLYGON) and the USDT chains a plan may add (ERC20, TRC20).
 */
const EXPLORERS: Record<string, (tx: string) => string> = {
  BEP20: (tx) => `https://bscscan.com/tx/${tx}`,
  POLYGON: (tx) => `https://polygonscan.com/tx/${tx}`,
  ERC20: (tx) => `https://etherscan.io/tx/${tx}`,
  TRC20: (tx) => `https://tronscan.org/#/transaction/${tx}`,
}

/** The explorer link of `tx` on `chain`, or null for a chain without one. */
export function explorerTxUrl(chain: string, tx: string): string | null {
  const url = EXPLORERS[chain]
  return url ? url(encodeURIComponent(tx)) : null
}
