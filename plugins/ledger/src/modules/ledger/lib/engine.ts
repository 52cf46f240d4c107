import { newId } from "./ids"
import { createHash } from "crypto"
import {
  describeAccount,
  PLATFORM,
  type AccountInfo,
  type Unit,
} from "./accounts"
import {
  accountKey,
  lockAccounts,
  saveBalances,
  type Locked,
  type LockedAccount,
} from "./accounts-lock"
import { conflict, misuse, refuse } from "./errors"
import { floor8, fmt, hasScale, money, ZERO, type Money } from "./money"
import { presentEntry } from "./present"
import type { Knex, Row } from "./sql"
import type { EntryInput, EntryResult, EntryView } from "./types"

type Leg = { info: AccountInfo; amount: Money }

/**
 * The business row written in the same statement as the entry (a transfer, a burn,
 * …): one round trip less on the hot paths. Its `entry_id` is the entry's, its
 * `created_at` the transaction's time, as the entry's.
 */
export type BusinessRecord = {
  table:
    | "ledger_transfer"
    | "ledger_burn"
    | "ledger_pool_move"
    | "ledger_exchange"
    | "ledger_adjustment"
    | "ledger_withdrawal"
  values: Record<string, string | number | null>
}

/** Parses, rounds (member credits down, remainder to platform:rounding) and balances. */
export function prepareLegs(input: EntryInput): Leg[] {
  if (!input.postings.length) throw misuse("an entry needs postings")
  const legs: Leg[] = input.postings.map((p) => {
    const info = describeAccount(p.account, p.asset)
    if (!info) throw misuse(`invalid account ${p.account} (${p.asset})`)
    let amount: Money
    try {
      amount = money(String(p.amount))
    } catch {
      throw misuse(`invalid amount ${String(p.amount)}`)
    }
    if (!amount.isFinite() || amount.isZero())
      throw misuse(`invalid amount ${String(p.amount)}`)
    return { info, amount }
  })

  const sums = new Map<Unit, Money>()
  for (const leg of legs)
    sums.set(leg.info.unit, (sums.get(leg.info.unit) ?? ZERO).plus(leg.amount))
  for (const [unit, sum] of sums)
    if (!sum.isZero()) throw misuse(`entry does not balance in ${unit}: ${sum}`)

  const round = input.round_member_credits !== false
  const leftovers = new Map<Unit, Money>()
  const rounded = legs.map((leg) => {
    if (hasScale(leg.amount)) return leg
    if (!round || !leg.info.member_id || leg.amount.isNegative())
      throw misuse(`more than 8 decimals on ${leg.info.address}`)
    const down = floor8(leg.amount)
    const unit = leg.info.unit
    leftovers.set(
      unit,
      (leftovers.get(unit) ?? ZERO).plus(leg.amount.minus(down))
    )
    return { info: leg.info, amount: down }
  })
  const kept = rounded.filter((leg) => !leg.amount.isZero())
  for (const [unit, rest] of leftovers) {
    // The remainders of one unit can add up to more than 8 places only if a debit
    // had more, which was refused above; so `rest` is exact at 8 places.
    if (rest.isZero()) continue
    kept.push({
      info: describeAccount(PLATFORM.rounding, unit)!,
      amount: rest,
    })
  }
  if (!kept.length) throw misuse("an entry needs postings")
  return kept
}

function hashLegs(input: EntryInput, legs: Leg[]) {
  return createHash("sha256")
    .update(
      JSON.stringify([
        input.kind,
        !!input.pending,
        legs.map((l) => [l.info.address, l.info.asset, fmt(l.amount)]),
      ])
    )
    .digest("hex")
}

/** The entry with its postings, as callers see it. */
export async function loadEntry(
  knex: Knex,
  where: { id?: string; key?: string }
): Promise<EntryView | null> {
  const { rows } = await knex.raw(
    `select * from ledger_entry where ${where.id ? "id" : "key"} = ?`,
    [where.id ?? where.key]
  )
  if (!rows.length) return null
  const { rows: postings } = await knex.raw(
    "select * from ledger_posting where entry_id = ? order by id",
    [rows[0].id]
  )
  return presentEntry(rows[0], postings)
}

/** Checks that no account that may not go negative would, after the changes. */
export function assertCovered(accounts: Iterable<LockedAccount>) {
  for (const a of accounts) {
    if (a.allow_negative) continue
    if (a.balance.isNegative() || a.balance.lt(a.pending_out))
      throw refuse("insufficient_balance", "amount")
  }
}

const ENTRY_COLUMNS = `(id, key, request_hash, kind, description_key, params,
  source_type, source_id, status, posted_at)`
const ENTRY_VALUES =
  "(?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, case when ? then now() end)"

/**
 * Postings and balances in one statement: the entry row `e` (inserted here, or
 * claimed before), its postings with their running balances, the cached balances.
 * Data-modifying CTEs always run to completion, together or not at all.
 */
const WRITE_SQL = (
  entry: string,
  record: string
) => `with e as (${entry}),${record}
  p as (
    insert into ledger_posting (entry_id, account, asset, unit, amount, member_id, kind,
        balance_after, seq)
    select e.id, t.account, t.asset, t.unit, t.amount, t.member_id, e.kind, t.balance_after,
           case when e.status = 'posted' then nextval('ledger_posting_seq') end
      from e cross join unnest(?::text[], ?::text[], ?::text[], ?::numeric[], ?::text[],
             ?::numeric[]) with ordinality as t(account, asset, unit, amount, member_id,
             balance_after, ord)
    returning *
  ),
  u as (
    update ledger_account a set balance = v.balance, pending_out = v.pending_out,
           updated_at = now()
      from unnest(?::text[], ?::text[], ?::numeric[], ?::numeric[])
           as v(address, asset, balance, pending_out)
     where a.address = v.address and a.asset = v.asset
    returning 1
  )
  select e.*, p.id as p_id, p.account as p_account, p.asset as p_asset,
         p.amount as p_amount, p.balance_after as p_balance_after,
         (select count(*) from u) as updated
    from e join p on p.entry_id = e.id order by p.id`

/**
 * Writes one journal entry in the caller's transaction: locks the accounts (or uses
 * `locked`, which must hold them all), applies the postings to the cached balances,
 * refuses if an account that may not go negative would, and writes the postings with
 * their running balances. A pending entry only reserves its debits.
 *
 * The key is claimed first, so a replay (same key, same postings) answers the first
 * entry before any balance check (`replayed`), even while the first is in flight.
 * Operations of this module pass `fresh: true`: their keys come from new ids, so the
 * entry is written with the postings in one statement.
 */
export async function writeEntry(
  knex: Knex,
  input: EntryInput,
  locked?: Locked,
  options: { fresh?: boolean; record?: BusinessRecord } = {}
): Promise<EntryResult> {
  const legs = prepareLegs(input)
  const hash = hashLegs(input, legs)
  const id = newId("lent")
  const status = input.pending ? "pending" : "posted"
  const entryBindings = [
    id,
    input.key,
    hash,
    input.kind,
    input.description_key,
    JSON.stringify(input.params ?? {}),
    input.source?.type ?? null,
    input.source?.id ?? null,
    status,
    status === "posted",
  ]
  if (!options.fresh) {
    const { rows: claimed } = await knex.raw(
      `insert into ledger_entry ${ENTRY_COLUMNS} values ${ENTRY_VALUES}
       on conflict (key) do nothing returning id`,
      entryBindings
    )
    if (!claimed.length) {
      const { rows } = await knex.raw(
        "select request_hash from ledger_entry where key = ?",
        [input.key]
      )
      if (rows[0]?.request_hash !== hash) throw conflict("idempotency_conflict")
      return {
        entry: (await loadEntry(knex, { key: input.key }))!,
        replayed: true,
      }
    }
  }

  const accounts =
    locked ??
    (await lockAccounts(
      knex,
      legs.map((l) => ({ address: l.info.address, asset: l.info.asset }))
    ))
  const touched = new Map<string, LockedAccount>()
  const after: (string | null)[] = []
  for (const leg of legs) {
    const key = accountKey(leg.info.address, leg.info.asset)
    const account = accounts.get(key)
    if (!account) throw misuse(`account ${key} was not locked`)
    touched.set(key, account)
    if (status === "posted") {
      account.balance = account.balance.plus(leg.amount)
      after.push(fmt(account.balance))
    } else {
      if (leg.amount.isNegative())
        account.pending_out = account.pending_out.minus(leg.amount)
      after.push(null)
    }
  }
  assertCovered(touched.values())

  const changed = [...touched.values()]
  const record = options.record
  const columns = record ? Object.keys(record.values) : []
  const { rows } = await knex.raw(
    WRITE_SQL(
      options.fresh
        ? `insert into ledger_entry ${ENTRY_COLUMNS} values ${ENTRY_VALUES} returning *`
        : "select * from ledger_entry where id = ?",
      record
        ? `
  r as (
    insert into ${record.table} (${columns.join(", ")}, entry_id)
    select ${columns.map(() => "?").join(", ")}, e.id from e
  ),`
        : ""
    ),
    [
      ...(options.fresh ? entryBindings : [id]),
      ...columns.map((c) => record!.values[c]),
      legs.map((l) => l.info.address),
      legs.map((l) => l.info.asset),
      legs.map((l) => l.info.unit),
      legs.map((l) => fmt(l.amount)),
      legs.map((l) => l.info.member_id),
      after,
      changed.map((a) => a.address),
      changed.map((a) => a.asset),
      changed.map((a) => fmt(a.balance)),
      changed.map((a) => fmt(a.pending_out)),
    ]
  )
  if (Number(rows[0]?.updated) !== changed.length)
    throw misuse("balances were not written") // unreachable: the rows are locked
  const postings = rows.map((r) => ({
    id: r.p_id,
    account: r.p_account,
    asset: r.p_asset,
    amount: r.p_amount,
    balance_after: r.p_balance_after,
  }))
  return { entry: presentEntry(rows[0], postings), replayed: false }
}

async function lockEntry(knex: Knex, key: string) {
  const { rows } = await knex.raw(
    "select id, status from ledger_entry where key = ? for update",
    [key]
  )
  return rows[0] as { id: string; status: string } | undefined
}

async function pendingLegs(knex: Knex, entryId: string) {
  const { rows } = await knex.raw(
    "select id, account, asset, amount from ledger_posting where entry_id = ? order by id",
    [entryId]
  )
  return rows as (Row & { id: string; account: string; asset: string })[]
}

/** Posts a pending entry: its postings take effect now. At most once. */
export async function postPending(
  knex: Knex,
  key: string
): Promise<EntryResult> {
  const entry = await lockEntry(knex, key)
  if (!entry) throw misuse(`no entry ${key}`)
  if (entry.status === "posted")
    return { entry: (await loadEntry(knex, { id: entry.id }))!, replayed: true }
  if (entry.status !== "pending") throw refuse("entry_not_pending")
  const rows = await pendingLegs(knex, entry.id)
  const accounts = await lockAccounts(
    knex,
    rows.map((r) => ({ address: r.account, asset: r.asset }))
  )
  const { rows: seqs } = await knex.raw(
    "select nextval('ledger_posting_seq') as seq from generate_series(1, ?)",
    [rows.length]
  )
  const after: string[] = []
  for (const r of rows) {
    const account = accounts.get(accountKey(r.account, r.asset))!
    const amount = money(String(r.amount))
    account.balance = account.balance.plus(amount)
    if (amount.isNegative())
      account.pending_out = account.pending_out.plus(amount)
    after.push(fmt(account.balance))
  }
  assertCovered(accounts.values())
  await knex.raw(
    `update ledger_posting p set balance_after = v.balance_after, seq = v.seq
       from unnest(?::bigint[], ?::numeric[], ?::bigint[]) as v(id, balance_after, seq)
      where p.id = v.id`,
    [rows.map((r) => r.id), after, seqs.map((s) => String(s.seq))]
  )
  await saveBalances(knex, [...accounts.values()])
  await knex.raw(
    "update ledger_entry set status = 'posted', posted_at = now() where id = ?",
    [entry.id]
  )
  return { entry: (await loadEntry(knex, { id: entry.id }))!, replayed: false }
}

/** Voids a pending entry: its reserved debits are released. At most once. */
export async function voidPending(
  knex: Knex,
  key: string
): Promise<EntryResult> {
  const entry = await lockEntry(knex, key)
  if (!entry) throw misuse(`no entry ${key}`)
  if (entry.status === "voided")
    return { entry: (await loadEntry(knex, { id: entry.id }))!, replayed: true }
  if (entry.status !== "pending") throw refuse("entry_not_pending")
  const rows = await pendingLegs(knex, entry.id)
  const accounts = await lockAccounts(
    knex,
    rows.map((r) => ({ address: r.account, asset: r.asset }))
  )
  for (const r of rows) {
    const amount = money(String(r.amount))
    if (amount.isNegative()) {
      const account = accounts.get(accountKey(r.account, r.asset))!
      account.pending_out = account.pending_out.plus(amount)
    }
  }
  await saveBalances(knex, [...accounts.values()])
  await knex.raw(
    "update ledger_entry set status = 'voided', voided_at = now() where id = ?",
    [entry.id]
  )
  return { entry: (await loadEntry(knex, { id: entry.id }))!, replayed: false }
}

/**
 * A reversal: a new entry with the original's postings negated (transfers are
 * immutable; a mistake is fixed by another transfer). Refused if it would overdraw.
 */
export async function reverseEntry(
  knex: Knex,
  input: {
    key: string
    entry_key: string
    kind?: string
    description_key?: string
    params?: Record<string, unknown>
  }
): Promise<EntryResult> {
  const original = await loadEntry(knex, { key: input.entry_key })
  if (!original) throw misuse(`no entry ${input.entry_key}`)
  if (original.status !== "posted") throw refuse("entry_not_pending")
  return writeEntry(knex, {
    key: input.key,
    kind: input.kind ?? `${original.kind}_reversal`,
    description_key: input.description_key ?? "ledger.reversal",
    params: input.params ?? { entry_id: original.id, kind: original.kind },
    source: { type: "ledger_entry", id: original.id },
    postings: original.postings.map((p) => ({
      account: p.account,
      asset: p.asset,
      amount: money(p.amount).negated().toFixed(8),
    })),
    round_member_credits: false,
  })
}
