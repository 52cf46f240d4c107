import type { AuditFilters, AuditRow } from "../service"
import type { StaffRole } from "../../../lib/staff-access"
import type { Knex } from "@uuc/http"
import {
  FAILURE_WINDOW_MINUTES,
  MAX_FAILURES,
  MAX_FAILURES_PER_IP,
} from "./limits"
import {
  memberListSql,
  type MemberListFilters,
  type MemberListRow,
} from "./member-list-sql"

// The members module's raw SQL on its own tables, in one place (the staff member
// list's join is in ./member-list-sql.ts). The service validates, decides and
// audits; what it cannot say through the generated methods it asks here.

// ── captcha ────────────────────────────────────────────────────────────────

/** Drops captchas expired more than an hour ago. */
export async function deleteDeadCaptchas(knex: Knex) {
  await knex.raw(
    "delete from captcha where expires_at < now() - interval '1 hour'"
  )
}

/**
 * Marks a live, unused captcha used in one atomic UPDATE: its answer hash, or null
 * when there was none to consume.
 */
export async function useCaptcha(knex: Knex, id: string) {
  const { rows } = await knex.raw(
    `update captcha set used_at = now() where id = ? and used_at is null and expires_at > now()
      and deleted_at is null returning answer_hash`,
    [id]
  )
  return rows.length ? (rows[0].answer_hash as string) : null
}

// ── lockout ────────────────────────────────────────────────────────────────

/**
 * The keys among `keys` at their failure limit within the window. The same rule
 * is counted inside `member_count_attempt` (migration 20261202090000, under the
 * keys' locks): a change of the limits' SQL changes both.
 */
export async function lockedKeys(knex: Knex, keys: string[]) {
  const { rows } = await knex.raw(
    `select key from login_failure
      where key = any(?) and deleted_at is null
        and created_at > now() - make_interval(mins => ?)
      group by key
     having count(*) >= case when key like 'ip:%' then ?::int else ?::int end`,
    [keys, FAILURE_WINDOW_MINUTES, MAX_FAILURES_PER_IP, MAX_FAILURES]
  )
  return rows
}

/**
 * Counts an attempt on each of `keys` (sorted) with the rows `ids`, under each
 * key's advisory lock, unless a key is at its limit: the ids, or null.
 */
export async function countAttempt(knex: Knex, keys: string[], ids: string[]) {
  const { rows } = await knex.raw(
    "select member_count_attempt(?::text[], ?::text[], ?, ?, ?) as ids",
    [keys, ids, FAILURE_WINDOW_MINUTES, MAX_FAILURES_PER_IP, MAX_FAILURES]
  )
  return (rows[0]?.ids as string[] | null) ?? null
}

/** Deletes counted attempts by id, and every failure of `clearKey`. */
export async function deleteAttempts(
  knex: Knex,
  attemptIds: string[],
  clearKey: string | null
) {
  await knex.raw("delete from login_failure where id = any(?) or key = ?", [
    attemptIds,
    clearKey ?? "",
  ])
}

/** Deletes every failure of one key. */
export async function deleteFailuresOf(knex: Knex, key: string) {
  await knex.raw("delete from login_failure where key = ?", [key])
}

/** Deletes failures older than the window. */
export async function deleteOldFailures(knex: Knex) {
  await knex.raw(
    "delete from login_failure where created_at < now() - make_interval(mins => ?)",
    [FAILURE_WINDOW_MINUTES]
  )
}

// ── members ────────────────────────────────────────────────────────────────

/** The frozen members among `ids` (one indexed read). */
export async function frozenIds(knex: Knex, ids: string[]) {
  const { rows } = await knex.raw(
    "select id from member where status = 'frozen' and deleted_at is null and id = any(?)",
    [ids]
  )
  return (rows as { id: string }[]).map((r) => r.id)
}

/** The staff member list's page and count (see member-list-sql.ts). */
export async function memberListPage(
  knex: Knex,
  filters: MemberListFilters,
  page: { limit: number; offset: number }
): Promise<[MemberListRow[], number]> {
  const { count, page: rows } = memberListSql(filters)
  const [counted, listed] = await Promise.all([
    knex.raw(count.sql, count.bindings),
    knex.raw(rows.sql, [...rows.bindings, page.limit, page.offset]),
  ])
  return [
    listed.rows as MemberListRow[],
    Number((counted.rows[0] as { count: number }).count),
  ]
}

/** The member's status under a row lock, or null when there is no such member. */
export async function lockStatus(knex: Knex, memberId: string) {
  const { rows } = await knex.raw(
    "select status from member where id = ? and deleted_at is null for update",
    [memberId]
  )
  return rows.length ? (rows[0].status as string) : null
}

// ── audit ──────────────────────────────────────────────────────────────────

/** A page of audit rows, newest first, and the count, with the filters of `/app/audit`. */
export async function auditPage(
  knex: Knex,
  filters: AuditFilters,
  page: { limit: number; offset: number }
): Promise<{ rows: AuditRow[]; count: number }> {
  const where = ["deleted_at is null"]
  const bindings: unknown[] = []
  const add = (sql: string, value: unknown) => {
    where.push(sql)
    bindings.push(value)
  }
  if (filters.actor_id) add("actor_id = ?", filters.actor_id)
  if (filters.action)
    add(
      "action like ?",
      filters.action.endsWith(".")
        ? `${filters.action.replace(/[%_\\]/g, "")}%`
        : filters.action
    )
  if (filters.target_type) add("target_type = ?", filters.target_type)
  if (filters.target_id) add("target_id = ?", filters.target_id)
  if (filters.from) add("created_at >= ?", filters.from)
  if (filters.to) add("created_at < ?", filters.to)
  const clause = where.join(" and ")
  const [counted, listed] = await Promise.all([
    knex.raw(
      `select count(*)::int as count from audit_entry where ${clause}`,
      bindings
    ),
    knex.raw(
      `select id, actor_id, action, target_type, target_id, before, after, created_at
         from audit_entry where ${clause}
        order by created_at desc, id desc limit ? offset ?`,
      [...bindings, page.limit, page.offset]
    ),
  ])
  return {
    rows: listed.rows as AuditRow[],
    count: Number((counted.rows[0] as { count: number }).count),
  }
}

// ── staff roles ────────────────────────────────────────────────────────────

/**
 * A user's role: their profile's, else owner while no owner profile exists (the
 * first admin setting up), else none.
 */
export async function staffRole(knex: Knex, userId: string) {
  const { rows } = await knex.raw(
    `select coalesce(
       (select role from staff_profile where user_id = ? and deleted_at is null),
       case when not exists (select 1 from staff_profile
                              where role = 'owner' and deleted_at is null)
            then 'owner' end) as role`,
    [userId]
  )
  return rows[0]?.role
}

/** Locks the owners' profiles (in id order): their user ids. */
export async function lockOwners(knex: Knex) {
  const { rows } = await knex.raw(
    "select user_id from staff_profile where role = 'owner' and deleted_at is null order by id for update",
    []
  )
  return rows as { user_id: string }[]
}

/** Locks a user's staff profile: its id and role, or null without a profile. */
export async function lockStaffProfile(knex: Knex, userId: string) {
  const { rows } = await knex.raw(
    "select id, role from staff_profile where user_id = ? and deleted_at is null for update",
    [userId]
  )
  return (rows[0] as { id: string; role: StaffRole } | undefined) ?? null
}

/** Sets a staff profile's role. */
export async function setRole(knex: Knex, profileId: string, role: StaffRole) {
  await knex.raw(
    "update staff_profile set role = ?, updated_at = now() where id = ?",
    [role, profileId]
  )
}
