import { newId } from "../lib/ids"
import { chainOf } from "../lib/formats"
import { floor8, fmt, MAX_AMOUNT, money, ZERO } from "../lib/money"
import { iso, marks, type Knex, type Row } from "../lib/sql"
import { confirmRecharge, lockChainTx } from "./recharges"

/** A Transfer log as the watcher read it (addresses lower case). */
export type ChainLog = {
  tx_hash: string
  log_index: number
  block_number: string
  block_hash: string
  token: string
  from_address: string
  to_address: string
  /** The token's integer amount (uint256) as a decimal string. */
  raw_value: string
}

export type DepositStatus =
  | "seen"
  | "credited"
  | "dropped"
  | "wrong_token"
  | "unclaimed"
  | "too_small"
  | "too_large"

export type ChainDepositView = ChainLog & {
  id: string
  chain: string
  amount: string | null
  member_id: string | null
  status: DepositStatus
  recharge_id: string | null
  created_at: string
  updated_at: string
}

const present = (r: Row): ChainDepositView => ({
  id: String(r.id),
  chain: String(r.chain),
  tx_hash: String(r.tx_hash),
  log_index: Number(r.log_index),
  block_number: String(r.block_number),
  block_hash: String(r.block_hash),
  token: String(r.token),
  from_address: String(r.from_address),
  to_address: String(r.to_address),
  raw_value: String(r.raw_value),
  amount: r.amount == null ? null : String(r.amount),
  member_id: r.member_id == null ? null : String(r.member_id),
  status: r.status as DepositStatus,
  recharge_id: r.recharge_id == null ? null : String(r.recharge_id),
  created_at: iso(r.created_at)!,
  updated_at: iso(r.updated_at)!,
})

/** The token amount in USDT, rounded down to the ledger's 8 places. */
export const tokenAmount = (raw: string, decimals: number) =>
  floor8(money(raw).div(money(10).pow(decimals)))

/**
 * The member's deposit address under this key, made on first use: the next
 * child index, derived by `derive` (public derivation only).
 */
export async function depositAddressOf(
  knex: Knex,
  input: {
    member_id: string
    xpub_id: string
    derive: (index: number) => string
  }
): Promise<string> {
  const find = async () => {
    const { rows } = await knex.raw(
      `select address from ledger_deposit_address where member_id = ? and xpub_id = ?`,
      [input.member_id, input.xpub_id]
    )
    return rows[0] ? String(rows[0].address) : null
  }
  const found = await find()
  if (found) return found
  const { rows } = await knex.raw(
    "select nextval('ledger_deposit_index_seq')::int as n"
  )
  const index = Number(rows[0].n)
  // A parallel first call may win: its address is the member's, this index unused.
  await knex.raw(
    `insert into ledger_deposit_address (member_id, xpub_id, child_index, address)
     values (?, ?, ?, ?) on conflict (member_id, xpub_id) do nothing`,
    [input.member_id, input.xpub_id, index, input.derive(index)]
  )
  return (await find())!
}

/** Every member deposit address (any key) and the platform's shared addresses. */
export async function watchedAddresses(knex: Knex, chain: string) {
  const [{ rows: members }, { rows: shared }] = await Promise.all([
    knex.raw("select lower(address) as address from ledger_deposit_address"),
    knex.raw(
      `select distinct lower(address) as address from ledger_chain_address
        where chain = ? and deleted_at is null`,
      [chainOf(chain)]
    ),
  ])
  return {
    members: members.map((r: Row) => String(r.address)),
    shared: shared.map((r: Row) => String(r.address)),
  }
}

/**
 * Stores the logs the watcher read (each (chain, TX, log index) once). A log to a
 * member's address in the chain's USDT waits for its confirmations (`seen`); the
 * wrong token, a log to the shared address (nobody's until a member reports it)
 * and dust credit nothing and are listed. A log seen again after a reorg dropped
 * it waits again, in its new block.
 */
export async function recordChainLogs(
  knex: Knex,
  input: { chain: string; usdt: string; decimals: number; logs: ChainLog[] }
): Promise<number> {
  const chain = chainOf(input.chain)
  if (!input.logs.length) return 0
  const targets = [...new Set(input.logs.map((l) => l.to_address))]
  const { rows: owners } = await knex.raw(
    `select member_id, lower(address) as address from ledger_deposit_address
      where lower(address) in (${marks(targets.length)})`,
    targets
  )
  const ownerOf = new Map<string, string>(
    owners.map((r: Row) => [String(r.address), String(r.member_id)])
  )
  let stored = 0
  for (const log of input.logs) {
    const member = ownerOf.get(log.to_address) ?? null
    const right = log.token === input.usdt
    const amount = right ? tokenAmount(log.raw_value, input.decimals) : null
    const status = !right
      ? "wrong_token"
      : !member
        ? "unclaimed"
        : amount!.lte(ZERO)
          ? "too_small"
          : amount!.gt(MAX_AMOUNT)
            ? "too_large"
            : "seen"
    const { rows } = await knex.raw(
      `insert into ledger_chain_deposit (id, chain, tx_hash, log_index, block_number,
         block_hash, token, from_address, to_address, raw_value, amount, member_id, status)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (chain, tx_hash, log_index) do update
         set status = 'seen', block_number = excluded.block_number,
             block_hash = excluded.block_hash, updated_at = now()
         where ledger_chain_deposit.status = 'dropped' and excluded.status = 'seen'
       returning id`,
      [
        newId("lcdp"),
        chain,
        log.tx_hash,
        log.log_index,
        log.block_number,
        log.block_hash,
        log.token,
        log.from_address,
        log.to_address,
        log.raw_value,
        amount ? fmt(amount) : null,
        member,
        status,
      ]
    )
    stored += rows.length
  }
  return stored
}

/** Logs waiting for confirmations in blocks up to `maxBlock`. */
export async function seenDeposits(
  knex: Knex,
  chain: string,
  maxBlock: string
) {
  const { rows } = await knex.raw(
    `select * from ledger_chain_deposit
      where chain = ? and status = 'seen' and block_number <= ?
      order by block_number, log_index limit 500`,
    [chainOf(chain), maxBlock]
  )
  return rows.map(present)
}

/**
 * Credits a confirmed deposit once: under the deposit row's lock, a `seen` row
 * becomes a confirmed recharge (the ledger's recharge operation: the chain's world
 * account pays the member) in this one transaction. Null when it was no longer
 * waiting (credited by another run, or dropped).
 */
export async function creditDeposit(
  knex: Knex,
  input: { id: string; block_number: string; block_hash: string }
) {
  const { rows } = await knex.raw(
    "select * from ledger_chain_deposit where id = ? for update",
    [input.id]
  )
  const row = rows[0]
  if (!row || row.status !== "seen") return null
  // One key per transfer (chain, TX, log): a report of this TX staff confirmed
  // before any watcher saw it (its log unknown) already credited it; the log
  // joins that recharge instead of paying again.
  await lockChainTx(knex, String(row.chain), String(row.tx_hash))
  const { rows: reported } = await knex.raw(
    `select id from ledger_recharge
      where chain = ? and lower(tx_hash) = ? and status = 'confirmed'
        and (log_index is null or log_index = ?)
      order by created_at limit 1`,
    [row.chain, row.tx_hash, row.log_index]
  )
  if (reported.length) {
    await knex.raw(
      `update ledger_chain_deposit set status = 'credited', recharge_id = ?,
          block_number = ?, block_hash = ?, updated_at = now() where id = ?`,
      [reported[0].id, input.block_number, input.block_hash, input.id]
    )
    return null
  }
  const rechargeId = newId("lrch")
  await knex.raw(
    `insert into ledger_recharge (id, member_id, amount, chain, tx_hash, log_index,
       to_address, from_address) values (?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      rechargeId,
      row.member_id,
      row.amount,
      row.chain,
      row.tx_hash,
      row.log_index,
      row.to_address,
      row.from_address,
    ]
  )
  const recharge = await confirmRecharge(knex, {
    id: rechargeId,
    reviewed_by: `watcher:${row.chain}`,
  })
  await knex.raw(
    `update ledger_chain_deposit set status = 'credited', recharge_id = ?,
        block_number = ?, block_hash = ?, updated_at = now() where id = ?`,
    [rechargeId, input.block_number, input.block_hash, input.id]
  )
  return recharge
}

/** A waiting log the chain no longer has (a reorg): nothing is credited. */
export async function dropDeposit(knex: Knex, id: string) {
  await knex.raw(
    `update ledger_chain_deposit set status = 'dropped', updated_at = now()
      where id = ? and status = 'seen'`,
    [id]
  )
}

/** The log moved to another block (re-mined after a reorg): wait there. */
export async function moveDeposit(
  knex: Knex,
  input: { id: string; block_number: string; block_hash: string }
) {
  await knex.raw(
    `update ledger_chain_deposit set block_number = ?, block_hash = ?, updated_at = now()
      where id = ? and status = 'seen'`,
    [input.block_number, input.block_hash, input.id]
  )
}

/** Logs that credited nothing (listed for staff), newest first. */
export async function listedDeposits(
  knex: Knex,
  input: { limit: number; offset: number }
) {
  const where =
    "status in ('wrong_token','unclaimed','too_small','too_large','dropped')"
  const [{ rows }, { rows: count }] = await Promise.all([
    knex.raw(
      `select d.*, (select r.status from ledger_recharge r
                     where lower(r.tx_hash) = d.tx_hash limit 1) as report_status
         from ledger_chain_deposit d where ${where}
        order by d.created_at desc, d.id desc limit ? offset ?`,
      [input.limit, input.offset]
    ),
    knex.raw(
      `select count(*)::int as n from ledger_chain_deposit where ${where}`
    ),
  ])
  return {
    deposits: rows.map((r: Row) => ({
      ...present(r),
      report_status: r.report_status == null ? null : String(r.report_status),
    })),
    count: Number(count[0].n),
  }
}

export type ChainCursorView = {
  chain: string
  /** The first block the watcher scanned (reconciliation reads from it). */
  first_block: string | null
  last_block: string | null
  scanned_to: string | null
  head_block: string | null
  scanned_at: string | null
  error: string | null
  error_at: string | null
  errors: number
}

const presentCursor = (r: Row): ChainCursorView => ({
  chain: String(r.chain),
  first_block: r.first_block == null ? null : String(r.first_block),
  last_block: r.last_block == null ? null : String(r.last_block),
  scanned_to: r.scanned_to == null ? null : String(r.scanned_to),
  head_block: r.head_block == null ? null : String(r.head_block),
  scanned_at: iso(r.scanned_at),
  error: r.error == null ? null : String(r.error),
  error_at: iso(r.error_at),
  errors: Number(r.errors),
})

export async function chainCursors(knex: Knex) {
  const { rows } = await knex.raw(
    "select * from ledger_chain_cursor order by chain"
  )
  return rows.map(presentCursor)
}

/**
 * Saves a scan: `last_block` is the last block whose logs are final (the watcher
 * resumes after it), never moved back; a successful scan clears the error streak.
 * `scanned_from`, the scan's first block, is kept as the cursor's first block
 * when it has none.
 */
export async function saveCursor(
  knex: Knex,
  input: {
    chain: string
    last_block: string
    scanned_to: string
    head_block: string
    scanned_from?: string
  }
) {
  await knex.raw(
    `insert into ledger_chain_cursor (chain, first_block, last_block, scanned_to, head_block, scanned_at)
     values (?, ?, ?, ?, ?, now())
     on conflict (chain) do update set
       first_block = coalesce(ledger_chain_cursor.first_block, excluded.first_block),
       last_block = greatest(ledger_chain_cursor.last_block, excluded.last_block),
       scanned_to = excluded.scanned_to, head_block = excluded.head_block,
       scanned_at = now(), errors = 0, updated_at = now()`,
    [
      chainOf(input.chain),
      input.scanned_from ?? null,
      input.last_block,
      input.scanned_to,
      input.head_block,
    ]
  )
}

/** An RPC failure, kept for staff (the last message and how many in a row). */
export async function recordChainError(
  knex: Knex,
  input: { chain: string; error: string }
) {
  await knex.raw(
    `insert into ledger_chain_cursor (chain, error, error_at, errors)
     values (?, ?, now(), 1)
     on conflict (chain) do update set error = excluded.error, error_at = now(),
       errors = ledger_chain_cursor.errors + 1, updated_at = now()`,
    [chainOf(input.chain), input.error.slice(0, 500)]
  )
}

/** The member owning each of these addresses (members' deposit addresses only). */
export async function depositOwners(
  knex: Knex,
  addresses: string[]
): Promise<Record<string, string>> {
  const wanted = [...new Set(addresses.map((a) => a.toLowerCase()))]
  if (!wanted.length) return {}
  const { rows } = await knex.raw(
    `select lower(address) as address, member_id from ledger_deposit_address
      where lower(address) = any(?)`,
    [wanted]
  )
  return Object.fromEntries(
    (rows as Row[]).map((r) => [String(r.address), String(r.member_id)])
  )
}

export type DepositAddressView = {
  member_id: string
  address: string
  child_index: number
  xpub_id: string
  /** Transfers of the chain's USDT credited to it. */
  deposits: number
  created_at: string
}

/** Members' deposit addresses, newest first, with how many deposits credited. */
export async function listDepositAddresses(
  knex: Knex,
  filter: { member_id?: string },
  page: { limit: number; offset: number }
) {
  const where = filter.member_id ? "where a.member_id = ?" : ""
  const args = filter.member_id ? [filter.member_id] : []
  const [{ rows }, { rows: count }] = await Promise.all([
    knex.raw(
      `select a.*, (select count(*)::int from ledger_chain_deposit d
                     where d.to_address = lower(a.address)
                       and d.status = 'credited') as deposits
         from ledger_deposit_address a ${where}
        order by a.created_at desc, a.child_index desc limit ? offset ?`,
      [...args, page.limit, page.offset]
    ),
    knex.raw(
      `select count(*)::int as n from ledger_deposit_address a ${where}`,
      args
    ),
  ])
  return {
    rows: (rows as Row[]).map((r): DepositAddressView => ({
      member_id: String(r.member_id),
      address: String(r.address),
      child_index: Number(r.child_index),
      xpub_id: String(r.xpub_id),
      deposits: Number(r.deposits),
      created_at: iso(r.created_at)!,
    })),
    count: Number(count[0].n),
  }
}
