import Decimal from "decimal.js"
import type { ActivationView, BonusRecordView, LoanView } from "./types"

type Row = Record<string, unknown>

export const money = (v: unknown) => new Decimal(String(v)).toFixed(8)
/** A `date` column as YYYY-MM-DD (pg may hand it back as a Date at local midnight). */
export const dayOf = (v: unknown) =>
  v instanceof Date
    ? `${v.getFullYear()}-${String(v.getMonth() + 1).padStart(2, "0")}-${String(v.getDate()).padStart(2, "0")}`
    : String(v).slice(0, 10)
const iso = (v: unknown) =>
  v == null ? null : new Date(v as string).toISOString()

export const toActivation = (r: Row): ActivationView => ({
  id: r.id as string,
  member_id: r.member_id as string,
  card: r.card as ActivationView["card"],
  kind: r.kind as ActivationView["kind"],
  amount: money(r.amount),
  plan_version: Number(r.plan_version),
  price: money(r.price),
  status: r.status as ActivationView["status"],
  loan_id: (r.loan_id as string | null) ?? null,
  entry_id: (r.entry_id as string | null) ?? null,
  created_at: iso(r.created_at)!,
  completed_at: iso(r.completed_at),
})

export const toBonus = (r: Row): BonusRecordView => ({
  id: r.id as string,
  activation_id: (r.activation_id as string | null) ?? null,
  seq: Number(r.seq),
  type: r.type as BonusRecordView["type"],
  member_id: r.member_id as string,
  username: r.username as string,
  source_member_id: (r.source_member_id as string | null) ?? null,
  day: r.day == null ? null : dayOf(r.day),
  rank: r.rank == null ? null : Number(r.rank),
  order_id: (r.order_id as string | null) ?? null,
  rate: new Decimal(String(r.rate)).toString(),
  amount_usd: money(r.amount_usd),
  usdt: money(r.usdt),
  repaid: money(r.repaid),
  uuc: money(r.uuc),
  uuc_pool: money(r.uuc_pool),
  ...(r.debt_collected_usd != null &&
  new Decimal(String(r.debt_collected_usd)).gt(0)
    ? {
        debt_collected: {
          usd: money(r.debt_collected_usd),
          usdt: money(r.debt_collected_usdt),
          uuc: money(r.debt_collected_uuc),
          uuc_pool: money(r.debt_collected_uuc_pool),
        },
      }
    : {}),
  status: r.status as BonusRecordView["status"],
  plan_version: Number(r.plan_version),
  description_key: r.description_key as string,
  params: (r.params as Record<string, unknown>) ?? {},
  created_at: iso(r.created_at)!,
})

export const toLoan = (r: Row): LoanView => ({
  id: r.id as string,
  member_id: r.member_id as string,
  card: r.card as LoanView["card"],
  status: r.status as LoanView["status"],
  principal: r.principal == null ? null : money(r.principal),
  owed: r.owed == null ? null : money(r.owed),
  repaid: money(r.repaid),
  outstanding:
    r.owed == null
      ? null
      : new Decimal(String(r.owed)).minus(String(r.repaid)).toFixed(8),
  activation_id: (r.activation_id as string | null) ?? null,
  reason: (r.reason as string | null) ?? null,
  reviewed_by: (r.reviewed_by as string | null) ?? null,
  reviewed_at: iso(r.reviewed_at),
  created_at: iso(r.created_at)!,
})
