import { newId } from "../lib/ids"
import { memberAccount } from "../lib/accounts"
import { writeEntry } from "../lib/engine"
import { refuse } from "../lib/errors"
import { positiveAmount } from "../lib/formats"
import { fmt } from "../lib/money"
import { presentTransfer } from "../lib/present"
import type { Knex } from "../lib/sql"
import type { TransferView } from "../lib/types"

/** UUC from one member to another; both accounts are locked in address order. */
export async function transferUuc(
  knex: Knex,
  input: {
    from_member_id: string
    to_member_id: string
    amount: string
    /** For the finance list's description ("UUC to bob"); optional. */
    from_username?: string | null
    to_username?: string | null
  }
): Promise<TransferView> {
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
  const { entry } = await writeEntry(
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
    undefined,
    { fresh: true, record: { table: "ledger_transfer", values: row } }
  )
  return presentTransfer({
    ...row,
    entry_id: entry.id,
    created_at: entry.created_at,
  })
}
