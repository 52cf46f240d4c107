import { describeAccount, type AccountInfo } from "./accounts"
import { misuse } from "./errors"
import { money, type Money } from "./money"
import type { Knex, Row } from "./sql"

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

export function describeAll(refs: AccountRef[]): AccountInfo[] {
  const seen = new Map<string, AccountInfo>()
  for (const ref of refs) {
    const info = describeAccount(ref.address, ref.asset)
    if (!info) throw misuse(`invalid account ${ref.address} (${ref.asset})`)
    seen.set(accountKey(info.address, info.asset), info)
  }
  return [...seen.values()].sort(byAddress)
}

const LOCK_SQL = `select address, asset, balance, pending_out from ledger_account
  where (address, asset) in (select * from unnest(?::text[], ?::text[]))
  order by address collate "C", asset collate "C"
  for update`

/**
 * Locks every account an operation touches FOR UPDATE, in address order (the same
 * order in every transaction, so two can't wait on each other in a cycle), creating
 * the ones that don't exist yet. Call once per transaction with all of them.
 *
 * Accounts almost always exist: one SELECT … FOR UPDATE. A first use inserts the
 * missing rows (in the same order) and locks them; in the rare crossing of two
 * first uses PostgreSQL may report a deadlock, which the service retries.
 */
export async function lockAccounts(
  knex: Knex,
  refs: AccountRef[]
): Promise<Locked> {
  const infos = describeAll(refs)
  const locked: Locked = new Map()
  const byKey = new Map(infos.map((i) => [accountKey(i.address, i.asset), i]))
  const take = (rows: Row[]) => {
    for (const row of rows) {
      const key = accountKey(String(row.address), String(row.asset))
      locked.set(key, {
        ...byKey.get(key)!,
        balance: money(String(row.balance)),
        pending_out: money(String(row.pending_out)),
      })
    }
  }
  take(
    (
      await knex.raw(LOCK_SQL, [
        infos.map((i) => i.address),
        infos.map((i) => i.asset),
      ])
    ).rows
  )
  const missing = infos.filter(
    (i) => !locked.has(accountKey(i.address, i.asset))
  )
  if (!missing.length) return locked
  await knex.raw(
    `insert into ledger_account (address, asset, unit, member_id, allow_negative)
     select * from unnest(?::text[], ?::text[], ?::text[], ?::text[], ?::boolean[])
       as t(address, asset, unit, member_id, allow_negative)
     order by address collate "C", asset collate "C"
     on conflict (address, asset) do nothing`,
    [
      missing.map((i) => i.address),
      missing.map((i) => i.asset),
      missing.map((i) => i.unit),
      missing.map((i) => i.member_id),
      missing.map((i) => i.allow_negative),
    ]
  )
  take(
    (
      await knex.raw(LOCK_SQL, [
        missing.map((i) => i.address),
        missing.map((i) => i.asset),
      ])
    ).rows
  )
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
