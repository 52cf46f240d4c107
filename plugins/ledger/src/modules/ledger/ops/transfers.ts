import { newId } from "../lib/ids"
import { memberAccount } from "../lib/accounts"
import { writeOnce } from "../lib/engine"
import { refuse } from "../lib/errors"
import { positiveAmount } from "../lib/formats"
import { fmt } from "../lib/money"
import { presentTransfer } from "../lib/present"
import type { Knex } from "../lib/sql"
import type { Idempotency, TransferView } from "../lib/types"

/**
 * UUC from one member to another; both accounts are locked in address order. The
 * hot path (issue 4's benchmark): claim of the request's idempotency key, entry,
 * postings, balances, transfer row and answer are ONE statement (`writeOnce`).
 */
export async function transferUuc(
  knex: Knex,
  input: {
    from_member_id: string
    to_member_id: string
    amount: string
    /** For the finance list's description ("UUC to bob"); optional. */
    from_username?: string | null
    to_username?: string | null
  },
  idempotency?: Idempotency
): Promise<{ result: TransferView; replayed: boolean }> {
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
  const { answer, replayed } = await writeOnce(
    knex,
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
    {
      record: { table: "ledger_transfer", values: row },
      idempotency,
      // created_at is the entry's, filled in by the database.
      answer: (entryId) =>
        presentTransfer({ ...row, entry_id: entryId, created_at: null }),
    }
  )
  return { result: answer as TransferView, replayed }
}
