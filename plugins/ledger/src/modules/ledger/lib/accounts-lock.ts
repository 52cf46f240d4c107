import { describeAccount, type AccountInfo } from "./accounts"
import { misuse } from "./errors"
import { money, type Money } from "./money"
import { rawLedger } from "./post-sql"
import type { Knex } from "./sql"

export type AccountRef = { address: string; asset: string }
export type LockedAccount = AccountInfo & { balance: Money; pending_out: Money }
/** Locked accounts of the current transaction, by `address|asset`. */
export type Locked = Map<string, LockedAccount>

export const accountKey = (address: string, asset: string) =>
  `${address}|${asset}`

/** Byte order, the same as `collate "C"` in SQL: one lock order everywhere. */
const byAddress = (a: AccountInfo, b: AccountInfo) =>
  a.address < b.address
    ? -1
    : a.address > b.address
      ? 1
      : a.asset < b.asset
        ? -1
        : a.asset > b.asset
          ? 1
          : 0

function describeAll(refs: AccountRef[]): AccountInfo[] {
  const seen = new Map<string, AccountInfo>()
  for (const ref of refs) {
    const info = describeAccount(ref.address, ref.asset)
    if (!info) throw misuse(`invalid account ${ref.address} (${ref.asset})`)
    seen.set(accountKey(info.address, info.asset), info)
  }
  return [...seen.values()].sort(byAddress)
}

/**
 * Locks every account an operation touches FOR UPDATE, in address order (the same
 * order in every transaction, so two can't wait on each other in a cycle), creating
 * the ones that don't exist yet in that same order — in `ledger_lock_accounts`
 * (sql/ledger_lock_accounts.sql; `ledger_post_entry` calls it too, so the rule has
 * one definition). Call once per transaction with all of them.
 */
export async function lockAccounts(
  knex: Knex,
  refs: AccountRef[]
): Promise<Locked> {
  const infos = describeAll(refs)
  const rows = await rawLedger(
    knex,
    `select * from ledger_lock_accounts(?::text[], ?::text[], ?::text[], ?::text[],
       ?::boolean[])`,
    [
      infos.map((i) => i.address),
      infos.map((i) => i.asset),
      infos.map((i) => i.unit),
      infos.map((i) => i.member_id),
      infos.map((i) => i.allow_negative),
    ]
  )
  const byKey = new Map(infos.map((i) => [accountKey(i.address, i.asset), i]))
  const locked: Locked = new Map()
  for (const row of rows) {
    const key = accountKey(String(row.o_address), String(row.o_asset))
    locked.set(key, {
      ...byKey.get(key)!,
      balance: money(String(row.o_balance)),
      pending_out: money(String(row.o_pending_out)),
    })
  }
  return locked
}

/** Writes the new balances of the accounts an operation changed. */
export async function saveBalances(knex: Knex, accounts: LockedAccount[]) {
  if (!accounts.length) return
  await knex.raw(
    `update ledger_account a set balance = v.balance, pending_out = v.pending_out,
            updated_at = now()
       from unnest(?::text[], ?::text[], ?::numeric[], ?::numeric[])
         as v(address, asset, balance, pending_out)
      where a.address = v.address and a.asset = v.asset`,
    [
      accounts.map((a) => a.address),
      accounts.map((a) => a.asset),
      accounts.map((a) => a.balance.toFixed(8)),
      accounts.map((a) => a.pending_out.toFixed(8)),
    ]
  )
}
