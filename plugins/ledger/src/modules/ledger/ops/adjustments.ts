import { newId } from "../lib/ids"
import { memberAccount, PLATFORM } from "../lib/accounts"
import { accountKey, lockAccounts } from "../lib/accounts-lock"
import { writeEntry } from "../lib/engine"
import { invalid } from "../lib/errors"
import { positiveAmount } from "../lib/formats"
import { fmt } from "../lib/money"
import { presentAdjustment } from "../lib/present"
import type { Knex } from "../lib/sql"
import type { AdjustmentView } from "../lib/types"

const COUNTER = {
  USDT: PLATFORM.adjustments,
  // UUC only ever comes out of (and returns to) the reserve: the supply stays whole.
  UUC: PLATFORM.uucReserve,
  POINTS: PLATFORM.points,
} as const

/**
 * Staff increase or reduce a member's USDT, UUC or points. A reduction never takes
 * the balance below zero ("Your balance is insufficient"). The record keeps who,
 * why, and the balance before and after.
 */
export async function adjustBalance(
  knex: Knex,
  input: {
    member_id: string
    asset: string
    direction: string
    amount: string
    reason: string
    staff_user_id: string
  }
): Promise<AdjustmentView> {
  const amount = positiveAmount(input.amount)
  if (
    input.asset !== "USDT" &&
    input.asset !== "UUC" &&
    input.asset !== "POINTS"
  )
    throw invalid("invalid_asset", "asset")
  if (input.direction !== "increase" && input.direction !== "reduce")
    throw invalid("invalid_data", "direction")
  const reason = input.reason?.trim()
  if (!reason) throw invalid("reason_required", "reason")
  const asset = input.asset
  const account = memberAccount(input.member_id, asset)
  const counter = COUNTER[asset]
  const locked = await lockAccounts(knex, [
    { address: account, asset },
    { address: counter, asset },
  ])
  const before = locked.get(accountKey(account, asset))!.balance
  const delta = input.direction === "increase" ? amount : amount.negated()
  const id = newId("ladj")
  const { entry } = await writeEntry(
    knex,
    {
      key: `adjustment:${id}`,
      kind: "adjustment",
      description_key: `ledger.adjustment.${input.direction}`,
      params: { adjustment_id: id, asset, amount: fmt(amount), reason },
      source: { type: "adjustment", id },
      postings: [
        { account, asset, amount: fmt(delta) },
        { account: counter, asset, amount: fmt(delta.negated()) },
      ],
    },
    locked,
    { fresh: true }
  )
  const { rows } = await knex.raw(
    `insert into ledger_adjustment (id, member_id, asset, direction, amount, reason,
        staff_user_id, balance_before, balance_after, entry_id)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning *`,
    [
      id,
      input.member_id,
      asset,
      input.direction,
      fmt(amount),
      reason,
      input.staff_user_id,
      fmt(before),
      fmt(before.plus(delta)),
      entry.id,
    ]
  )
  return presentAdjustment(rows[0])
}
