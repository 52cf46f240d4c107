import { newId } from "../lib/ids"
import { memberAccount, worldAccount } from "../lib/accounts"
import { writeEntry } from "../lib/engine"
import { conflict, invalid, notFound, refuse } from "../lib/errors"
import { chainOf, positiveAmount, txHashOf } from "../lib/formats"
import { fmt } from "../lib/money"
import { presentRecharge } from "../lib/present"
import type { Knex } from "../lib/sql"
import type { RechargeView } from "../lib/types"

const isUniqueViolation = (e: unknown) =>
  (e as { code?: string })?.code === "23505"

/**
 * One transfer, one credit (rules.md §5): reports and the watcher's credits of a
 * TX take turns under this lock, so each sees what the other committed.
 */
export async function lockChainTx(knex: Knex, chain: string, txHash: string) {
  await knex.raw("select pg_advisory_xact_lock(hashtextextended(?, 0))", [
    `ledger-chain-tx:${chain}:${txHash.toLowerCase()}`,
  ])
}

/**
 * Whether the watcher holds a log of this TX to a member's deposit address
 * (waiting or credited): such a transfer is the watcher's to credit, never a
 * report's.
 */
async function watchedTransfer(knex: Knex, chain: string, txHash: string) {
  const { rows } = await knex.raw(
    `select 1 from ledger_chain_deposit
      where chain = ? and tx_hash = ? and member_id is not null
        and status in ('seen', 'credited')
      limit 1`,
    [chain, txHash.toLowerCase()]
  )
  return rows.length > 0
}

/** A member reports a recharge; it waits for staff (or a chain watcher) to confirm. */
export async function reportRecharge(
  knex: Knex,
  input: {
    member_id: string
    amount: string
    chain: string
    tx_hash: string
    to_address?: string | null
    from_address?: string | null
  }
): Promise<RechargeView> {
  const amount = positiveAmount(input.amount)
  const chain = chainOf(input.chain)
  const txHash = txHashOf(input.tx_hash)
  const { rows: used } = await knex.raw(
    "select 1 from ledger_recharge where lower(tx_hash) = ?",
    [txHash]
  )
  if (used.length) throw conflict("tx_hash_used", "tx_hash")
  await lockChainTx(knex, chain, txHash)
  if (await watchedTransfer(knex, chain, txHash))
    throw conflict("tx_watched", "tx_hash")
  try {
    const { rows } = await knex.raw(
      `insert into ledger_recharge (id, member_id, amount, chain, tx_hash, to_address, from_address)
       values (?, ?, ?, ?, ?, ?, ?) returning *`,
      [
        newId("lrch"),
        input.member_id,
        fmt(amount),
        chain,
        txHash,
        input.to_address ?? null,
        input.from_address ?? null,
      ]
    )
    return presentRecharge(rows[0])
  } catch (e) {
    // A parallel report of the same hash committed first.
    if (isUniqueViolation(e)) throw conflict("tx_hash_used", "tx_hash")
    throw e
  }
}

async function lockPending(knex: Knex, id: string) {
  const { rows } = await knex.raw(
    "select * from ledger_recharge where id = ? for update",
    [id]
  )
  if (!rows.length) throw notFound("recharge_not_found")
  if (rows[0].status !== "pending") throw refuse("recharge_not_pending")
  return rows[0]
}

/**
 * What a watcher saw on chain for a pending report: the transfer's sender, its
 * block time and log (its key); staff see them beside the report.
 */
export async function noteSighting(
  knex: Knex,
  input: {
    id: string
    tx_from: string
    block_time: Date
    log_index: number | null
  }
): Promise<RechargeView> {
  const { rows } = await knex.raw(
    `update ledger_recharge set tx_from = ?, block_time = ?,
        log_index = coalesce(log_index, ?), updated_at = now()
      where id = ? and status = 'pending' returning *`,
    [input.tx_from.toLowerCase(), input.block_time, input.log_index, input.id]
  )
  if (!rows.length) throw refuse("recharge_not_pending")
  return presentRecharge(rows[0])
}

/**
 * Confirms a pending recharge: the outside world's account on that chain pays the
 * member's USDT. `reviewed_by` is a staff user id or a chain watcher's name. A
 * report whose log is not known (no watcher saw it) is refused while the
 * watcher holds a log of its TX to a member's deposit address (`tx_watched`):
 * the watcher credits that one.
 */
export async function confirmRecharge(
  knex: Knex,
  input: { id: string; reviewed_by: string }
): Promise<RechargeView> {
  const row = await lockPending(knex, input.id)
  const chain = chainOf(row.chain)
  const amount = String(row.amount)
  await lockChainTx(knex, chain, String(row.tx_hash))
  if (
    row.log_index == null &&
    (await watchedTransfer(knex, chain, String(row.tx_hash)))
  )
    throw conflict("tx_watched", "tx_hash")
  const { entry } = await writeEntry(
    knex,
    {
      key: `recharge:${input.id}`,
      kind: "recharge",
      description_key: "ledger.recharge",
      params: { chain, tx_hash: row.tx_hash, amount },
      source: { type: "recharge", id: input.id },
      postings: [
        { account: worldAccount(chain), asset: "USDT", amount: `-${amount}` },
        {
          account: memberAccount(String(row.member_id), "USDT"),
          asset: "USDT",
          amount,
        },
      ],
    },
    undefined,
    { fresh: true }
  )
  const { rows } = await knex.raw(
    `update ledger_recharge set status = 'confirmed', entry_id = ?, reviewed_by = ?,
        reviewed_at = now(), updated_at = now() where id = ? returning *`,
    [entry.id, input.reviewed_by, input.id]
  )
  return presentRecharge(rows[0])
}

export async function rejectRecharge(
  knex: Knex,
  input: { id: string; reason: string; reviewed_by: string }
): Promise<RechargeView> {
  const reason = input.reason?.trim()
  if (!reason) throw invalid("reason_required", "reason")
  await lockPending(knex, input.id)
  const { rows } = await knex.raw(
    `update ledger_recharge set status = 'rejected', reason = ?, reviewed_by = ?,
        reviewed_at = now(), updated_at = now() where id = ? returning *`,
    [reason, input.reviewed_by, input.id]
  )
  return presentRecharge(rows[0])
}
