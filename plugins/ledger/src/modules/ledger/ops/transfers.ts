import { newId } from "../lib/ids"
import { memberAccount } from "../lib/accounts"
import { onceCall, writeOnceCall } from "../lib/engine"
import { misuse, refuse } from "../lib/errors"
import { positiveAmount } from "../lib/formats"
import { fmt } from "../lib/money"
import type { Posted, TransferCall } from "../lib/post-transfers"
import { presentTransfer } from "../lib/present"
import type { Knex } from "../lib/sql"
import type { Idempotency } from "../lib/types"

export type TransferInput = {
  from_member_id: string
  to_member_id: string
  amount: string
  /** For the finance list's description ("UUC to bob"); optional. */
  from_username?: string | null
  to_username?: string | null
}

/**
 * A UUC transfer from one member to another, checked and prepared: the entry (debit
 * first, credit second), its transfer row and its answer. Posted alone by
 * `transferUuc` or with others by `postTransfers` (the service's group commit).
 */
export function prepareTransfer(
  input: TransferInput,
  idempotency?: Idempotency
): TransferCall {
  const amount = positiveAmount(input.amount)
  if (input.from_member_id === input.to_member_id)
    throw refuse("transfer_to_self", "to_username")
  const id = newId("ltr")
  const row = {
    id,
    from_member_id: input.from_member_id,
    to_member_id: input.to_member_id,
    amount: fmt(amount),
  }
  // created_at is the entry's, filled in by the database.
  const answer = (entryId: string) =>
    presentTransfer({ ...row, entry_id: entryId, created_at: null })
  const call = onceCall(
    {
      key: `transfer:${id}`,
      kind: "transfer",
      description_key: "ledger.transfer",
      params: {
        transfer_id: id,
        from_member_id: input.from_member_id,
        to_member_id: input.to_member_id,
        from_username: input.from_username ?? null,
        to_username: input.to_username ?? null,
        amount: fmt(amount),
      },
      source: { type: "transfer", id },
      postings: [
        {
          account: memberAccount(input.from_member_id, "UUC"),
          asset: "UUC",
          amount: fmt(amount.negated()),
        },
        {
          account: memberAccount(input.to_member_id, "UUC"),
          asset: "UUC",
          amount: fmt(amount),
        },
      ],
    },
    { record: { table: "ledger_transfer", values: row }, idempotency, answer }
  )
  if (call.legs.length !== 2) throw misuse("a transfer has two legs")
  return {
    call,
    transfer_id: id,
    from_member_id: input.from_member_id,
    to_member_id: input.to_member_id,
    answer,
  }
}

/**
 * One transfer alone: claim of the request's idempotency key, entry, postings,
 * balances, transfer row and answer are ONE statement (`ledger_post_entry`); both
 * accounts are locked in address order.
 */
export function transferUuc(
  knex: Knex,
  transfer: TransferCall
): Promise<Posted> {
  return writeOnceCall(knex, transfer.call, transfer.answer)
}
