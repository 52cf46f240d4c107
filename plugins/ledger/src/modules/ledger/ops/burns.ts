import { newId } from "../lib/ids"
import { memberAccount, PLATFORM } from "../lib/accounts"
import { writeEntry } from "../lib/engine"
import { positiveAmount } from "../lib/formats"
import { fmt } from "../lib/money"
import { presentBurn, presentPoolMove } from "../lib/present"
import type { Knex } from "../lib/sql"
import type { BurnView, PoolMoveView } from "../lib/types"

/** A member burns UUC: it moves to platform:uuc_burned and stays in the supply count. */
export async function burn(
  knex: Knex,
  input: { member_id: string; amount: string }
): Promise<BurnView> {
  const amount = positiveAmount(input.amount)
  const id = newId("lbrn")
  const { entry } = await writeEntry(
    knex,
    {
      key: `burn:${id}`,
      kind: "burn",
      description_key: "ledger.burn",
      params: { burn_id: id, amount: fmt(amount) },
      source: { type: "burn", id },
      postings: [
        {
          account: memberAccount(input.member_id, "UUC"),
          asset: "UUC",
          amount: fmt(amount.negated()),
        },
        { account: PLATFORM.uucBurned, asset: "UUC", amount: fmt(amount) },
      ],
    },
    undefined,
    { fresh: true }
  )
  const { rows } = await knex.raw(
    `insert into ledger_burn (id, member_id, amount, entry_id) values (?, ?, ?, ?)
     returning *`,
    [id, input.member_id, fmt(amount), entry.id]
  )
  return presentBurn(rows[0])
}

/** A member moves UUC into their low pool (locked: it can't be spent or moved out). */
export async function moveToPool(
  knex: Knex,
  input: { member_id: string; amount: string }
): Promise<PoolMoveView> {
  const amount = positiveAmount(input.amount)
  const id = newId("lpool")
  const { entry } = await writeEntry(
    knex,
    {
      key: `low_pool:${id}`,
      kind: "low_pool",
      description_key: "ledger.low_pool",
      params: { pool_move_id: id, amount: fmt(amount) },
      source: { type: "low_pool", id },
      postings: [
        {
          account: memberAccount(input.member_id, "UUC"),
          asset: "UUC",
          amount: fmt(amount.negated()),
        },
        {
          account: memberAccount(input.member_id, "UUC_POOL"),
          asset: "UUC_POOL",
          amount: fmt(amount),
        },
      ],
    },
    undefined,
    { fresh: true }
  )
  const { rows } = await knex.raw(
    `insert into ledger_pool_move (id, member_id, amount, entry_id) values (?, ?, ?, ?)
     returning *`,
    [id, input.member_id, fmt(amount), entry.id]
  )
  return presentPoolMove(rows[0])
}
