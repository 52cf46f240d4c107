import Decimal from "decimal.js"
import type { Knex } from "@uuc/http"
import type { LoanView } from "../types"
import { whereOf } from "./sql"

// The statements on loans (`reward_loan`, rules.md §6).

type Page = { limit: number; offset: number }
type Row = Record<string, unknown>

/**
 * A bonus's loan repayment (of a loan passed, or still transferring its funds);
 * the loan closes once repaid in full.
 */
export async function repayLoan(knex: Knex, memberId: string, amount: string) {
  await knex.raw(
    `update reward_loan set repaid = repaid + ?::numeric,
       status = case when repaid + ?::numeric >= owed then 'repaid' else status end,
       updated_at = now()
     where member_id = ? and status in ('transferring', 'passed')`,
    [amount, amount, memberId]
  )
}

/** The repayments of several bonuses, summed per earner, one update each. */
export async function repayLoans(
  knex: Knex,
  repayments: { member_id: string; repaid: string }[]
) {
  const byMember = new Map<string, Decimal>()
  for (const r of repayments)
    if (new Decimal(r.repaid).gt(0))
      byMember.set(
        r.member_id,
        (byMember.get(r.member_id) ?? new Decimal(0)).plus(r.repaid)
      )
  for (const [memberId, amount] of byMember)
    await repayLoan(knex, memberId, amount.toFixed(8))
}

/**
 * transferring → passed once the activation of a card on credit completes, or
 * repaid when nothing is owed any more (a replay finds it moved and does nothing).
 */
export async function loanTransferred(knex: Knex, loanId: string) {
  await knex.raw(
    `update reward_loan
        set status = case when repaid >= owed then 'repaid' else 'passed' end,
            updated_at = now()
      where id = ? and status = 'transferring'`,
    [loanId]
  )
}

/** A loan's row as it is now (an audit row's "before" and "after"). */
export async function findLoan(knex: Knex, id: string) {
  const { rows } = await knex.raw("select * from reward_loan where id = ?", [
    id,
  ])
  return rows[0] as Row | undefined
}

/** A new application; none when the member has an open loan. */
export async function insertLoan(
  knex: Knex,
  input: { id: string; member_id: string; card: LoanView["card"] }
) {
  const { rows } = await knex.raw(
    `insert into reward_loan (id, member_id, card) values (?, ?, ?)
     on conflict do nothing returning *`,
    [input.id, input.member_id, input.card]
  )
  return rows[0] as Row | undefined
}

/** Loans, newest first, and the count of every match. */
export async function listLoans(
  knex: Knex,
  filters: { member_id?: string; status?: LoanView["status"] },
  page: Page
) {
  const { sql, bindings } = whereOf([
    ["member_id = ?", filters.member_id || undefined],
    ["status = ?", filters.status || undefined],
  ])
  const [{ rows }, { rows: count }] = await Promise.all([
    knex.raw(
      `select * from reward_loan ${sql} order by created_at desc limit ? offset ?`,
      [...bindings, page.limit, page.offset]
    ),
    knex.raw(`select count(*)::int as n from reward_loan ${sql}`, bindings),
  ])
  return { rows, count: Number(count[0].n) }
}

/** Staff's approval of a loan: its terms and the card's activation. */
export type LoanApproval = {
  id: string
  activation_id: string
  principal: string
  owed: string
  staff_id: string
}

/** pending → transferring with the approved terms; false when not pending. */
export async function approveLoan(knex: Knex, input: LoanApproval) {
  const { rows } = await knex.raw(
    `update reward_loan set status = 'transferring', principal = ?::numeric,
       owed = ?::numeric, activation_id = ?, reviewed_by = ?,
       reviewed_at = now(), updated_at = now()
     where id = ? and status = 'pending' returning id`,
    [input.principal, input.owed, input.activation_id, input.staff_id, input.id]
  )
  return rows.length > 0
}

/** pending → rejected with the reason; none when not pending. */
export async function rejectLoan(
  knex: Knex,
  input: { id: string; reason: string; staff_id: string }
) {
  const { rows } = await knex.raw(
    `update reward_loan set status = 'rejected', reason = ?, reviewed_by = ?,
       reviewed_at = now(), updated_at = now()
     where id = ? and status = 'pending' returning *`,
    [input.reason, input.staff_id, input.id]
  )
  return rows[0] as Row | undefined
}

/** The member's open loan (pending, transferring or passed), if any. */
export async function openLoan(knex: Knex, memberId: string) {
  const { rows } = await knex.raw(
    `select * from reward_loan where member_id = ?
      and status in ('pending', 'transferring', 'passed')`,
    [memberId]
  )
  return rows[0] as Row | undefined
}

/** The statuses of the member's open loans, share-locked (see isBorrowing). */
export async function openLoanStatuses(knex: Knex, memberId: string) {
  const { rows } = await knex.raw(
    `select status from reward_loan where member_id = ?
      and status in ('pending', 'transferring', 'passed') for share`,
    [memberId]
  )
  return rows.map((r) => r.status as LoanView["status"])
}

/**
 * What a bonus waiting for its settlement delay will repay of its earner's loan
 * (rules.md §6): counted as repaid only when it settles (markSettled) and never
 * if it is eliminated, but already taken off what the loan has left to repay, so
 * bonuses computed meanwhile do not repay it twice.
 */
const RESERVED = `coalesce((select sum(b.repaid) from reward_bonus b
   where b.member_id = reward_loan.member_id and b.status = 'pending_settlement'
     and b.repaid > 0), 0)`

/** What the member's granted loan still owes, locked; none when none is open. */
export async function lockOwed(knex: Knex, memberId: string) {
  const { rows } = await knex.raw(
    `select greatest(owed - repaid - ${RESERVED}, 0) as left from reward_loan
      where member_id = ? and status in ('transferring', 'passed') for update`,
    [memberId]
  )
  return rows[0] as { left: unknown } | undefined
}

/** What each of the members owes on a granted loan (those with one). */
export async function outstanding(knex: Knex, memberIds: string[]) {
  const { rows } = await knex.raw(
    `select member_id, greatest(owed - repaid - ${RESERVED}, 0) as outstanding
       from reward_loan
      where status in ('transferring', 'passed') and member_id = any(?)`,
    [memberIds]
  )
  return rows
}
