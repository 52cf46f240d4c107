import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { invalid, notFound, refuse } from "../lib/errors"
import { positiveAmount } from "../lib/formats"
import { newId } from "../lib/ids"
import { fmt, money, type Money } from "../lib/money"
import type { Knex } from "../lib/sql"
import type { AdjustmentRequestView, AdjustmentView } from "../lib/types"
import { adjustBalance } from "./adjustments"
import { currentPriceValue } from "./token"

type AdjustmentInput = {
  member_id: string
  asset: string
  direction: string
  amount: string
  reason: string
  staff_user_id: string
}

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null)
const present = (r: Record<string, unknown>): AdjustmentRequestView => ({
  id: String(r.id),
  member_id: String(r.member_id),
  asset: r.asset as AdjustmentRequestView["asset"],
  direction: r.direction as AdjustmentRequestView["direction"],
  amount: String(r.amount),
  usd_value: String(r.usd_value),
  reason: String(r.reason),
  requested_by: String(r.requested_by),
  status: r.status as AdjustmentRequestView["status"],
  reviewed_by: (r.reviewed_by as string | null) ?? null,
  reviewed_at: iso(r.reviewed_at),
  reject_reason: (r.reject_reason as string | null) ?? null,
  adjustment_id: (r.adjustment_id as string | null) ?? null,
  created_at: iso(r.created_at)!,
})

/** What an adjustment is worth in USD: USDT at par, UUC at the current price, points at 1. */
async function usdValue(knex: Knex, asset: string, amount: Money) {
  if (asset === "UUC") return amount.times(await currentPriceValue(knex))
  return amount
}

/**
 * A staff balance adjustment: made at once up to `review_above` USD, else stored
 * pending for a second staff member (four eyes). Answers which of the two it was.
 */
export async function requestAdjustment(
  knex: Knex,
  input: AdjustmentInput & { review_above: string }
): Promise<
  | { status: "done"; adjustment: AdjustmentView }
  | { status: "pending_review"; request: AdjustmentRequestView }
> {
  const amount = positiveAmount(input.amount)
  if (!["USDT", "UUC", "POINTS"].includes(input.asset))
    throw invalid("invalid_asset", "asset")
  if (input.direction !== "increase" && input.direction !== "reduce")
    throw invalid("invalid_data", "direction")
  const reason = input.reason?.trim()
  if (!reason) throw invalid("reason_required", "reason")
  const usd = await usdValue(knex, input.asset, amount)
  if (usd.lte(money(input.review_above)))
    return { status: "done", adjustment: await adjustBalance(knex, input) }
  const { rows } = await knex.raw(
    `insert into ledger_adjustment_request
       (id, member_id, asset, direction, amount, usd_value, reason, requested_by)
     values (?, ?, ?, ?, ?, ?, ?, ?) returning *`,
    [
      newId("ladr"),
      input.member_id,
      input.asset,
      input.direction,
      fmt(amount),
      fmt(usd),
      reason,
      input.staff_user_id,
    ]
  )
  return { status: "pending_review", request: present(rows[0]) }
}

async function lockPending(knex: Knex, id: string, reviewer: string) {
  const { rows } = await knex.raw(
    "select * from ledger_adjustment_request where id = ? for update",
    [id]
  )
  if (!rows.length) throw notFound("adjustment_request_not_found")
  const row = rows[0]
  if (row.status !== "pending") throw refuse("adjustment_request_reviewed")
  if (row.requested_by === reviewer)
    throw new AppError(MedusaError.Types.FORBIDDEN, "four_eyes_required")
  return row
}

/**
 * A second staff member approves: the money moves now, in this transaction, as the
 * requester's adjustment; the request names both. A replay with the same
 * idempotency key answers the first result; another approval of a decided request
 * is refused (`adjustment_request_reviewed`).
 */
export async function approveAdjustmentRequest(
  knex: Knex,
  input: { id: string; reviewed_by: string }
): Promise<AdjustmentRequestView> {
  const row = await lockPending(knex, input.id, input.reviewed_by)
  const adjustment = await adjustBalance(knex, {
    member_id: String(row.member_id),
    asset: String(row.asset),
    direction: String(row.direction),
    amount: String(row.amount),
    reason: String(row.reason),
    staff_user_id: String(row.requested_by),
  })
  const { rows } = await knex.raw(
    `update ledger_adjustment_request set status = 'approved', reviewed_by = ?,
        reviewed_at = now(), adjustment_id = ? where id = ? returning *`,
    [input.reviewed_by, adjustment.id, input.id]
  )
  return present(rows[0])
}

/** A second staff member rejects, with a reason; nothing moves. */
export async function rejectAdjustmentRequest(
  knex: Knex,
  input: { id: string; reviewed_by: string; reason: string }
): Promise<AdjustmentRequestView> {
  const reason = input.reason?.trim()
  if (!reason) throw invalid("reason_required", "reason")
  await lockPending(knex, input.id, input.reviewed_by)
  const { rows } = await knex.raw(
    `update ledger_adjustment_request set status = 'rejected', reviewed_by = ?,
        reviewed_at = now(), reject_reason = ? where id = ? returning *`,
    [input.reviewed_by, reason, input.id]
  )
  return present(rows[0])
}

/** Adjustment requests, newest first (pending ones for the review list). */
export async function listAdjustmentRequests(
  knex: Knex,
  filters: { status?: string; member_id?: string },
  page: { limit: number; offset: number }
): Promise<{ rows: AdjustmentRequestView[]; count: number }> {
  const where: string[] = ["true"]
  const bindings: unknown[] = []
  if (filters.status) {
    where.push("status = ?")
    bindings.push(filters.status)
  }
  if (filters.member_id) {
    where.push("member_id = ?")
    bindings.push(filters.member_id)
  }
  const clause = where.join(" and ")
  const [listed, counted] = await Promise.all([
    knex.raw(
      `select * from ledger_adjustment_request where ${clause}
        order by created_at desc, id desc limit ? offset ?`,
      [...bindings, page.limit, page.offset]
    ),
    knex.raw(
      `select count(*)::int as count from ledger_adjustment_request where ${clause}`,
      bindings
    ),
  ])
  return {
    rows: listed.rows.map(present),
    count: Number(counted.rows[0].count),
  }
}
