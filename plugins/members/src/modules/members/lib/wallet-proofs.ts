import type { Knex } from "@uuc/http"

/** A challenge lives this long: sign it now, in the wallet that is open. */
export const WALLET_CHALLENGE_TTL_MS = 10 * 60 * 1000

export async function insertChallenge(
  knex: Knex,
  row: { id: string; member_id: string; message: string; expires_at: Date }
) {
  // A new challenge replaces the member's earlier ones: only the newest is signed.
  await knex.raw(
    `update member_wallet_challenge set used_at = now()
      where member_id = ? and used_at is null`,
    [row.member_id]
  )
  await knex.raw(
    `insert into member_wallet_challenge (id, member_id, message, expires_at)
     values (?, ?, ?, ?)`,
    [row.id, row.member_id, row.message, row.expires_at]
  )
}

/**
 * Uses the member's live challenge: right or wrong, it cannot be tried again (one
 * atomic UPDATE). Null when there is none (never issued, expired or used).
 */
export async function useChallenge(knex: Knex, memberId: string) {
  const { rows } = await knex.raw(
    `update member_wallet_challenge set used_at = now()
      where id = (select id from member_wallet_challenge
                   where member_id = ? and used_at is null and expires_at > now()
                   order by created_at desc limit 1)
        and used_at is null
      returning message`,
    [memberId]
  )
  return rows.length ? String(rows[0].message) : null
}

/** Records the proof, only while the wallet is still the one signed for. */
export async function markProven(
  knex: Knex,
  memberId: string,
  address: string
): Promise<Date | null> {
  const { rows } = await knex.raw(
    `update member set wallet_verified_at = now(), updated_at = now()
      where id = ? and lower(wallet_address) = lower(?) and deleted_at is null
      returning wallet_verified_at`,
    [memberId, address]
  )
  return rows.length ? new Date(rows[0].wallet_verified_at as string) : null
}

/** Members who proved this wallet (it is their wallet now), earliest first. */
export async function proofsOf(knex: Knex, address: string) {
  const { rows } = await knex.raw(
    `select id, username, wallet_verified_at from member
      where lower(wallet_address) = lower(?) and wallet_verified_at is not null
        and deleted_at is null
      order by wallet_verified_at, id`,
    [address]
  )
  return (rows as Record<string, unknown>[]).map((r) => ({
    member_id: String(r.id),
    username: String(r.username),
    verified_at: new Date(r.wallet_verified_at as string).toISOString(),
  }))
}
