import { relaxedCommit } from "@uuc/errors"
import { newId } from "./ids"
import { createHash } from "crypto"
import { describeAccount, PLATFORM, type Unit } from "./accounts"
import {
  accountKey,
  lockAccounts,
  saveBalances,
  type Locked,
  type LockedAccount,
} from "./accounts-lock"
import { misuse, refuse } from "./errors"
import { floor8, fmt, hasScale, money, ZERO, type Money } from "./money"
import { presentEntry } from "./present"
import type { Knex, Row } from "./sql"
import {
  postLegs,
  type BusinessRecord,
  type Leg,
  type PostCall,
} from "./post-sql"
import { postBatch } from "./post-batch"
import type {
  EntriesResult,
  EntryInput,
  EntryResult,
  EntryView,
  Idempotency,
} from "./types"

export type { BusinessRecord } from "./post-sql"

/** Parses, rounds (member credits down, remainder to platform:rounding) and balances. */
function prepareLegs(input: EntryInput): Leg[] {
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
function assertCovered(accounts: Iterable<LockedAccount>) {
  for (const a of accounts) {
    if (a.allow_negative) continue
    if (a.balance.isNegative() || a.balance.lt(a.pending_out))
      throw refuse("insufficient_balance", "amount")
  }
}

/** What `ledger_post_entry` needs of an entry, prepared here (decimal.js, hashing). */
function postCall(input: EntryInput, legs: Leg[], fresh: boolean): PostCall {
  return {
    id: newId("lent"),
    key: input.key,
    hash: hashLegs(input, legs),
    kind: input.kind,
    description_key: input.description_key,
    params: input.params ?? {},
    source: input.source ?? null,
    pending: !!input.pending,
    fresh,
    legs,
    deferred: relaxedCommit(),
  }
}

/**
 * Writes one journal entry in the caller's transaction (or, alone, as one
 * statement): `ledger_post_entry` locks the accounts in address order, applies the
 * postings to the cached balances, refuses if an account that may not go negative
 * would, and writes the postings with their running balances. A pending entry only
 * reserves its debits. `locked` (accounts the caller locked and checked first)
 * must hold them all; they are locked again (a no-op) and get their new balances.
 *
 * The key is claimed first, so a replay (same key, same postings) answers the first
 * entry before any balance check (`replayed`), even while the first is in flight.
 * Operations of this module pass `fresh: true`: their keys come from new ids.
 */
export async function writeEntry(
  knex: Knex,
  input: EntryInput,
  locked?: Locked,
  options: { fresh?: boolean; record?: BusinessRecord } = {}
): Promise<EntryResult> {
  const legs = prepareLegs(input)
  if (locked)
    for (const leg of legs) {
      const key = accountKey(leg.info.address, leg.info.asset)
      if (!locked.has(key)) throw misuse(`account ${key} was not locked`)
    }
  const out = await postLegs(knex, {
    ...postCall(input, legs, !!options.fresh),
    record: options.record,
  })
  if (out.outcome === "replayed_entry")
    return {
      entry: (await loadEntry(knex, { key: input.key }))!,
      replayed: true,
    }
  if (out.outcome !== "written") throw misuse("unexpected replay") // no idempotency key given
  if (locked)
    for (const [key, after] of out.accounts) {
      const account = locked.get(key)
      if (account) Object.assign(account, after)
    }
  return { entry: out.entry, replayed: false }
}

/**
 * Keyed entries in order, in ONE statement (`ledger_post_entries`): each as
 * writeEntry alone would write it, and the first refused (a balance, a key taken
 * with other postings, an entry that does not parse) stops the rest; those
 * before it are written in the caller's transaction (or this statement's).
 */
export async function writeEntries(
  knex: Knex,
  inputs: EntryInput[]
): Promise<EntriesResult> {
  const calls: PostCall[] = []
  let refused: EntriesResult["refused"] = null
  for (const input of inputs) {
    try {
      calls.push(postCall(input, prepareLegs(input), false))
    } catch (error) {
      refused = { index: calls.length, error }
      break
    }
  }
  const out = calls.length
    ? await postBatch(knex, calls)
    : { posted: [], refused: null }
  return { posted: out.posted, refused: out.refused ?? refused }
}

/**
 * The hot path: an operation's entry, business row and idempotent answer in ONE
 * statement (the request's key claimed first; a replay answers the stored answer
 * without touching anything). `answer(entryId)` is what the request answers; its
 * `created_at` becomes the entry's. Answers the stored answer.
 */
export async function writeOnce(
  knex: Knex,
  input: EntryInput,
  options: {
    record: BusinessRecord
    idempotency?: Idempotency
    answer: (entryId: string) => Record<string, unknown>
  }
): Promise<{ answer: unknown; replayed: boolean }> {
  return writeOnceCall(knex, onceCall(input, options), options.answer)
}

/** The call `writeOnce` makes: parsed, hashed, with its business row and answer. */
export function onceCall(
  input: EntryInput,
  options: {
    record: BusinessRecord
    idempotency?: Idempotency
    answer: (entryId: string) => Record<string, unknown>
  }
): PostCall {
  const call = postCall(input, prepareLegs(input), true)
  return {
    ...call,
    record: options.record,
    idempotency: options.idempotency,
    answer: options.idempotency ? options.answer(call.id) : undefined,
  }
}

/** `writeOnce` of a prepared call (`onceCall`). */
export async function writeOnceCall(
  knex: Knex,
  call: PostCall,
  answer: (entryId: string) => Record<string, unknown>
): Promise<{ answer: unknown; replayed: boolean }> {
  const out = await postLegs(knex, call)
  if (out.outcome === "replayed_answer")
    return { answer: out.answer, replayed: true }
  if (out.outcome !== "written") throw misuse("unexpected replay") // fresh keys
  return {
    answer: out.answer ?? {
      ...answer(out.entry.id),
      created_at: out.entry.created_at,
    },
    replayed: false,
  }
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

type PendingLegs = Awaited<ReturnType<typeof pendingLegs>>
type LockedAccounts = Awaited<ReturnType<typeof lockAccounts>>

/**
 * Settles a pending entry at most once: `settle` gets its legs and their locked
 * accounts and writes the outcome; an entry already `done` answers itself again.
 */
async function settlePending(
  knex: Knex,
  key: string,
  done: "posted" | "voided",
  settle: (
    entryId: string,
    rows: PendingLegs,
    accounts: LockedAccounts
  ) => Promise<void>
): Promise<EntryResult> {
  const entry = await lockEntry(knex, key)
  if (!entry) throw misuse(`no entry ${key}`)
  if (entry.status === done)
    return { entry: (await loadEntry(knex, { id: entry.id }))!, replayed: true }
  if (entry.status !== "pending") throw refuse("entry_not_pending")
  const rows = await pendingLegs(knex, entry.id)
  const accounts = await lockAccounts(
    knex,
    rows.map((r) => ({ address: r.account, asset: r.asset }))
  )
  await settle(entry.id, rows, accounts)
  return { entry: (await loadEntry(knex, { id: entry.id }))!, replayed: false }
}

/** Posts a pending entry: its postings take effect now. At most once. */
export function postPending(knex: Knex, key: string): Promise<EntryResult> {
  return settlePending(knex, key, "posted", async (entryId, rows, accounts) => {
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
    // one by one in seq order: the database chains each posting's hash to its
    // account's previous one as it takes effect (an UPDATE of many rows has no order)
    for (let i = 0; i < rows.length; i++)
      await knex.raw(
        "update ledger_posting set balance_after = ?, seq = ? where id = ?",
        [after[i], String(seqs[i].seq), rows[i].id]
      )
    await saveBalances(knex, [...accounts.values()])
    await knex.raw(
      "update ledger_entry set status = 'posted', posted_at = now() where id = ?",
      [entryId]
    )
  })
}

/** Voids a pending entry: its reserved debits are released. At most once. */
export function voidPending(knex: Knex, key: string): Promise<EntryResult> {
  return settlePending(knex, key, "voided", async (entryId, rows, accounts) => {
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
      [entryId]
    )
  })
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
