import { conflict, refuse } from "./errors"
import type { Settled } from "./group-commit"
import { fmt } from "./money"
import { rawLedger, type PostCall } from "./post-sql"
import { iso, type Knex } from "./sql"

/** A transfer ready to post: its entry call (two legs) and its answer. */
export type TransferCall = {
  call: PostCall
  transfer_id: string
  from_member_id: string
  to_member_id: string
  answer: (entryId: string) => Record<string, unknown>
}

export type Posted = { answer: unknown; replayed: boolean }

const SQL = `select * from ledger_post_transfers(?::text[], ?::text[], ?::text[],
  ?::jsonb[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::numeric[],
  ?::text[], ?::text[], ?::jsonb[])`

/**
 * Posts a group of transfers in one statement (sql/ledger_post_transfers.sql). Each
 * settles on its own: a refusal is that transfer's error, the others are written.
 */
export async function postTransfers(
  knex: Knex,
  group: TransferCall[]
): Promise<Settled<Posted>[]> {
  const col = <T>(f: (t: TransferCall) => T) => group.map(f)
  const rows = await rawLedger(knex, SQL, [
    col((t) => t.call.id),
    col((t) => t.call.key),
    col((t) => t.call.hash),
    col((t) => JSON.stringify(t.call.params)),
    col((t) => t.transfer_id),
    col((t) => t.from_member_id),
    col((t) => t.to_member_id),
    col((t) => t.call.legs[0].info.address),
    col((t) => t.call.legs[1].info.address),
    col((t) => fmt(t.call.legs[1].amount)),
    col((t) => t.call.idempotency?.key ?? null),
    col((t) => t.call.idempotency?.hash ?? null),
    col((t) =>
      t.call.answer === undefined ? null : JSON.stringify(t.call.answer)
    ),
  ])
  return group.map((t, i): Settled<Posted> => {
    const r = rows[i]
    switch (r?.o_outcome) {
      case "written":
        return {
          ok: true,
          value: {
            answer: r.o_answer ?? {
              ...t.answer(t.call.id),
              created_at: iso(r.o_created_at),
            },
            replayed: false,
          },
        }
      case "replayed_answer":
        return { ok: true, value: { answer: r.o_answer, replayed: true } }
      case "insufficient_balance":
        return { ok: false, error: refuse("insufficient_balance", "amount") }
      case "idempotency_conflict":
        return { ok: false, error: conflict("idempotency_conflict") }
      default:
        return { ok: false, error: new Error("ledger: no outcome") }
    }
  })
}
