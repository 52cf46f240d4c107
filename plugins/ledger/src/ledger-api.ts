/**
 * What other plugins import from the ledger (`@uuc/ledger/ledger-api`): the module
 * key, account addresses and the service's types. They call the service through the
 * container (`container.resolve(LEDGER_MODULE)`), never the models.
 */
export { LEDGER_MODULE } from "./modules/ledger"
export {
  ASSETS,
  CHAINS,
  loanAccount,
  memberAccount,
  PLATFORM,
  UUC_ISSUANCE,
  UNIT_OF,
  worldAccount,
  type Asset,
  type Chain,
  type Unit,
} from "./modules/ledger/lib/accounts"
export type {
  Balances,
  EntryInput,
  EntryResult,
  EntryView,
  PostingInput,
  VerifyReport,
} from "./modules/ledger/lib/types"
export type { default as LedgerModuleService } from "./modules/ledger/service"
export type { DbClock } from "./modules/ledger/lib/calendar"
export { registerChainWatcher, type ChainWatcher } from "./lib/chain-watcher"
