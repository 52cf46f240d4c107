import type { Asset, Chain } from "./accounts"
import { iso, type Row } from "./sql"
import type {
  AdjustmentView,
  BurnView,
  EntryStatus,
  EntryView,
  ExchangeView,
  PoolMoveView,
  PostingLine,
  RechargeStatus,
  RechargeView,
  TokenPriceView,
  TransferView,
  WithdrawalStatus,
  WithdrawalView,
} from "./types"

// Rows come from raw SQL: NUMERIC as strings (8 places), timestamps as Dates.
const str = (v: unknown) => (v == null ? null : String(v))
const json = (v: unknown): Record<string, unknown> =>
  typeof v === "string" ? JSON.parse(v) : ((v as Record<string, unknown>) ?? {})

export const presentEntry = (e: Row, postings: Row[]): EntryView => ({
  id: String(e.id),
  key: String(e.key),
  kind: String(e.kind),
  description_key: String(e.description_key),
  params: json(e.params),
  source_type: str(e.source_type),
  source_id: str(e.source_id),
  status: e.status as EntryStatus,
  created_at: iso(e.created_at)!,
  posted_at: iso(e.posted_at),
  voided_at: iso(e.voided_at),
  postings: postings.map((p) => ({
    id: String(p.id),
    account: String(p.account),
    asset: p.asset as Asset,
    amount: String(p.amount),
    balance_after: str(p.balance_after),
  })),
})

export const presentLine = (p: Row): PostingLine => ({
  id: String(p.id),
  entry_id: String(p.entry_id),
  account: String(p.account),
  member_id: str(p.member_id),
  asset: p.asset as Asset,
  amount: String(p.amount),
  balance_after: str(p.balance_after),
  kind: String(p.kind),
  description_key: String(p.description_key),
  params: json(p.params),
  source_type: str(p.source_type),
  source_id: str(p.source_id),
  status: p.status as EntryStatus,
  created_at: iso(p.created_at)!,
})

export const presentRecharge = (r: Row): RechargeView => ({
  id: String(r.id),
  member_id: String(r.member_id),
  amount: String(r.amount),
  chain: r.chain as Chain,
  tx_hash: String(r.tx_hash),
  to_address: str(r.to_address),
  from_address: str(r.from_address),
  tx_from: str(r.tx_from),
  block_time: iso(r.block_time),
  status: r.status as RechargeStatus,
  reason: str(r.reason),
  reviewed_by: str(r.reviewed_by),
  reviewed_at: iso(r.reviewed_at),
  entry_id: str(r.entry_id),
  created_at: iso(r.created_at)!,
})

export const presentWithdrawal = (w: Row): WithdrawalView => ({
  id: String(w.id),
  member_id: String(w.member_id),
  amount: String(w.amount),
  fee: String(w.fee),
  fee_rate: String(w.fee_rate),
  net: String(w.net),
  chain: w.chain as Chain,
  address: String(w.address),
  status: w.status as WithdrawalStatus,
  payout_tx_hash: str(w.payout_tx_hash),
  reason: str(w.reason),
  reviewed_by: str(w.reviewed_by),
  reviewed_at: iso(w.reviewed_at),
  day: String(w.day),
  created_at: iso(w.created_at)!,
})

export const presentTransfer = (t: Row): TransferView => ({
  id: String(t.id),
  from_member_id: String(t.from_member_id),
  to_member_id: String(t.to_member_id),
  amount: String(t.amount),
  entry_id: String(t.entry_id),
  created_at: iso(t.created_at)!,
})

export const presentExchange = (x: Row): ExchangeView => ({
  id: String(x.id),
  member_id: String(x.member_id),
  from: x.from_asset as "USDT" | "UUC",
  to: x.to_asset as "USDT" | "UUC",
  amount_in: String(x.amount_in),
  amount_out: String(x.amount_out),
  price: String(x.price),
  entry_id: String(x.entry_id),
  created_at: iso(x.created_at)!,
})

export const presentBurn = (b: Row): BurnView => ({
  id: String(b.id),
  member_id: String(b.member_id),
  amount: String(b.amount),
  entry_id: String(b.entry_id),
  created_at: iso(b.created_at)!,
})

export const presentPoolMove = (b: Row): PoolMoveView => ({
  id: String(b.id),
  member_id: String(b.member_id),
  amount: String(b.amount),
  entry_id: String(b.entry_id),
  created_at: iso(b.created_at)!,
})

export const presentAdjustment = (a: Row): AdjustmentView => ({
  id: String(a.id),
  member_id: String(a.member_id),
  asset: a.asset as AdjustmentView["asset"],
  direction: a.direction as AdjustmentView["direction"],
  amount: String(a.amount),
  reason: String(a.reason),
  staff_user_id: String(a.staff_user_id),
  balance_before: String(a.balance_before),
  balance_after: String(a.balance_after),
  entry_id: String(a.entry_id),
  created_at: iso(a.created_at)!,
})

export const presentPrice = (p: Row): TokenPriceView => ({
  id: String(p.id),
  price: String(p.price),
  set_by: str(p.set_by),
  created_at: iso(p.created_at)!,
})
