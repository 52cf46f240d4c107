/**
 * What other plugins import from the ledger (`@uuc/ledger/ledger-api`): the module
 * key, account addresses and the service's types. They call the service through the
 * container (`container.resolve(LEDGER_MODULE)`), never the models.
 */
import type { MembersLedgerPort } from "@uuc/members/members-api"
import type LedgerModuleService from "./modules/ledger/service"

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
// What the ledger reads of the rewards plugin (`plan`, `rewards`). The rewards plugin
// depends on this one, so these contracts are the ledger's; the rewards plugin's
// entry checks its services against them, so a rename there breaks its build.
export type { PlanSource } from "./lib/plan"
export type { BorrowingCheck } from "./lib/borrowing"

type Implements<T extends U, U> = T

/** The members plugin reads balances through its own contract, checked here. */
export type LedgerForMembers = Implements<
  LedgerModuleService,
  MembersLedgerPort
>
