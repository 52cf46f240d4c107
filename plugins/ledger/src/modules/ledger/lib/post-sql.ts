import type { AccountInfo } from "./accounts"
import { conflict, misuse, refuse } from "./errors"
import { fmt, money, type Money } from "./money"
import { presentEntry } from "./present"
import type { Knex, Row } from "./sql"
import type { EntryView, Idempotency } from "./types"

/**
 * The TypeScript side of the posting functions (migration 20261122160000): one
 * call = one statement = one round trip. The functions lock, check and write; this
 * file only passes the prepared legs and maps the answer and the errors back.
 */

export type Leg = { info: AccountInfo; amount: Money }

/** The business row written with the entry (a transfer, a burn, …). */
export type BusinessRecord = {
  table:
    | "ledger_transfer"
    | "ledger_burn"
    | "ledger_pool_move"
    | "ledger_exchange"
    | "ledger_adjustment"
    | "ledger_withdrawal"
  values: Record<string, string | number | null>
}

export type PostCall = {
  id: string
  key: string
  hash: string
  kind: string
  description_key: string
  params: Record<string, unknown>
  source: { type: string; id: string } | null
  pending: boolean
  /** The key comes from a new id: no claim, no replay check. */
  fresh: boolean
  legs: Leg[]
  record?: BusinessRecord
  /** The request's key: claimed first; a replay answers the stored answer. */
  idempotency?: Idempotency
  /** Stored for replays; its `created_at`, if present, becomes the entry's. */
  answer?: Record<string, unknown>
  /** Commit without waiting for the WAL flush (the caller's withRelaxedCommit). */
  deferred?: boolean
}

export type AccountAfter = { balance: Money; pending_out: Money }

export type PostOutcome =
  | {
      outcome: "written"
      entry: EntryView
      /** The stored answer (with the entry's created_at), when one was given. */
      answer: unknown
      /** Balances after the entry, by `address|asset`. */
      accounts: Map<string, AccountAfter>
    }
  | { outcome: "replayed_entry" }
  | { outcome: "replayed_answer"; answer: unknown }

const POST_CALL = `ledger_post_entry(?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?,
  ?::text[], ?::text[], ?::text[], ?::numeric[], ?::text[], ?::boolean[],
  ?, ?::jsonb, ?, ?, ?::jsonb)`
const POST_SQL = `select * from ${POST_CALL}`
// The same, committing without waiting for the WAL flush (withRelaxedCommit):
// the setting is read at commit, so it may sit anywhere in the statement.
const POST_SQL_DEFERRED = `select e.* from set_config('synchronous_commit', 'off', true) d,
  ${POST_CALL} e`

/** Our SQLSTATEs back to the ledger's errors; anything else as it was. */
export function fromSql(e: unknown): unknown {
  const { code, message } = e as { code?: string; message?: string }
  if (code === "UL402") return refuse("insufficient_balance", "amount")
  if (code === "UL409") return conflict("idempotency_conflict")
  if (code === "UL500") return misuse(String(message))
  return e
}

/** Runs one ledger SQL statement, with our SQLSTATEs mapped to ledger errors. */
export async function rawLedger(
  knex: Knex,
  sql: string,
  bindings: readonly unknown[]
): Promise<Row[]> {
  try {
    return (await knex.raw(sql, bindings)).rows
  } catch (e) {
    throw fromSql(e)
  }
}

/** Posts one entry through `ledger_post_entry`. */
export async function postLegs(
  knex: Knex,
  call: PostCall
): Promise<PostOutcome> {
  const { legs, record } = call
  const rows = await rawLedger(
    knex,
    call.deferred ? POST_SQL_DEFERRED : POST_SQL,
    [
      call.id,
      call.key,
      call.hash,
      call.kind,
      call.description_key,
      JSON.stringify(call.params),
      call.source?.type ?? null,
      call.source?.id ?? null,
      call.pending,
      call.fresh,
      legs.map((l) => l.info.address),
      legs.map((l) => l.info.asset),
      legs.map((l) => l.info.unit),
      legs.map((l) => fmt(l.amount)),
      legs.map((l) => l.info.member_id),
      legs.map((l) => l.info.allow_negative),
      record?.table ?? null,
      record ? JSON.stringify(record.values) : null,
      call.idempotency?.key ?? null,
      call.idempotency?.hash ?? null,
      call.answer === undefined ? null : JSON.stringify(call.answer),
    ]
  )
  const first = rows[0]
  if (!first) throw misuse("the entry was not written") // unreachable
  if (first.o_outcome === "replayed_answer")
    return { outcome: "replayed_answer", answer: first.o_answer }
  if (first.o_outcome === "replayed_entry") return { outcome: "replayed_entry" }
  const accounts = new Map<string, AccountAfter>()
  for (const r of rows)
    accounts.set(`${String(r.o_account)}|${String(r.o_asset)}`, {
      balance: money(String(r.o_account_balance)),
      pending_out: money(String(r.o_account_pending_out)),
    })
  const entry = presentEntry(
    {
      id: first.o_id,
      key: first.o_key,
      kind: first.o_kind,
      description_key: first.o_description_key,
      params: first.o_params,
      source_type: first.o_source_type,
      source_id: first.o_source_id,
      status: first.o_status,
      created_at: first.o_created_at,
      posted_at: first.o_posted_at,
      voided_at: first.o_voided_at,
    },
    rows.map((r) => ({
      id: r.o_posting_id,
      account: r.o_account,
      asset: r.o_asset,
      amount: r.o_amount,
      balance_after: r.o_balance_after,
    }))
  )
  return { outcome: "written", entry, answer: first.o_answer, accounts }
}
