import type { Knex } from "@uuc/http"

// The members module's SQL of authenticator codes (migration 20261208001000):
// the member's row in member_totp and the recovery codes.

export type TotpRow = {
  secret_enc: string
  enabled_at: Date | null
  last_step: string | null
}

export async function totpOf(
  knex: Knex,
  memberId: string
): Promise<TotpRow | null> {
  const { rows } = await knex.raw(
    "select secret_enc, enabled_at, last_step from member_totp where member_id = ?",
    [memberId]
  )
  return (rows[0] as TotpRow | undefined) ?? null
}

/** Which of `ids` have authenticator codes on (confirmed). */
export async function enabledAmong(knex: Knex, ids: string[]) {
  if (!ids.length) return []
  const { rows } = await knex.raw(
    "select member_id from member_totp where member_id = any(?) and enabled_at is not null",
    [ids]
  )
  return (rows as { member_id: string }[]).map((r) => r.member_id)
}

/**
 * A new enrolment's secret, replacing an unconfirmed one; nothing when codes are
 * already on (answers false).
 */
export async function startEnrolment(
  knex: Knex,
  memberId: string,
  secretEnc: string
) {
  const { rows } = await knex.raw(
    `insert into member_totp (member_id, secret_enc) values (?, ?)
     on conflict (member_id) do update
       set secret_enc = excluded.secret_enc, last_step = null, updated_at = now()
       where member_totp.enabled_at is null
     returning member_id`,
    [memberId, secretEnc]
  )
  return rows.length === 1
}

/**
 * Records that a code of `step` was accepted, unless one of this step or a later
 * one was (compare-and-set: of two requests with one code, one wins). `enable`:
 * the enrolment's confirmation, only while unconfirmed; else only while on.
 */
export async function useStep(
  knex: Knex,
  memberId: string,
  step: number,
  enable: boolean
) {
  const { rows } = await knex.raw(
    `update member_totp
        set last_step = ?, updated_at = now()${enable ? ", enabled_at = now()" : ""}
      where member_id = ?
        and enabled_at is ${enable ? "" : "not "}null
        and (last_step is null or last_step < ?)
      returning member_id`,
    [step, memberId, step]
  )
  return rows.length === 1
}

/** Replaces the member's recovery codes by these hashes. */
export async function replaceRecoveryCodes(
  knex: Knex,
  memberId: string,
  rows: { id: string; code_hash: string }[]
) {
  await knex.raw("delete from member_recovery_code where member_id = ?", [
    memberId,
  ])
  for (const row of rows)
    await knex.raw(
      "insert into member_recovery_code (id, member_id, code_hash) values (?, ?, ?)",
      [row.id, memberId, row.code_hash]
    )
}

/** Uses an unused recovery code (one atomic UPDATE): whether it was there to use. */
export async function useRecoveryCode(
  knex: Knex,
  memberId: string,
  codeHash: string
) {
  const { rows } = await knex.raw(
    `update member_recovery_code set used_at = now()
      where member_id = ? and code_hash = ? and used_at is null
        and exists (select 1 from member_totp
                     where member_id = ? and enabled_at is not null)
      returning id`,
    [memberId, codeHash, memberId]
  )
  return rows.length === 1
}

/** How many of the member's recovery codes are still unused. */
export async function recoveryCodesLeft(knex: Knex, memberId: string) {
  const { rows } = await knex.raw(
    "select count(*)::int as n from member_recovery_code where member_id = ? and used_at is null",
    [memberId]
  )
  return Number((rows[0] as { n: number }).n)
}

/** Turns the member's codes off: the secret and the recovery codes go. */
export async function removeTotp(knex: Knex, memberId: string) {
  await knex.raw("delete from member_recovery_code where member_id = ?", [
    memberId,
  ])
  await knex.raw("delete from member_totp where member_id = ?", [memberId])
}
