import { fmt } from "./money"
import { fromSql, rawLedger, type PostCall } from "./post-sql"
import type { Knex } from "./sql"
import type { EntriesResult } from "./types"

const SQL = "select * from ledger_post_entries(?::jsonb)"
// the same, committing without waiting for the WAL flush (post-sql.ts)
const SQL_DEFERRED = `select e.* from set_config('synchronous_commit', 'off', true) d,
  ledger_post_entries(?::jsonb) e`

/**
 * Posts keyed entries in order through `ledger_post_entries`: one statement for
 * all of them (sql/ledger_post_entries.sql). The first refused stops it; those
 * before it are written.
 */
export async function postBatch(
  knex: Knex,
  calls: PostCall[]
): Promise<EntriesResult> {
  const entries = calls.map((c) => ({
    id: c.id,
    key: c.key,
    hash: c.hash,
    kind: c.kind,
    description_key: c.description_key,
    params: c.params,
    source_type: c.source?.type ?? null,
    source_id: c.source?.id ?? null,
    pending: c.pending,
    accounts: c.legs.map((l) => l.info.address),
    assets: c.legs.map((l) => l.info.asset),
    units: c.legs.map((l) => l.info.unit),
    amounts: c.legs.map((l) => fmt(l.amount)),
    member_ids: c.legs.map((l) => l.info.member_id),
    allow_negative: c.legs.map((l) => l.info.allow_negative),
  }))
  const rows = await rawLedger(
    knex,
    calls.some((c) => c.deferred) ? SQL_DEFERRED : SQL,
    [JSON.stringify(entries)]
  )
  const out: EntriesResult = { posted: [], refused: null }
  for (const r of rows) {
    if (r.o_error_code == null)
      out.posted.push({ id: String(r.o_id), replayed: !!r.o_replayed })
    else out.refused = { index: Number(r.o_index), error: sqlError(r) }
  }
  return out
}

/** A refusal's SQLSTATE as the error `ledger_post_entry` would have thrown. */
function sqlError(r: Record<string, unknown>): unknown {
  const raw = Object.assign(new Error(String(r.o_error_message)), {
    code: String(r.o_error_code),
    detail: r.o_error_detail,
  })
  return fromSql(raw)
}
