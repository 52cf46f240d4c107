import type { Asset, Chain } from "./accounts"

export type EntryStatus = "posted" | "pending" | "voided"

export type PostingInput = {
  account: string
  asset: string
  /** A decimal string (or decimal.js value); positive credits, negative debits. */
  amount: string | { toString(): string }
}

/** One journal entry as other plugins post it (the public service API). */
export type EntryInput = {
  /** Unique forever: a replay with the same key and postings changes nothing. */
  key: string
  kind: string
  /** A translation key; `params` fill it in the member's language. */
  description_key: string
  params?: Record<string, unknown>
  source?: { type: string; id: string } | null
  postings: PostingInput[]
  /** Two-phase: reserve the debits now, post or void later (bonus settlement). */
  pending?: boolean
  /**
   * Member credits are rounded down to 8 places and the remainder goes to
   * platform:rounding (default). When false, every amount must have ≤ 8 places.
   */
  round_member_credits?: boolean
}

export type PostingView = {
  id: string
  account: string
  asset: Asset
  amount: string
  balance_after: string | null
}

export type EntryView = {
  id: string
  key: string
  kind: string
  description_key: string
  params: Record<string, unknown>
  source_type: string | null
  source_id: string | null
  status: EntryStatus
  created_at: string
  posted_at: string | null
  voided_at: string | null
  postings: PostingView[]
}

export type EntryResult = { entry: EntryView; replayed: boolean }

/**
 * Entries posted in order (postEntries): the ids of those written (`replayed`: its
 * key was posted before with the same postings), and the first refused, if any,
 * with the error postEntry would have thrown; none after it was tried.
 */
export type EntriesResult = {
  posted: { id: string; replayed: boolean }[]
  refused: { index: number; error: unknown } | null
}

/** Idempotency of a request: its key (scoped by the caller) and a hash of its body. */
export type Idempotency = { key: string; hash: string }

export type Balances = Record<Asset, string>

export type RechargeStatus = "pending" | "confirmed" | "rejected"
export type RechargeView = {
  id: string
  member_id: string
  amount: string
  chain: Chain
  tx_hash: string
  to_address: string | null
  /** The member's payout/sender wallet when they reported it (front-running check). */
  from_address: string | null
  /** The TX's sender as a watcher saw it on chain (null until seen). */
  tx_from: string | null
  /** When the TX's block was made, as a watcher saw it (null until seen). */
  block_time: string | null
  status: RechargeStatus
  reason: string | null
  reviewed_by: string | null
  reviewed_at: string | null
  entry_id: string | null
  created_at: string
}

export type WithdrawalStatus =
  "pending" | "transferring" | "passed" | "rejected"
export type WithdrawalView = {
  id: string
  member_id: string
  amount: string
  fee: string
  fee_rate: string
  net: string
  chain: Chain
  address: string
  status: WithdrawalStatus
  payout_tx_hash: string | null
  reason: string | null
  reviewed_by: string | null
  reviewed_at: string | null
  day: string
  created_at: string
}

export type TransferView = {
  id: string
  from_member_id: string
  to_member_id: string
  amount: string
  entry_id: string
  created_at: string
}

export type ExchangeView = {
  id: string
  member_id: string
  from: "USDT" | "UUC"
  to: "USDT" | "UUC"
  amount_in: string
  amount_out: string
  price: string
  entry_id: string
  created_at: string
}

export type BurnView = {
  id: string
  member_id: string
  amount: string
  entry_id: string
  created_at: string
}

export type PoolMoveView = {
  id: string
  member_id: string
  amount: string
  entry_id: string
  created_at: string
}

export type AdjustmentView = {
  id: string
  member_id: string
  asset: "USDT" | "UUC" | "POINTS"
  direction: "increase" | "reduce"
  amount: string
  reason: string
  staff_user_id: string
  balance_before: string
  balance_after: string
  entry_id: string
  created_at: string
}

/** A balance adjustment above the review threshold, waiting for a second staff member. */
export type AdjustmentRequestView = {
  id: string
  member_id: string
  asset: "USDT" | "UUC" | "POINTS"
  direction: "increase" | "reduce"
  amount: string
  usd_value: string
  reason: string
  requested_by: string
  status: "pending" | "approved" | "rejected"
  reviewed_by: string | null
  reviewed_at: string | null
  reject_reason: string | null
  adjustment_id: string | null
  created_at: string
}

export type TokenPriceView = {
  id: string
  price: string
  set_by: string | null
  created_at: string
}

/** A line of the finance list: one posting with its entry's description. */
export type PostingLine = {
  id: string
  entry_id: string
  account: string
  member_id: string | null
  asset: Asset
  amount: string
  balance_after: string | null
  kind: string
  description_key: string
  params: Record<string, unknown>
  source_type: string | null
  source_id: string | null
  status: EntryStatus
  created_at: string
}

export type Page = { limit: number; offset: number }
export type Listed<T> = { rows: T[]; count: number }

export type VerifyCheck = {
  name: string
  ok: boolean
  detail: string
  /** How many rows the check examined (entries, accounts, postings, …). */
  count: number
}
export type VerifyReport = { ok: boolean; checks: VerifyCheck[] }
