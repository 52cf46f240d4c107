import { newId } from "../lib/ids"
import { memberAccount, PLATFORM, worldAccount } from "../lib/accounts"
import { lockAccounts } from "../lib/accounts-lock"
import { dbDay } from "../lib/calendar"
import { writeEntry } from "../lib/engine"
import { conflict, invalid, notFound, refuse } from "../lib/errors"
import { addressOf, chainOf, positiveAmount, txHashOf } from "../lib/formats"
import Decimal from "decimal.js"
import { ceil8, fmt, money, type Money, SCALE } from "../lib/money"
import { presentWithdrawal } from "../lib/present"
import type { Knex, Row } from "../lib/sql"
import type { WithdrawalView } from "../lib/types"
import {
  cancelPayout,
  lockVerifiedPayout,
  markPayoutPaid,
  type PayoutChains,
  payoutRow,
  type PayoutStatus,
  type PayoutView,
  REJECTABLE_PAYOUT,
  startPayout,
  tokenUnits,
} from "./payouts"

/** The plan's withdrawal rules in force for one request (the caller reads the plan). */
export type WithdrawalRules = {
  min: string
  per_day: number
  closed_weekdays: number[]
  timezone: string
  /** The member's fee rate: reduced with enough active direct referrals. */
  fee_rate: string
  /**
   * The decimals of each chain's USDT (the server's settings, else the chain's
   * usual token): a net must fit them, the chain cannot carry more places.
   */
  chain_decimals?: Partial<Record<string, number>>
  /** Hours after a change of the payout wallet during which none is taken. */
  wallet_cooling_hours?: number
}

/**
 * The fee and net of a withdrawal: the fee is the rate rounded up to 8 places,
 * then up again by what the chain's token cannot carry (a 6-decimal USDT drops
 * the 7th and 8th places), so the net the ledger posts is exactly what is sent.
 */
export function withdrawalFee(
  amount: Money,
  feeRate: string,
  tokenDecimals?: number
) {
  const places = Math.min(SCALE, tokenDecimals ?? SCALE)
  const net = amount
    .minus(ceil8(amount.times(money(feeRate))))
    .toDecimalPlaces(places, Decimal.ROUND_DOWN)
  return { fee: amount.minus(net), net }
}

/** Requests not rejected on the member's current day (in the plan timezone). */
export async function countToday(knex: Knex, memberId: string, day: string) {
  const { rows } = await knex.raw(
    `select count(*)::int as n from ledger_withdrawal
      where member_id = ? and day = ? and status <> 'rejected'`,
    [memberId, day]
  )
  return Number(rows[0].n)
}

/**
 * Requests a withdrawal: checks the minimum and the closed weekdays, locks the
 * member's USDT accounts (every withdrawal of a member takes the same lock, so the
 * daily count below is exact across processes), checks the daily limit, then moves
 * the amount USDT → USDT_HELD and writes the request, all in one transaction.
 */
export async function requestWithdrawal(
  knex: Knex,
  input: {
    member_id: string
    amount: string
    chain: string
    address: string
    rules: WithdrawalRules
    now?: Date
    /**
     * The member's standing (not borrowing, not frozen), asked of the plugins that
     * own it inside this transaction, after the member's accounts are locked.
     */
    member_checks?: () => Promise<void>
  }
): Promise<WithdrawalView> {
  const amount = positiveAmount(input.amount)
  const chain = chainOf(input.chain)
  const address = addressOf(input.address)
  const { rules } = input
  if (amount.lt(money(rules.min)))
    throw refuse(
      "withdrawal_minimum",
      "amount",
      `The minimum withdrawal is ${money(rules.min).toString()} USD`
    )
  const { day, weekday } = await dbDay(knex, rules.timezone, input.now)
  if (rules.closed_weekdays.includes(weekday))
    throw refuse("withdrawal_closed_today")

  const usdt = memberAccount(input.member_id, "USDT")
  const held = memberAccount(input.member_id, "USDT_HELD")
  const locked = await lockAccounts(knex, [
    { address: usdt, asset: "USDT" },
    { address: held, asset: "USDT_HELD" },
  ])
  await input.member_checks?.()
  if ((await countToday(knex, input.member_id, day)) >= rules.per_day)
    throw refuse("withdrawal_daily_limit")

  // The platform's fee is rounded up, so what leaves (net) is never over-paid.
  const { fee, net } = withdrawalFee(
    amount,
    rules.fee_rate,
    rules.chain_decimals?.[chain]
  )
  if (net.lte(0)) throw refuse("amount_too_small", "amount")
  const id = newId("lwd")
  const { entry } = await writeEntry(
    knex,
    {
      key: `withdrawal:${id}:hold`,
      kind: "withdrawal_hold",
      description_key: "ledger.withdrawal.hold",
      params: {
        withdrawal_id: id,
        chain,
        address,
        amount: fmt(amount),
        fee: fmt(fee),
        net: fmt(net),
      },
      source: { type: "withdrawal", id },
      postings: [
        { account: usdt, asset: "USDT", amount: fmt(amount.negated()) },
        { account: held, asset: "USDT_HELD", amount: fmt(amount) },
      ],
    },
    locked,
    { fresh: true }
  )
  const { rows } = await knex.raw(
    `insert into ledger_withdrawal (id, member_id, amount, fee, fee_rate, net, chain,
        address, day, hold_entry_id)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning *`,
    [
      id,
      input.member_id,
      fmt(amount),
      fmt(fee),
      money(rules.fee_rate).toFixed(8),
      fmt(net),
      chain,
      address,
      day,
      entry.id,
    ]
  )
  return presentWithdrawal(rows[0])
}

/**
 * Locks the withdrawal in the operation's transaction and checks it may move from
 * its status. The database's transition table (migrations 20261123150000 and
 * 20261127103500) refuses any other move; `transferring` may become `rejected`
 * only as mayReject says.
 */
async function lockOpen(
  knex: Knex,
  id: string,
  from: readonly string[]
): Promise<Row> {
  const { rows } = await knex.raw(
    "select * from ledger_withdrawal where id = ? for update",
    [id]
  )
  if (!rows.length) throw notFound("withdrawal_not_found")
  if (!from.includes(String(rows[0].status)))
    throw refuse("withdrawal_not_open")
  return rows[0]
}

/**
 * Approves a withdrawal. Where this server pays on the withdrawal's chain
 * (`payout_chains`, from its settings), it becomes *transferring funds* and its
 * payout starts: a payout TX hash is verified on chain before the withdrawal
 * passes (completePayout), none queues the hot wallet's (when there is one).
 * Elsewhere (staff's word, as before): without a payout TX hash it only marks it
 * transferring; with one the held amount leaves at once (*passed*).
 */
export async function approveWithdrawal(
  knex: Knex,
  input: {
    id: string
    tx_hash?: string | null
    reviewed_by: string
    payout_chains?: PayoutChains
  }
): Promise<WithdrawalView & { payout?: PayoutView }> {
  const row = await lockOpen(knex, input.id, ["pending", "transferring"])
  const onChain = input.payout_chains?.[String(row.chain)]
  // A net the token cannot carry is never sent (nor rounded): reject it instead.
  if (onChain) tokenUnits(String(row.net), onChain.decimals)
  if (!input.tx_hash || onChain) {
    const { rows } = await knex.raw(
      `update ledger_withdrawal set status = 'transferring', reviewed_by = ?,
          reviewed_at = now(), updated_at = now() where id = ? returning *`,
      [input.reviewed_by, input.id]
    )
    if (!onChain || (!input.tx_hash && !onChain.hot_wallet))
      return presentWithdrawal(rows[0])
    const payout = await startPayout(knex, {
      withdrawal: rows[0],
      chain: onChain,
      tx_hash: input.tx_hash,
      requested_by: input.reviewed_by,
    })
    return { ...presentWithdrawal(rows[0]), payout }
  }
  const txHash = txHashOf(input.tx_hash)
  const { rows: used } = await knex.raw(
    `select 1 from ledger_withdrawal where lower(payout_tx_hash) = ?
     union all select 1 from ledger_withdrawal_payout where lower(tx_hash) = ?`,
    [txHash, txHash]
  )
  if (used.length) throw conflict("payout_tx_hash_used", "tx_hash")
  return settleWithdrawal(knex, row, txHash, input.reviewed_by)
}

/**
 * The held amount leaves: net to the chain, fee to the platform (*passed*), with
 * the payout TX's hash. The withdrawal's row is locked by the caller.
 */
async function settleWithdrawal(
  knex: Knex,
  row: Row,
  txHash: string,
  reviewedBy: string
): Promise<WithdrawalView> {
  const id = String(row.id)
  const memberId = String(row.member_id)
  const chain = chainOf(row.chain)
  const amount = money(String(row.amount))
  const fee = money(String(row.fee))
  const net = money(String(row.net))
  const postings = [
    {
      account: memberAccount(memberId, "USDT_HELD"),
      asset: "USDT_HELD",
      amount: fmt(amount.negated()),
    },
    { account: worldAccount(chain), asset: "USDT", amount: fmt(net) },
  ]
  if (fee.gt(0))
    postings.push({ account: PLATFORM.fees, asset: "USDT", amount: fmt(fee) })
  const { entry } = await writeEntry(
    knex,
    {
      key: `withdrawal:${id}:settle`,
      kind: "withdrawal_paid",
      description_key: "ledger.withdrawal.paid",
      params: {
        withdrawal_id: id,
        chain,
        address: row.address,
        tx_hash: txHash,
        amount: fmt(amount),
        fee: fmt(fee),
        net: fmt(net),
      },
      source: { type: "withdrawal", id },
      postings,
    },
    undefined,
    { fresh: true }
  )
  const { rows } = await knex.raw(
    `update ledger_withdrawal set status = 'passed', payout_tx_hash = ?, settle_entry_id = ?,
        reviewed_by = ?, reviewed_at = now(), updated_at = now() where id = ? returning *`,
    [txHash, entry.id, reviewedBy, id]
  )
  return presentWithdrawal(rows[0])
}

/**
 * Staff start the payout of a withdrawal that is transferring funds: record the
 * TX they sent (verified on chain before it passes), or hand it (again) to the
 * hot wallet. Only on a chain this server pays on.
 */
export async function requestPayout(
  knex: Knex,
  input: {
    id: string
    tx_hash?: string | null
    /** The staff member asking. */
    reviewed_by: string
    payout_chains: PayoutChains
  }
): Promise<WithdrawalView & { payout: PayoutView }> {
  const row = await lockOpen(knex, input.id, ["transferring"])
  const chain = input.payout_chains[String(row.chain)]
  if (!chain) throw refuse("payout_chain_off")
  const payout = await startPayout(knex, {
    withdrawal: row,
    chain,
    tx_hash: input.tx_hash,
    requested_by: input.reviewed_by,
  })
  return { ...presentWithdrawal(row), payout }
}

/**
 * The chain confirmed the payout's TX (right token, recipient and amount, enough
 * confirmations): the withdrawal passes through the same settlement as staff's,
 * in one transaction with the payout marked paid. Null when the payout no longer
 * holds that TX or the withdrawal passed already: a second check pays nothing.
 */
export async function completePayout(
  knex: Knex,
  input: { id: string; tx_hash: string }
): Promise<(WithdrawalView & { payout: PayoutView }) | null> {
  const { rows } = await knex.raw(
    "select * from ledger_withdrawal where id = ? for update",
    [input.id]
  )
  if (!rows.length) throw notFound("withdrawal_not_found")
  if (rows[0].status !== "transferring") return null
  const payout = await lockVerifiedPayout(knex, input.id, input.tx_hash)
  if (!payout) return null
  const withdrawal = await settleWithdrawal(
    knex,
    rows[0],
    String(payout.tx_hash),
    String(payout.requested_by)
  )
  return { ...withdrawal, payout: await markPayoutPaid(knex, input.id) }
}

/**
 * Whether staff may still reject a withdrawal: pending, or transferring on a
 * chain this server pays on when no payout can land any more (none started, or
 * queued/held and not signed, or its TX refused or failed). Elsewhere staff's
 * word says funds are on their way: rejecting could pay the member twice.
 */
export const mayReject = (
  status: string,
  paidOnChain: boolean,
  payout: PayoutStatus | null
) =>
  status === "pending" ||
  (status === "transferring" &&
    paidOnChain &&
    (payout === null || REJECTABLE_PAYOUT.includes(payout)))

/**
 * Rejects an open withdrawal: the held amount returns to the member's USDT. A
 * transferring one only as mayReject says (409 `withdrawal_payout_open`): the
 * withdrawal's row and then its payout's are locked, the order every payout
 * operation takes, so a claim, a recorded TX or the watcher's completion either
 * went first (and is seen here) or finds the withdrawal rejected.
 */
export async function rejectWithdrawal(
  knex: Knex,
  input: {
    id: string
    reason: string
    reviewed_by: string
    payout_chains?: PayoutChains
  }
): Promise<WithdrawalView> {
  const reason = input.reason?.trim()
  if (!reason) throw invalid("reason_required", "reason")
  const row = await lockOpen(knex, input.id, ["pending", "transferring"])
  const payout = await payoutRow(knex, input.id, true)
  const paidOnChain = !!input.payout_chains?.[String(row.chain)]
  const payoutStatus = payout ? (String(payout.status) as PayoutStatus) : null
  if (!mayReject(String(row.status), paidOnChain, payoutStatus))
    throw conflict("withdrawal_payout_open")
  if (payout) await cancelPayout(knex, input.id)
  const memberId = String(row.member_id)
  const amount = money(String(row.amount))
  const { entry } = await writeEntry(
    knex,
    {
      key: `withdrawal:${input.id}:return`,
      kind: "withdrawal_returned",
      description_key: "ledger.withdrawal.returned",
      params: { withdrawal_id: input.id, amount: fmt(amount), reason },
      source: { type: "withdrawal", id: input.id },
      postings: [
        {
          account: memberAccount(memberId, "USDT_HELD"),
          asset: "USDT_HELD",
          amount: fmt(amount.negated()),
        },
        {
          account: memberAccount(memberId, "USDT"),
          asset: "USDT",
          amount: fmt(amount),
        },
      ],
    },
    undefined,
    { fresh: true }
  )
  const { rows } = await knex.raw(
    `update ledger_withdrawal set status = 'rejected', reason = ?, settle_entry_id = ?,
        reviewed_by = ?, reviewed_at = now(), updated_at = now() where id = ? returning *`,
    [reason, entry.id, input.reviewed_by, input.id]
  )
  return presentWithdrawal(rows[0])
}
