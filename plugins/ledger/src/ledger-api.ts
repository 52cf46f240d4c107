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
  AdjustmentRequestView,
  AdjustmentView,
  Balances,
  BurnView,
  EntryInput,
  EntryResult,
  EntryStatus,
  EntryView,
  ExchangeView,
  PoolMoveView,
  PostingInput,
  PostingLine,
  RechargeStatus,
  RechargeView,
  TokenPriceView,
  VerifyCheck,
  VerifyReport,
  WithdrawalStatus,
  WithdrawalView,
} from "./modules/ledger/lib/types"
export type { ChainAddressView } from "./modules/ledger/ops/chain-addresses"
export type {
  ChainCursorView,
  ChainDepositView,
  DepositAddressView,
  DepositStatus,
} from "./modules/ledger/ops/deposits"
export type { PayoutStatus, PayoutView } from "./modules/ledger/ops/payouts"
// What the HTTP routes answer, for the storefront's hooks and the admin (type-only).
export type {
  AdjustmentAnswer,
  AdjustmentDecision,
  AdminAdjustmentRequest,
  AdminAdjustmentRequests,
  AdminAdjustments,
  AdminChainAddressRow,
  AdminChainAddresses,
  AdminDepositAddress,
  AdminDepositAddresses,
  AdminPosting,
  AdminPostings,
  AdminRecharge,
  AdminRecharges,
  AdminTokenPrices,
  AdminWithdrawal,
  AdminWithdrawals,
  BalancesAnswer,
  BurnAnswer,
  ChainAddressAnswer,
  ChainScan,
  ChainWatch,
  CustomerMember,
  ExchangeAnswer,
  ExchangeLimits,
  ListedDeposit,
  ListPage,
  PlatformAccount,
  PlatformAccountsAnswer,
  PoolMoveAnswer,
  RechargeAnswer,
  RechargeCheck,
  RechargeLinkAnswer,
  RechargeLinks,
  RechargeLinkView,
  RecipientCheck,
  StoreBurns,
  StoreChainAddresses,
  StoreDepositAddress,
  StoreDepositAddresses,
  StoreEntries,
  StoreExchange,
  StoreExchanges,
  StoreLine,
  StoreLowPool,
  StoreRecharges,
  StoreTokenPrice,
  StoreTransfer,
  StoreTransfers,
  StoreWithdrawals,
  TokenPriceAnswer,
  TokenPriceRow,
  TransferAnswer,
  WithdrawalAnswer,
  WithdrawalDecision,
  StoreWithdrawalRules,
  WithdrawalRulesAnswer,
} from "./api/answer-types"
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
