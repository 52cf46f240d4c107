import { conflict, notFound, refuse } from "../lib/errors"
import { txHashOf } from "../lib/formats"
import { money } from "../lib/money"
import { iso, type Knex, type Row } from "../lib/sql"

/**
 * What this server knows of a chain's payouts (from its settings): the token and
 * its decimals, and whether a hot wallet signs payouts. Absent: staff's word.
 */
export type PayoutChain = {
  token: string
  decimals: number
  hot_wallet: boolean
}
export type PayoutChains = Partial<Record<string, PayoutChain>>

export type PayoutStatus =
  | "queued"
  | "held"
  | "sending"
  | "sent"
  | "verifying"
  | "paid"
  | "refused"
  | "failed"
  | "cancelled"

export type PayoutView = {
  withdrawal_id: string
  chain: string
  mode: "recorded" | "hot_wallet"
  status: PayoutStatus
  to_address: string
  token: string | null
  raw_value: string | null
  amount: string
  tx_hash: string | null
  from_address: string | null
  nonce: string | null
  code: string | null
  reason: string | null
  attempts: number
  requested_by: string
  checked_at: string | null
  created_at: string
  updated_at: string
}

/** The row as staff see it: never the signed transaction itself. */
export const presentPayout = (r: Row): PayoutView => ({
  withdrawal_id: String(r.withdrawal_id),
  chain: String(r.chain),
  mode: r.mode as PayoutView["mode"],
  status: r.status as PayoutStatus,
  to_address: String(r.to_address),
  token: r.token == null ? null : String(r.token),
  raw_value: r.raw_value == null ? null : String(r.raw_value),
  amount: String(r.amount),
  tx_hash: r.tx_hash == null ? null : String(r.tx_hash),
  from_address: r.from_address == null ? null : String(r.from_address),
  nonce: r.nonce == null ? null : String(r.nonce),
  code: r.code == null ? null : String(r.code),
  reason: r.reason == null ? null : String(r.reason),
  attempts: Number(r.attempts),
  requested_by: String(r.requested_by),
  checked_at: iso(r.checked_at),
  created_at: iso(r.created_at)!,
  updated_at: iso(r.updated_at)!,
})

/**
 * The token units a payout of `net` USDT sends: net × 10^decimals, exactly; null
 * when the net has more places than the token (never rounded: the ledger posts
 * the net, so the chain must carry all of it; requests fit it, see rules.md §5).
 */
export const tokenUnitsOf = (net: string, decimals: number) => {
  const units = money(net).times(money(10).pow(decimals))
  return units.isInteger() ? units.toFixed(0) : null
}

/** The same, refusing a net the token cannot carry (`payout_amount_unfit`). */
export function tokenUnits(net: string, decimals: number) {
  const units = tokenUnitsOf(net, decimals)
  if (units === null) throw refuse("payout_amount_unfit")
  return units
}

/**
 * Payout states in which nothing can land on chain any more, or nothing was sent
 * yet: its withdrawal may still be rejected (queued and held ones are cancelled).
 */
export const REJECTABLE_PAYOUT: PayoutStatus[] = [
  "queued",
  "held",
  "refused",
  "failed",
]

/** States in which a payout is on its way: nothing may replace it. */
const IN_FLIGHT: PayoutStatus[] = ["queued", "sending", "sent"]

export async function payoutRow(knex: Knex, id: string, lock = false) {
  const { rows } = await knex.raw(
    `select * from ledger_withdrawal_payout where withdrawal_id = ?${lock ? " for update" : ""}`,
    [id]
  )
  return (rows[0] as Row | undefined) ?? null
}

/**
 * Starts (or restarts) the payout of a withdrawal that is transferring funds, in
 * the caller's transaction with the withdrawal's row locked: a TX staff sent
 * (`tx_hash`: verified on chain before the withdrawal passes) or the hot wallet's
 * (`queued`: claimed and signed once, see claimHotPayout). A payout on its way or
 * paid is never replaced; a refused, failed or held one may be.
 */
export async function startPayout(
  knex: Knex,
  input: {
    withdrawal: Row
    chain: PayoutChain
    tx_hash?: string | null
    requested_by: string
  }
): Promise<PayoutView> {
  const w = input.withdrawal
  const id = String(w.id)
  const existing = await payoutRow(knex, id, true)
  if (existing) {
    if (existing.status === "paid") throw refuse("withdrawal_not_open")
    if (IN_FLIGHT.includes(existing.status as PayoutStatus))
      throw refuse("payout_in_flight")
  }
  const txHash = input.tx_hash ? txHashOf(input.tx_hash) : null
  if (!txHash && !input.chain.hot_wallet) throw refuse("hot_wallet_off")
  if (txHash) {
    const { rows: used } = await knex.raw(
      `select 1 from ledger_withdrawal where lower(payout_tx_hash) = ?
       union all
       select 1 from ledger_withdrawal_payout
        where lower(tx_hash) = ? and withdrawal_id <> ?`,
      [txHash, txHash, id]
    )
    if (used.length) throw conflict("payout_tx_hash_used", "tx_hash")
  }
  const values = {
    chain: String(w.chain),
    mode: txHash ? "recorded" : "hot_wallet",
    status: txHash ? "verifying" : "queued",
    to_address: String(w.address).toLowerCase(),
    token: input.chain.token,
    raw_value: tokenUnits(String(w.net), input.chain.decimals),
    amount: String(w.net),
    tx_hash: txHash,
    requested_by: input.requested_by,
  }
  // The previous attempt's TX (if any) could no longer pay: it was refused,
  // reverted or replaced; its hash is dropped with it.
  const { rows } = await knex.raw(
    `insert into ledger_withdrawal_payout (withdrawal_id, chain, mode, status,
        to_address, token, raw_value, amount, tx_hash, requested_by)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     on conflict (withdrawal_id) do update set mode = excluded.mode,
        status = excluded.status, token = excluded.token,
        raw_value = excluded.raw_value, tx_hash = excluded.tx_hash,
        from_address = null, nonce = null, raw_tx = null, code = null,
        reason = null, day = null, checked_at = null,
        requested_by = excluded.requested_by, updated_at = now()
     returning *`,
    [
      id,
      values.chain,
      values.mode,
      values.status,
      values.to_address,
      values.token,
      values.raw_value,
      values.amount,
      values.tx_hash,
      values.requested_by,
    ]
  )
  return presentPayout(rows[0])
}

/** A hot wallet's limits as configured (USDT). */
export type HotWalletLimits = {
  max_per_withdrawal: string
  max_per_day: string
}

/**
 * Claims a queued hot-wallet payout for signing, once: under the wallet's row
 * lock (one signer per wallet at a time, across processes) the payout row moves
 * queued → sending with the next nonce and the signed TX, in one transaction. A
 * payout another process claimed answers null; one over a limit is held for
 * staff (`hot_wallet_over_limit`, `hot_wallet_daily_limit`: today's hot-wallet
 * payouts summed in PostgreSQL). The TX is broadcast only after this commits, so
 * whatever happens next, the one signed TX is what goes out (again if need be).
 */
export async function claimHotPayout(
  knex: Knex,
  input: {
    withdrawal_id: string
    wallet: string
    limits: HotWalletLimits
    /** The chain's count of the wallet's TXs (pending included). */
    chain_nonce: string
    sign: (nonce: bigint) => Promise<{ raw_tx: string; tx_hash: string }>
  }
): Promise<PayoutView | null> {
  const first = await payoutRow(knex, input.withdrawal_id)
  if (!first || first.status !== "queued") return null
  const chain = String(first.chain)
  const wallet = input.wallet.toLowerCase()
  await knex.raw(
    `insert into ledger_hot_wallet (chain, address) values (?, ?)
     on conflict do nothing`,
    [chain, wallet]
  )
  const { rows: locked } = await knex.raw(
    `select next_nonce from ledger_hot_wallet where chain = ? and address = ?
      for update`,
    [chain, wallet]
  )
  const row = await payoutRow(knex, input.withdrawal_id, true)
  if (!row || row.status !== "queued") return null
  const amount = money(String(row.amount))
  const hold = async (code: string) => {
    const { rows } = await knex.raw(
      `update ledger_withdrawal_payout set status = 'held', code = ?,
          updated_at = now() where withdrawal_id = ? returning *`,
      [code, input.withdrawal_id]
    )
    return presentPayout(rows[0])
  }
  if (amount.gt(money(input.limits.max_per_withdrawal)))
    return hold("hot_wallet_over_limit")
  const { rows: today } = await knex.raw(
    `select (now() at time zone 'UTC')::date::text as day,
            coalesce(sum(amount), 0)::text as spent
       from ledger_withdrawal_payout
      where chain = ? and mode = 'hot_wallet'
        and day = (now() at time zone 'UTC')::date
        and status in ('sending', 'sent', 'paid')`,
    [chain]
  )
  if (
    money(String(today[0].spent))
      .plus(amount)
      .gt(money(input.limits.max_per_day))
  )
    return hold("hot_wallet_daily_limit")
  const stored = BigInt(String(locked[0].next_nonce))
  const onChain = BigInt(input.chain_nonce)
  const nonce = stored > onChain ? stored : onChain
  const signed = await input.sign(nonce)
  await knex.raw(
    `update ledger_hot_wallet set next_nonce = ?, updated_at = now()
      where chain = ? and address = ?`,
    [(nonce + 1n).toString(), chain, wallet]
  )
  const { rows } = await knex.raw(
    `update ledger_withdrawal_payout set status = 'sending', from_address = ?,
        nonce = ?, raw_tx = ?, tx_hash = ?, day = ?::date,
        attempts = attempts + 1, code = null, reason = null, updated_at = now()
      where withdrawal_id = ? returning *`,
    [
      wallet,
      nonce.toString(),
      signed.raw_tx,
      signed.tx_hash.toLowerCase(),
      today[0].day,
      input.withdrawal_id,
    ]
  )
  return presentPayout(rows[0])
}

/** The payouts the watcher still has work on, per chain; `raw_tx` included. */
export async function openPayouts(knex: Knex, chain: string, id?: string) {
  const { rows } = await knex.raw(
    `select * from ledger_withdrawal_payout
      where chain = ? and status in ('queued','sending','sent','verifying')
        ${id ? "and withdrawal_id = ?" : ""}
      order by created_at`,
    id ? [chain, id] : [chain]
  )
  return (rows as Row[]).map((r) => ({
    ...presentPayout(r),
    raw_tx: r.raw_tx == null ? null : String(r.raw_tx),
  }))
}

/**
 * What the chain said of a payout's TX. `sent`: the signed TX was accepted (or
 * known); `error`: broadcasting it failed for now (kept, tried again); `refused`
 * / `failed`: it can never pay this withdrawal, back to staff with the code;
 * `checked`: still waiting for its confirmations. Only a payout still holding
 * that TX is changed.
 */
export async function notePayout(
  knex: Knex,
  input: {
    withdrawal_id: string
    /** The TX the outcome is about (null: a queued payout, not signed yet). */
    tx_hash: string | null
    outcome: "sent" | "error" | "refused" | "failed" | "checked"
    code?: string | null
    reason?: string | null
  }
): Promise<PayoutView | null> {
  const set: Record<typeof input.outcome, string> = {
    sent: "status = case when status = 'sending' then 'sent' else status end, reason = null",
    error: "reason = ?",
    refused: "status = 'refused', code = ?, reason = ?",
    failed: "status = 'failed', code = ?, reason = ?",
    checked: "reason = ?",
  }
  const bindings =
    input.outcome === "refused" || input.outcome === "failed"
      ? [input.code ?? null, input.reason ?? null]
      : input.outcome === "sent"
        ? []
        : [input.reason ?? null]
  const { rows } = await knex.raw(
    `update ledger_withdrawal_payout set ${set[input.outcome]},
        checked_at = now(), updated_at = now()
      where withdrawal_id = ? and coalesce(lower(tx_hash), '') = ?
        and status in ('queued','sending','sent','verifying')
      returning *`,
    [...bindings, input.withdrawal_id, input.tx_hash?.toLowerCase() ?? ""]
  )
  return rows[0] ? presentPayout(rows[0]) : null
}

/**
 * Locks a payout whose TX the chain confirmed, for the withdrawal's completion in
 * the same transaction: null when it no longer holds that TX or is paid already.
 */
export async function lockVerifiedPayout(
  knex: Knex,
  id: string,
  txHash: string
): Promise<Row | null> {
  const row = await payoutRow(knex, id, true)
  if (!row) throw notFound("withdrawal_not_found")
  if (
    !["sending", "sent", "verifying"].includes(String(row.status)) ||
    String(row.tx_hash).toLowerCase() !== txHash.toLowerCase()
  )
    return null
  return row
}

export async function markPayoutPaid(knex: Knex, id: string) {
  const { rows } = await knex.raw(
    `update ledger_withdrawal_payout set status = 'paid', code = null,
        reason = null, checked_at = now(), updated_at = now()
      where withdrawal_id = ? returning *`,
    [id]
  )
  return presentPayout(rows[0])
}

/**
 * The withdrawal is rejected: a payout not sent yet (queued for the hot wallet,
 * or held over its limits) is cancelled, so no claim takes it. The caller holds
 * the payout's row lock (see rejectWithdrawal).
 */
export async function cancelPayout(knex: Knex, id: string) {
  await knex.raw(
    `update ledger_withdrawal_payout set status = 'cancelled', updated_at = now()
      where withdrawal_id = ? and status in ('queued', 'held')`,
    [id]
  )
}

/** The payouts of these withdrawals, for staff screens. */
export async function payoutsOf(knex: Knex, ids: string[]) {
  if (!ids.length) return {}
  const { rows } = await knex.raw(
    `select * from ledger_withdrawal_payout where withdrawal_id = any(?)`,
    [ids]
  )
  return Object.fromEntries(
    (rows as Row[]).map((r) => [String(r.withdrawal_id), presentPayout(r)])
  ) as Record<string, PayoutView>
}

/** Takes the payout's lease for one worker's pass (see withPayoutLock). */
export async function leasePayout(knex: Knex, id: string): Promise<boolean> {
  const { rows } = await knex.raw(
    `update ledger_withdrawal_payout
        set lease_until = now() + interval '2 minutes'
      where withdrawal_id = ?
        and (lease_until is null or lease_until < now())
      returning withdrawal_id`,
    [id]
  )
  return rows.length > 0
}

export async function releasePayout(knex: Knex, id: string) {
  await knex.raw(
    "update ledger_withdrawal_payout set lease_until = null where withdrawal_id = ?",
    [id]
  )
}
