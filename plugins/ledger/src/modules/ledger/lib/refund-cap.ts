import { refuse } from "./errors"
import { money, ZERO, type Money } from "./money"
import type { Knex } from "./sql"
import type { EntryInput, EntryResult } from "./types"
import { loadEntry, writeEntry } from "./engine"

/** What a refund is measured against: the entries of its source that paid. */
export type RefundCap = {
  /** Kinds of the source's posted entries that captured the money. */
  captured_kinds: string[]
}

/** An entry's gross: the sum of its credits (one asset; rounding legs included). */
const grossOf = (postings: EntryInput["postings"]): Money =>
  postings
    .map((p) => money(String(p.amount)))
    .filter((a) => a.gt(0))
    .reduce((s, a) => s.plus(a), ZERO)

/**
 * Posts a refund entry only if the source's refunds, this one included, stay
 * within what its capture entries paid, to the ledger's 8 places (docs/rules.md,
 * "Refunds"). Runs in the caller's transaction: the capture entries are locked
 * FOR UPDATE first, so a second refund of the same source waits and then reads
 * the first one's entry (READ COMMITTED: each statement sees what committed
 * before it). A replay of a posted key is answered as postEntry answers it.
 */
export async function writeCappedRefund(
  knex: Knex,
  input: EntryInput,
  cap: RefundCap
): Promise<EntryResult> {
  const source = input.source
  if (!source) throw refuse("refund_exceeds_capture", "amount")
  const { rows: captures } = await knex.raw(
    `select id from ledger_entry
      where source_type = ? and source_id = ? and kind = any(?::text[])
        and status = 'posted'
      order by id for update`,
    [source.type, source.id, cap.captured_kinds]
  )
  if ((await loadEntry(knex, { key: input.key })) === null) {
    const { rows } = await knex.raw(
      `select
         coalesce(sum(p.amount) filter (where e.kind = any(?::text[])), 0) as captured,
         coalesce(sum(p.amount) filter (where e.kind = ?), 0) as refunded
         from ledger_entry e join ledger_posting p on p.entry_id = e.id
        where e.source_type = ? and e.source_id = ? and e.status = 'posted'
          and p.amount > 0`,
      [cap.captured_kinds, input.kind, source.type, source.id]
    )
    const captured = money(String(rows[0]?.captured ?? 0))
    const refunded = money(String(rows[0]?.refunded ?? 0))
    const after = refunded.plus(grossOf(input.postings))
    if (!captures.length || after.gt(captured))
      // the translated text only: workflows keep the message, and the code is
      // read back from it (codeOf)
      throw refuse("refund_exceeds_capture", "amount")
  }
  return writeEntry(knex, input)
}
