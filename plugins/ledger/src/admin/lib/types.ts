// The HTTP shapes the server already declares, as the admin receives them (type-only:
// the build erases these imports).
import type { Asset } from "../../modules/ledger/lib/accounts"
import type {
  AdjustmentRequestView,
  Balances,
  AdjustmentView,
  TokenPriceView,
} from "../../modules/ledger/lib/types"

export type { Asset, Balances }
export type Paged = { count: number; limit: number; offset: number }

export type Recharge = {
  id: string
  member_id: string
  username: string | null
  amount: string
  chain: string
  tx_hash: string
  to_address: string | null
  /** The member's payout wallet when they reported it: compare with the TX's sender. */
  from_address: string | null
  /** The member owning `to_address` (their own deposit address); null: the shared one. */
  to_owner: { member_id: string; username: string | null } | null
  status: "pending" | "confirmed" | "rejected"
  reason: string | null
  reviewed_by: string | null
  reviewed_at: string | null
  created_at: string
}

export type Withdrawal = {
  id: string
  member_id: string
  username: string | null
  amount: string
  fee: string
  fee_rate: string
  net: string
  chain: string
  address: string
  status: "pending" | "transferring" | "passed" | "rejected"
  payout_tx_hash: string | null
  reason: string | null
  reviewed_by: string | null
  reviewed_at: string | null
  created_at: string
  /** Its payout on chain, where this server pays on its chain. */
  payout?: Payout | null
}

export type Payout = {
  mode: "recorded" | "hot_wallet"
  status:
    | "queued"
    | "held"
    | "sending"
    | "sent"
    | "verifying"
    | "paid"
    | "refused"
    | "failed"
  tx_hash: string | null
  /** Why it was refused, failed or held (an error code, translated). */
  code: string | null
  /** The chain's detail (confirmations so far, the last RPC error…). */
  reason: string | null
  attempts: number
  checked_at: string | null
}

/** A member's own deposit address (derived from the operator's xpub). */
export type DepositAddress = {
  member_id: string
  username: string | null
  address: string
  child_index: number
  deposits: number
  created_at: string
}

export type Posting = {
  id: string
  entry_id: string
  account: string
  member_id: string | null
  username: string | null
  asset: Asset
  amount: string
  balance_after: string | null
  kind: string
  description_key: string
  params: Record<string, unknown>
  status: "posted" | "pending" | "voided"
  created_at: string
}

export type ChainAddress = {
  id: string
  chain: string
  address: string
  created_by: string | null
  retired_at: string | null
  created_at: string
  recharges?: number
}

export type RechargeLink = {
  id: string
  title: string
  url: string
  sort_order: number
  enabled: boolean
}

export type TokenPrice = TokenPriceView & {
  /** The staff member's email (history rows only). */
  set_by_name?: string | null
}

export type Adjustment = AdjustmentView

export type AdjustmentRequest = AdjustmentRequestView & {
  username: string | null
}

export type VerifyReport = {
  ok: boolean
  checks: { name: string; ok: boolean; detail: string; count: number }[]
}

export type PlatformAccount = {
  address: string
  asset: string
  balance: string
  pending_out: string
}

/** GET /admin/chain-watch: per watched chain its scan, then the listed deposits. */
export type ChainWatch = Paged & {
  chains: {
    chain: string
    token: string
    decimals: number
    confirmations: number
    last_block: string | null
    scanned_to: string | null
    head_block: string | null
    lag: string | null
    scanned_at: string | null
    error: string | null
    error_at: string | null
    errors: number
  }[]
  deposits: {
    id: string
    chain: string
    tx_hash: string
    log_index: number
    block_number: string
    token: string
    from_address: string
    to_address: string
    amount: string | null
    status: "dropped" | "wrong_token" | "unclaimed" | "too_small"
    username: string | null
    report_status: string | null
    created_at: string
  }[]
}
