import { conflict } from "./errors"
import { rawLedger } from "./post-sql"
import type { Knex } from "./sql"
import type { Idempotency } from "./types"

/**
 * Claims an idempotency key inside the operation's transaction. A concurrent
 * duplicate's INSERT waits on the unique key until the first transaction ends: after
 * a commit it finds the stored answer; after a rollback it claims the key itself. So
 * N parallel duplicates give one effect, across any number of processes.
 * Answers the stored response of an earlier identical request, or null when claimed.
 * The rule lives in `ledger_claim_idempotency` (migration 20261122160000: its
 * CLAIM fragment is the one `ledger_post_entry` expands for the hot path too).
 */
async function claimKey(
  knex: Knex,
  idem: Idempotency
): Promise<{ response: unknown } | null> {
  const [row] = await rawLedger(
    knex,
    "select * from ledger_claim_idempotency(?, ?)",
    [idem.key, idem.hash]
  )
  return row.o_claimed ? null : { response: row.o_response }
}

/** The stored answer for this key and body; 409 when the key came with another body. */
export async function storedAnswer(
  knex: Knex,
  idem: Idempotency
): Promise<{ response: unknown } | null> {
  const { rows } = await knex.raw(
    "select request_hash, response from ledger_idempotency where key = ?",
    [idem.key]
  )
  if (!rows.length) return null
  if (rows[0].request_hash !== idem.hash) throw conflict("idempotency_conflict")
  return { response: rows[0].response }
}

async function saveAnswer(knex: Knex, key: string, response: unknown) {
  await knex.raw(
    "update ledger_idempotency set response = ?::jsonb where key = ?",
    [JSON.stringify(response), key]
  )
}

/**
 * Runs `op` once per idempotency key: a replay answers the first response (as JSON)
 * and does nothing. Must run inside the operation's transaction.
 */
export async function once<T>(
  knex: Knex,
  idem: Idempotency | undefined,
  op: () => Promise<T>
): Promise<{ result: T; replayed: boolean }> {
  if (!idem) return { result: await op(), replayed: false }
  const earlier = await claimKey(knex, idem)
  if (earlier) return { result: earlier.response as T, replayed: true }
  const result = await op()
  await saveAnswer(knex, idem.key, result)
  return { result, replayed: false }
}
