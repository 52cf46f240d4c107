/**
 * What the ledger routes answer, declared once: the presenters and routes build
 * their bodies against these types (`satisfies` / return types) and the ledger-api
 * entry exports them to the storefront's hooks and the admin (type-only). Types
 * only: the admin's type-check reads this file. (answers.ts beside it answers a
 * money request once per idempotency key.)
 */
import type { Chain } from "../modules/ledger/lib/accounts"
import type {
  AdjustmentRequestView,
  AdjustmentView,
  Balances,
  BurnView,
  ExchangeView,
  PoolMoveView,
  PostingLine,
  RechargeView,
  TokenPriceView,
  TransferView,
  WithdrawalView,
} from "../modules/ledger/lib/types"
import type { ChainAddressView } from "../modules/ledger/ops/chain-addresses"
import type {
  ChainCursorView,
  ChainDepositView,
  DepositAddressView,
} from "../modules/ledger/ops/deposits"
import type { PayoutView } from "../modules/ledger/ops/payouts"
import type {
  ReconciliationDifferenceView,
  ReconciliationView,
} from "../modules/ledger/ops/reconciliations"

/** A page of a list: `count` rows in all, this page from `offset`. */
export type ListPage = { count: number; limit: number; offset: number }

// ---- the member's (store) routes ----

/** GET /store/ledger/balances; GET /admin/members/:id/balances. */
export type BalancesAnswer = { balances: Balances }

/** A finance line of GET /store/ledger/entries (the member's own id is implied). */
export type StoreLine = Omit<PostingLine, "account" | "member_id">
export type StoreEntries = ListPage & { entries: StoreLine[] }

/** GET /store/chain-addresses: `demo` addresses were put there by the demo seed. */
export type StoreChainAddresses = {
  chain_addresses: { chain: Chain; address: string; demo: boolean }[]
  recharge_links: { id: string; title: string; url: string }[]
}

/** The member's own deposit address on a watched chain (GET /store/deposit-addresses). */
export type StoreDepositAddress = {
  chain: Chain
  address: string
  /** The chain's USDT contract, lower case. */
  token: string
  confirmations: number
  /** The EVM chain id the platform watches (56 BSC, 97 its testnet, 137 Polygon…). */
  chain_id: number
}
export type StoreDepositAddresses = { deposit_addresses: StoreDepositAddress[] }

/** GET /store/recharges (and POST's `{ recharge }`): the member's reports. */
export type StoreRecharges = ListPage & { recharges: RechargeView[] }
export type RechargeAnswer = { recharge: RechargeView }
/** GET /store/recharges/:id: `not_detected` (translated) while it stays pending. */
export type RechargeCheck = RechargeAnswer & {
  code?: "not_detected"
  message?: string
}

export type StoreWithdrawals = ListPage & { withdrawals: WithdrawalView[] }
export type WithdrawalAnswer = { withdrawal: WithdrawalView }

/** GET /store/withdrawals/rules: what the cash-out form shows before submitting. */
export type StoreWithdrawalRules = {
  min: string
  per_day: number
  closed_weekdays: number[]
  timezone: string
  fee_rate: string
  reduced_fee_rate: string
  reduced_fee_min_direct: number
  active_direct_count: number
  chains: Chain[]
  /** The decimals of each chain's USDT: a net is rounded down to them, the fee takes the rest. */
  chain_decimals: Record<Chain, number>
  today: string
  closed_today: boolean
  used_today: number
  borrowing: boolean
  available: string
}
export type WithdrawalRulesAnswer = { rules: StoreWithdrawalRules }

/** A UUC transfer the member sent (`out`) or received (`in`); a deleted member: null. */
export type StoreTransfer = {
  id: string
  direction: "in" | "out"
  from_username: string | null
  to_username: string | null
  amount: string
  created_at: string
}
export type StoreTransfers = ListPage & { transfers: StoreTransfer[] }
/** POST /store/transfers. */
export type TransferAnswer = {
  transfer: Pick<TransferView, "id" | "amount" | "created_at"> & {
    to_username: string
  }
}
/** GET /store/transfers/recipient. */
export type RecipientCheck = { exists: boolean }

export type StoreExchange = Omit<ExchangeView, "member_id" | "entry_id">
/** The 2:1 rule's figures at the current price. */
export type ExchangeLimits = {
  price: string
  bought: string
  sold: string
  sellable: string
  sell_share_of_bought: string
}
export type StoreExchanges = ListPage & {
  exchanges: StoreExchange[]
  limits: ExchangeLimits
}
export type ExchangeAnswer = { exchange: StoreExchange }

export type StoreBurns = ListPage & { burns: BurnView[] }
export type BurnAnswer = { burn: BurnView }

/** GET /store/low-pool: the pool's balance, the UUC that may move in, the moves. */
export type StoreLowPool = ListPage & {
  balance: string
  available_uuc: string
  moves: PoolMoveView[]
}
export type PoolMoveAnswer = { move: PoolMoveView }

/** GET /store/token-price: the UUC price in force (USD) and when it was set. */
export type StoreTokenPrice = { token_price: { price: string; since: string } }

// ---- staff (admin) routes ----

/** A recharge in staff's queue: `to_owner` null when it went to the shared address. */
export type AdminRecharge = RechargeView & {
  username: string | null
  to_owner: { member_id: string; username: string | null } | null
  /**
   * Who proved the TX's sender (`tx_from`) as their wallet, and since when: empty
   * when nobody did (or the TX was not seen yet). The report time is `created_at`,
   * the transfer's `block_time`.
   */
  tx_from_provers: {
    member_id: string
    username: string
    verified_at: string
  }[]
}
export type AdminRecharges = ListPage & { recharges: AdminRecharge[] }

/** A withdrawal in staff's queue with its payout on chain, if any. */
export type AdminWithdrawal = WithdrawalView & {
  username: string | null
  payout: PayoutView | null
  /** Whether staff may still reject it (pending, or its payout can no longer land). */
  rejectable: boolean
  /** The member's payout wallet changed within the cooling hours before the request, or since. */
  wallet_changed_recently: boolean
}
export type AdminWithdrawals = ListPage & { withdrawals: AdminWithdrawal[] }
/** POST /admin/withdrawals/:id/(approve|payout|reject): the row, its payout if started. */
export type WithdrawalDecision = {
  withdrawal: WithdrawalView & { payout?: PayoutView | null }
}

/** A posting of the balance record with its member's username. */
export type AdminPosting = PostingLine & { username: string | null }
export type AdminPostings = ListPage & { postings: AdminPosting[] }

/** An account of GET /admin/ledger/accounts: the platform's and the outside world's. */
export type PlatformAccount = {
  address: string
  asset: string
  balance: string
  /** Reserved by pending entries. */
  pending_out: string
}
export type PlatformAccountsAnswer = { accounts: PlatformAccount[] }

/** A receiving address; `recharges` (reported to it) only with `?history=true`. */
export type AdminChainAddressRow = ChainAddressView & { recharges?: number }
export type AdminChainAddresses = { chain_addresses: AdminChainAddressRow[] }
export type ChainAddressAnswer = { chain_address: AdminChainAddressRow }

/** A recharge link as staff edit it. */
export type RechargeLinkView = {
  id: string
  title: string
  url: string
  sort_order: number
  enabled: boolean
}
export type RechargeLinks = { recharge_links: RechargeLinkView[] }
/** POST /admin/recharge-links(/:id): the link saved (null: it was gone). */
export type RechargeLinkAnswer = { recharge_link: RechargeLinkView | null }

/** A member's deposit address with its owner's username. */
export type AdminDepositAddress = DepositAddressView & {
  username: string | null
}
export type AdminDepositAddresses = ListPage & {
  deposit_addresses: AdminDepositAddress[]
}

/** A price of GET /admin/token-price's history, its setter by email. */
export type TokenPriceRow = TokenPriceView & { set_by_name: string | null }
export type AdminTokenPrices = ListPage & {
  token_price: TokenPriceView
  history: TokenPriceRow[]
}
export type TokenPriceAnswer = { token_price: TokenPriceView }

export type AdminAdjustments = ListPage & { adjustments: AdjustmentView[] }
/** POST /admin/members/:id/adjustments: done, or waiting for a second staff member. */
export type AdjustmentAnswer =
  { adjustment: AdjustmentView } | { adjustment_request: AdjustmentRequestView }
export type AdminAdjustmentRequest = AdjustmentRequestView & {
  username: string | null
}
export type AdminAdjustmentRequests = ListPage & {
  adjustment_requests: AdminAdjustmentRequest[]
}
export type AdjustmentDecision = { adjustment_request: AdjustmentRequestView }

/** A watched chain's scan (GET /admin/chain-watch); `lag`: head less last final block. */
export type ChainScan = Omit<ChainCursorView, "chain"> & {
  chain: Chain
  token: string
  decimals: number
  confirmations: number
  lag: string | null
}
/** A log that credited nothing, with the report of its TX (if any) and its member. */
export type ListedDeposit = ChainDepositView & {
  report_status: string | null
  username: string | null
}
export type ChainWatch = ListPage & {
  chains: ChainScan[]
  deposits: ListedDeposit[]
}

/** A reconciliation run with the chains (POST /admin/chain-reconciliations: 201). */
export type ChainReconciliationAnswer = {
  chain_reconciliation: ReconciliationView
}
/** GET /admin/chain-reconciliations: the runs, newest first. */
export type ChainReconciliations = ListPage & {
  chain_reconciliations: ReconciliationView[]
}
/** A difference a run found, with its member's username (deposit addresses). */
export type ReconciliationDifference = ReconciliationDifferenceView & {
  username: string | null
}
/** POST /admin/chain-reconciliations/:id/differences/:difference_id/resolve. */
export type ReconciliationDifferenceAnswer = {
  difference: ReconciliationDifferenceView
}
/** GET /admin/chain-reconciliations/:id/differences: the run and a page of them. */
export type ChainReconciliationDifferences = ListPage & {
  chain_reconciliation: ReconciliationView
  differences: ReconciliationDifference[]
}

/** GET /admin/ledger/customers/:id: the member behind a customer, if any. */
export type CustomerMember = {
  member: { id: string; username: string | null; balances: Balances } | null
}
