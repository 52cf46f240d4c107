/** Query keys of the ledger's admin data; mutations invalidate what they change. */
export const ledgerKeys = {
  all: ["uuc-ledger"] as const,
  recharges: (q: object) => [...ledgerKeys.all, "recharges", q] as const,
  withdrawals: (q: object) => [...ledgerKeys.all, "withdrawals", q] as const,
  postings: (q: object) => [...ledgerKeys.all, "postings", q] as const,
  accounts: () => [...ledgerKeys.all, "accounts"] as const,
  verify: () => [...ledgerKeys.all, "verify"] as const,
  chainAddresses: (history: boolean) =>
    [...ledgerKeys.all, "chain-addresses", history] as const,
  depositAddresses: (q: object) =>
    [...ledgerKeys.all, "deposit-addresses", q] as const,
  chainWatch: (q: object) => [...ledgerKeys.all, "chain-watch", q] as const,
  reconciliations: (q: object) =>
    [...ledgerKeys.all, "chain-reconciliations", q] as const,
  reconciliationDifferences: (id: string, q: object) =>
    [...ledgerKeys.all, "chain-reconciliations", id, q] as const,
  rechargeLinks: () => [...ledgerKeys.all, "recharge-links"] as const,
  tokenPrice: (q: object) => [...ledgerKeys.all, "token-price", q] as const,
  balances: (memberId: string) =>
    [...ledgerKeys.all, "balances", memberId] as const,
  adjustments: (memberId: string) =>
    [...ledgerKeys.all, "adjustments", memberId] as const,
}
