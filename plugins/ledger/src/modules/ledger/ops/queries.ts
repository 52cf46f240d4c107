import { ASSETS, type Asset } from "../lib/accounts"
import { money } from "../lib/money"
import {
  presentAdjustment,
  presentBurn,
  presentExchange,
  presentLine,
  presentPoolMove,
  presentPrice,
  presentRecharge,
  presentTransfer,
  presentWithdrawal,
} from "../lib/present"
import type { Knex, Row } from "../lib/sql"
import type { Balances, Listed, Page, PostingLine } from "../lib/types"

/** A member's available balances (what pending entries reserved is not available). */
export async function balancesOf(
  knex: Knex,
  memberId: string
): Promise<Balances> {
  const { rows } = await knex.raw(
    "select asset, balance - pending_out as available from ledger_account where member_id = ?",
    [memberId]
  )
  const out = Object.fromEntries(
    ASSETS.map((a) => [a, "0.00000000"])
  ) as Balances
  for (const r of rows)
    out[r.asset as Asset] = money(String(r.available)).toFixed(8)
  return out
}

/** Balances of many members at once (admin lists). */
export async function balancesOfMany(knex: Knex, memberIds: string[]) {
  const { rows } = await knex.raw(
    `select member_id, asset, balance - pending_out as available from ledger_account
      where member_id = any(?::text[])`,
    [memberIds]
  )
  const out: Record<string, Balances> = {}
  for (const id of memberIds)
    out[id] = Object.fromEntries(
      ASSETS.map((a) => [a, "0.00000000"])
    ) as Balances
  for (const r of rows)
    out[String(r.member_id)][r.asset as Asset] = money(
      String(r.available)
    ).toFixed(8)
  return out
}

/** Builds a WHERE clause from optional equality and range filters. */
class Where {
  parts: string[] = []
  bindings: unknown[] = []
  eq(column: string, value: unknown) {
    if (value === undefined || value === null || value === "") return this
    this.parts.push(`${column} = ?`)
    this.bindings.push(value)
    return this
  }
  op(column: string, op: ">=" | "<" | "<>", value: unknown) {
    if (value === undefined || value === null || value === "") return this
    this.parts.push(`${column} ${op} ?`)
    this.bindings.push(value)
    return this
  }
  raw(sql: string, ...bindings: unknown[]) {
    this.parts.push(sql)
    this.bindings.push(...bindings)
    return this
  }
  get sql() {
    return this.parts.length ? `where ${this.parts.join(" and ")}` : ""
  }
}

async function listed<T>(
  knex: Knex,
  table: string,
  where: Where,
  page: Page,
  present: (r: Row) => T,
  order = "created_at desc, id desc"
): Promise<Listed<T>> {
  const [{ rows }, { rows: count }] = await Promise.all([
    knex.raw(
      `select * from ${table} ${where.sql} order by ${order} limit ? offset ?`,
      [...where.bindings, page.limit, page.offset]
    ),
    knex.raw(
      `select count(*)::int as n from ${table} ${where.sql}`,
      where.bindings
    ),
  ])
  return { rows: rows.map(present), count: Number(count[0].n) }
}

export type PostingFilters = {
  member_id?: string
  account?: string
  asset?: string
  kind?: string
  entry_id?: string
  /** ISO timestamps: from inclusive, to exclusive. */
  from?: string
  to?: string
  /** Only members' postings (the admin balance record). */
  members_only?: boolean
}

/**
 * A bonus a member receives: their incoming (non-points) lines of someone's card
 * activation, a delayed or frozen bonus settled later, a daily top 10 reward, an
 * order's bonuses. The `bonus` kind filter finds these, and `activation` the
 * buyer's own lines only, so the filters match what /financial calls each line.
 */
const BONUS_LINE = `(p.member_id is not null and (p.kind in ('bonus_settlement',
  'daily_top', 'order_bonuses') or (p.kind = 'activation' and p.amount > 0
  and p.asset <> 'POINTS')))`

function postingWhere(f: PostingFilters) {
  const w = new Where()
    .eq("p.member_id", f.member_id)
    .eq("p.account", f.account)
    .eq("p.asset", f.asset)
  if (f.kind === "bonus") w.raw(BONUS_LINE)
  else if (f.kind === "activation")
    w.raw(`p.kind = 'activation' and not ${BONUS_LINE}`)
  else if (f.kind?.includes(",")) {
    const kinds = f.kind.split(",")
    w.raw(`p.kind in (${kinds.map(() => "?").join(", ")})`, ...kinds)
  } else w.eq("p.kind", f.kind)
  w.eq("p.entry_id", f.entry_id)
    .op("p.created_at", ">=", f.from)
    .op("p.created_at", "<", f.to)
  if (f.members_only) w.raw("p.member_id is not null")
  return w
}

/** Postings with their entry's description, newest first (finance records). */
export async function listPostings(
  knex: Knex,
  filters: PostingFilters,
  page: Page
): Promise<Listed<PostingLine>> {
  const where = postingWhere(filters)
  const [{ rows }, { rows: count }] = await Promise.all([
    knex.raw(
      `select p.*, e.description_key, e.params, e.source_type, e.source_id, e.status
         from ledger_posting p join ledger_entry e on e.id = p.entry_id
         ${where.sql} order by p.id desc limit ? offset ?`,
      [...where.bindings, page.limit, page.offset]
    ),
    knex.raw(
      `select count(*)::int as n from ledger_posting p ${where.sql}`,
      where.bindings
    ),
  ])
  return { rows: rows.map(presentLine), count: Number(count[0].n) }
}

export type RecordFilters = { member_id?: string; status?: string }

export const listRecharges = (knex: Knex, f: RecordFilters, page: Page) =>
  listed(
    knex,
    "ledger_recharge",
    new Where().eq("member_id", f.member_id).eq("status", f.status),
    page,
    presentRecharge
  )

/** `status: "open"` means pending or transferring: the review queue. */
export const listWithdrawals = (knex: Knex, f: RecordFilters, page: Page) =>
  listed(
    knex,
    "ledger_withdrawal",
    f.status === "open"
      ? new Where()
          .eq("member_id", f.member_id)
          .raw("status in ('pending', 'transferring')")
      : new Where().eq("member_id", f.member_id).eq("status", f.status),
    page,
    presentWithdrawal
  )

/** Transfers the member sent or received. */
export const listTransfers = (
  knex: Knex,
  f: { member_id?: string },
  page: Page
) =>
  listed(
    knex,
    "ledger_transfer",
    f.member_id
      ? new Where().raw(
          "(from_member_id = ? or to_member_id = ?)",
          f.member_id,
          f.member_id
        )
      : new Where(),
    page,
    presentTransfer
  )

/** A member's rows (all members' without `member_id`) of a table, newest first. */
const memberListing =
  <T>(table: string, present: (r: Row) => T) =>
  (knex: Knex, f: { member_id?: string }, page: Page) =>
    listed(knex, table, new Where().eq("member_id", f.member_id), page, present)

export const listExchanges = memberListing("ledger_exchange", presentExchange)

export const listBurns = memberListing("ledger_burn", presentBurn)

export const listPoolMoves = memberListing("ledger_pool_move", presentPoolMove)

export const listAdjustments = memberListing(
  "ledger_adjustment",
  presentAdjustment
)

export const listPrices = (knex: Knex, page: Page) =>
  listed(knex, "ledger_token_price", new Where(), page, presentPrice)

async function one<T>(
  knex: Knex,
  table: string,
  id: string,
  present: (r: Row) => T
) {
  const { rows } = await knex.raw(`select * from ${table} where id = ?`, [id])
  return rows.length ? present(rows[0]) : null
}

export const getRecharge = (knex: Knex, id: string) =>
  one(knex, "ledger_recharge", id, presentRecharge)

export const getWithdrawal = (knex: Knex, id: string) =>
  one(knex, "ledger_withdrawal", id, presentWithdrawal)

/** Platform and world accounts with their balances (the admin's overview). */
export async function platformAccounts(knex: Knex) {
  const { rows } = await knex.raw(
    `select address, asset, balance, pending_out from ledger_account
      where member_id is null order by address collate "C", asset collate "C"`
  )
  return rows.map((r) => ({
    address: String(r.address),
    asset: String(r.asset),
    balance: String(r.balance),
    pending_out: String(r.pending_out),
  }))
}
