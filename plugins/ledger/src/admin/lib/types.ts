// The ledger routes' answers, type-only (the build erases them): one declaration,
// in the plugin's api/answer-types.ts (the ledger-api entry exports the same).
export type { Asset } from "../../modules/ledger/lib/accounts"
export type { VerifyReport } from "../../modules/ledger/lib/types"
export type { PayoutView as Payout } from "../../modules/ledger/ops/payouts"
export type {
  AdjustmentAnswer,
  AdjustmentDecision,
  AdminAdjustmentRequest as AdjustmentRequest,
  AdminAdjustmentRequests,
  AdminAdjustments,
  AdminChainAddresses,
  AdminDepositAddresses,
  AdminPostings,
  AdminRecharge as Recharge,
  AdminRecharges,
  AdminTokenPrices,
  AdminWithdrawal as Withdrawal,
  AdminWithdrawals,
  BalancesAnswer,
  ChainAddressAnswer,
  ChainReconciliationAnswer,
  ChainReconciliationDifferences,
  ChainReconciliations,
  ChainWatch,
  PlatformAccountsAnswer,
  RechargeAnswer,
  RechargeLinkAnswer,
  RechargeLinkView as RechargeLink,
  RechargeLinks,
  ReconciliationDifference,
  TokenPriceAnswer,
  WithdrawalDecision,
} from "../../api/answer-types"
