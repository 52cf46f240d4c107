import { audited } from "../lib/audit"
import { conflict, notFound, refuse } from "../lib/errors"
import { chainOf } from "../lib/formats"
import { newId } from "../lib/ids"
import { iso, type Knex, type Row } from "../lib/sql"

/**
 * The ledger's side of a reconciliation with the chains (README,
 * "Reconciliation"; the chain side is lib/chains/reconcile.ts): runs, one at a
 * time, and the differences each found.
 */

export type DifferenceKind =
  /** A token transfer to a member's deposit address that credited nothing. */
  | "transfer_not_credited"
  /** A credit to a member's deposit address that no transfer on chain shows. */
  | "credit_without_transfer"
  /** Both are there, but the credit is not the transfer's amount (8 places, down). */
  | "amount_mismatch"
  /** The hot wallet holds another balance than its payouts in the ledger leave. */
  | "hot_wallet_balance"
  /** A transfer out of the hot wallet that the ledger recorded as no payout. */
  | "hot_wallet_unrecorded_transfer"
  /** A hot-wallet payout the ledger settled that the chain does not show. */
  | "payout_not_on_chain"

export type DifferenceInput = {
  chain: string
  kind: DifferenceKind
  address: string
  member_id?: string | null
  tx_hash?: string | null
  log_index?: number | null
  block_number?: string | null
  recharge_id?: string | null
  /** Exact amounts in USDT (a token's own decimals kept). */
  chain_amount: string | null
  ledger_amount: string | null
  /** chain_amount − ledger_amount. */
  difference: string
}

export type ReconciliationDifferenceView = Required<DifferenceInput> & {
  id: string
  run_id: string
  resolved_at: string | null
  resolved_by: string | null
  resolution: string | null
  created_at: string
}

/** What a run read of one chain. */
export type ReconciledChain = {
  chain: string
  /** The blocks whose transfers to deposit addresses were compared. */
  from_block: string | null
  to_block: string | null
  /** The chain's finalized block then (null: its RPC does not tell it). */
  finalized: string | null
  addresses: number
  transfers: number
  credits: number
  /** The hot wallet's balance on chain and what its ledger payouts leave. */
  hot_wallet: {
    address: string
    block: string
    balance: string
    expected: string
  } | null
  /** Why a part was not compared (the chain not scanned yet). */
  note: string | null
}

export type ReconciliationView = {
  id: string
  status: "running" | "done" | "failed"
  trigger: "schedule" | "staff"
  started_by: string | null
  started_at: string
  finished_at: string | null
  chains: ReconciledChain[]
  /** Differences found; `open`: those not resolved. */
  differences: number
  open: number
  error: string | null
}

const presentRun = (r: Row): ReconciliationView => ({
  id: String(r.id),
  status: r.status as ReconciliationView["status"],
  trigger: r.trigger as ReconciliationView["trigger"],
  started_by: r.started_by == null ? null : String(r.started_by),
  started_at: iso(r.started_at)!,
  finished_at: iso(r.finished_at),
  chains: (r.chains ?? []) as ReconciledChain[],
  differences: Number(r.differences),
  open: Number(r.open ?? 0),
  error: r.error == null ? null : String(r.error),
})

const str = (v: unknown) => (v == null ? null : String(v))

const presentDifference = (r: Row): ReconciliationDifferenceView => ({
  id: String(r.id),
  run_id: String(r.run_id),
  chain: String(r.chain),
  kind: r.kind as DifferenceKind,
  address: String(r.address),
  member_id: str(r.member_id),
  tx_hash: str(r.tx_hash),
  log_index: r.log_index == null ? null : Number(r.log_index),
  block_number: str(r.block_number),
  recharge_id: str(r.recharge_id),
  chain_amount: str(r.chain_amount),
  ledger_amount: str(r.ledger_amount),
  difference: String(r.difference),
  resolved_at: iso(r.resolved_at),
  resolved_by: str(r.resolved_by),
  resolution: str(r.resolution),
  created_at: iso(r.created_at)!,
})

/** A run left running this long was cut short (a crash): it no longer blocks. */
const ABANDONED_MINUTES = 60

const RUN_COLUMNS = `r.*, (select count(*) from ledger_chain_reconciliation_difference d
                     where d.run_id = r.id and d.resolved_at is null) as open`

/**
 * Starts a run, one at a time across every process: under a transaction-scoped
 * advisory lock the running one (if any) is found, and a second start is refused
 * (409 `chain_reconciliation_running`); the partial unique index on running runs
 * backs it. A staff start is audited in the same transaction.
 */
export async function startReconciliation(
  knex: Knex,
  input: { trigger: "schedule" | "staff"; staff?: string }
): Promise<ReconciliationView> {
  await knex.raw(
    "select pg_advisory_xact_lock(hashtext('ledger-chain-reconciliation'))"
  )
  await knex.raw(
    `update ledger_chain_reconciliation
        set status = 'failed', finished_at = now(),
            error = 'abandoned: still running after ${ABANDONED_MINUTES} minutes'
      where status = 'running'
        and started_at < now() - interval '${ABANDONED_MINUTES} minutes'`
  )
  const { rows: running } = await knex.raw(
    "select id from ledger_chain_reconciliation where status = 'running'"
  )
  if (running.length) throw conflict("chain_reconciliation_running")
  return audited(
    knex,
    input.staff,
    {
      action: "chain_reconciliation.run",
      target_type: "chain_reconciliation",
      target_id: (run) => run.id,
    },
    async () => {
      const id = newId("lcrc")
      await knex.raw(
        `insert into ledger_chain_reconciliation (id, status, trigger, started_by)
         values (?, 'running', ?, ?)`,
        [id, input.trigger, input.staff ?? null]
      )
      return (await getReconciliation(knex, id))!
    }
  )
}

/** A run's end: what it read of each chain and every difference, together. */
export async function finishReconciliation(
  knex: Knex,
  input: {
    id: string
    chains: ReconciledChain[]
    differences: DifferenceInput[]
  }
): Promise<ReconciliationView> {
  for (const d of input.differences)
    await knex.raw(
      `insert into ledger_chain_reconciliation_difference (id, run_id, chain, kind,
         address, member_id, tx_hash, log_index, block_number, recharge_id,
         chain_amount, ledger_amount, difference)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        newId("lcrd"),
        input.id,
        chainOf(d.chain),
        d.kind,
        d.address,
        d.member_id ?? null,
        d.tx_hash ?? null,
        d.log_index ?? null,
        d.block_number ?? null,
        d.recharge_id ?? null,
        d.chain_amount,
        d.ledger_amount,
        d.difference,
      ]
    )
  // A difference staff resolved in an earlier run, found again the same (same
  // transfer or address, same amount), stays resolved; any change reopens it.
  await knex.raw(
    `with prior as (
       select distinct on (chain, kind, address, coalesce(tx_hash, ''),
                           coalesce(log_index, -1), difference)
              chain, kind, address, tx_hash, log_index, difference,
              resolved_at, resolved_by, resolution
         from ledger_chain_reconciliation_difference
        where run_id <> ? and resolved_at is not null
        order by chain, kind, address, coalesce(tx_hash, ''),
                 coalesce(log_index, -1), difference, resolved_at desc
     )
     update ledger_chain_reconciliation_difference n
        set resolved_at = p.resolved_at, resolved_by = p.resolved_by,
            resolution = p.resolution
       from prior p
      where n.run_id = ? and n.chain = p.chain and n.kind = p.kind
        and n.address = p.address
        and coalesce(n.tx_hash, '') = coalesce(p.tx_hash, '')
        and coalesce(n.log_index, -1) = coalesce(p.log_index, -1)
        and n.difference = p.difference`,
    [input.id, input.id]
  )
  await knex.raw(
    `update ledger_chain_reconciliation
        set status = 'done', finished_at = now(), chains = ?::jsonb,
            differences = ?
      where id = ? and status = 'running'`,
    [JSON.stringify(input.chains), input.differences.length, input.id]
  )
  return (await getReconciliation(knex, input.id))!
}

/** A run that could not read a chain: failed, with the reason; no differences. */
export async function failReconciliation(
  knex: Knex,
  input: { id: string; error: string }
) {
  await knex.raw(
    `update ledger_chain_reconciliation
        set status = 'failed', finished_at = now(), error = ?
      where id = ? and status = 'running'`,
    [input.error.slice(0, 500), input.id]
  )
  return (await getReconciliation(knex, input.id))!
}

export async function getReconciliation(knex: Knex, id: string) {
  const { rows } = await knex.raw(
    `select ${RUN_COLUMNS} from ledger_chain_reconciliation r where r.id = ?`,
    [id]
  )
  return rows[0] ? presentRun(rows[0]) : null
}

/** Runs, newest first. */
export async function listReconciliations(
  knex: Knex,
  page: { limit: number; offset: number }
) {
  const [{ rows }, { rows: count }] = await Promise.all([
    knex.raw(
      `select ${RUN_COLUMNS} from ledger_chain_reconciliation r
        order by r.started_at desc, r.id desc limit ? offset ?`,
      [page.limit, page.offset]
    ),
    knex.raw("select count(*)::int as n from ledger_chain_reconciliation"),
  ])
  return {
    runs: (rows as Row[]).map(presentRun),
    count: Number(count[0].n),
  }
}

/** A run's differences by chain and kind (404 for an unknown run). */
export async function listDifferences(
  knex: Knex,
  runId: string,
  page: { limit: number; offset: number }
) {
  if (!(await getReconciliation(knex, runId)))
    throw notFound("chain_reconciliation_not_found")
  const [{ rows }, { rows: count }] = await Promise.all([
    knex.raw(
      `select * from ledger_chain_reconciliation_difference where run_id = ?
        order by chain, kind, block_number nulls last, tx_hash, log_index, id
        limit ? offset ?`,
      [runId, page.limit, page.offset]
    ),
    knex.raw(
      `select count(*)::int as n from ledger_chain_reconciliation_difference
        where run_id = ?`,
      [runId]
    ),
  ])
  return {
    differences: (rows as Row[]).map(presentDifference),
    count: Number(count[0].n),
  }
}

/**
 * Staff mark a difference resolved (settled by hand: a recharge adjustment, a
 * refund on chain, an explained transfer), with what was done; audited. A
 * resolved one no longer fails verify's `chain_reconciled`; a later run that
 * finds it again the same keeps it resolved (another amount reopens it). 404 `chain_reconciliation_difference_not_found`,
 * 400 `chain_reconciliation_difference_resolved` when it already is.
 */
export async function resolveDifference(
  knex: Knex,
  input: { run_id: string; id: string; staff: string; resolution: string }
): Promise<ReconciliationDifferenceView> {
  const { rows } = await knex.raw(
    `select * from ledger_chain_reconciliation_difference
      where id = ? and run_id = ? for update`,
    [input.id, input.run_id]
  )
  if (!rows[0]) throw notFound("chain_reconciliation_difference_not_found")
  if (rows[0].resolved_at)
    throw refuse("chain_reconciliation_difference_resolved")
  return audited(
    knex,
    input.staff,
    {
      action: "chain_reconciliation.resolve",
      target_type: "chain_reconciliation_difference",
      target_id: input.id,
      before: async () => presentDifference(rows[0]),
    },
    async () => {
      const { rows: updated } = await knex.raw(
        `update ledger_chain_reconciliation_difference
            set resolved_at = now(), resolved_by = ?, resolution = ?
          where id = ? returning *`,
        [input.staff, input.resolution, input.id]
      )
      return presentDifference(updated[0])
    }
  )
}

/** Every member deposit address (any key), lower case, with its member. */
export async function depositAddressOwners(knex: Knex) {
  const { rows } = await knex.raw(
    `select lower(address) as address, member_id from ledger_deposit_address
      order by address`
  )
  return (rows as Row[]).map((r) => ({
    address: String(r.address),
    member_id: String(r.member_id),
  }))
}

/**
 * What the ledger credited to members' deposit addresses on a chain: every
 * confirmed recharge to one, but those of the watcher's logs in blocks after
 * `toBlock` (not compared yet). A credit with no log of the watcher behind it
 * (written some other way) is always compared.
 */
export async function depositCredits(
  knex: Knex,
  input: { chain: string; to_block: string }
) {
  const { rows } = await knex.raw(
    `select r.id, r.member_id, lower(r.to_address) as address,
            lower(r.tx_hash) as tx_hash, r.log_index, r.amount, d.block_number
       from ledger_recharge r
       join ledger_deposit_address a on lower(a.address) = lower(r.to_address)
       left join lateral (
         select max(x.block_number) as block_number from ledger_chain_deposit x
          where x.recharge_id = r.id
       ) d on true
      where r.chain = ? and r.status = 'confirmed'
        and (d.block_number is null or d.block_number <= ?)
      order by r.created_at, r.id`,
    [chainOf(input.chain), input.to_block]
  )
  return (rows as Row[]).map((r) => ({
    recharge_id: String(r.id),
    member_id: String(r.member_id),
    address: String(r.address),
    tx_hash: String(r.tx_hash),
    log_index: r.log_index == null ? null : Number(r.log_index),
    amount: String(r.amount),
    block_number: str(r.block_number),
  }))
}

/**
 * The payouts the ledger recorded with a TX on a chain (any mode), but those the
 * chain refused or that failed: a transfer out of the hot wallet is one of them
 * or unrecorded.
 */
export async function recordedPayouts(knex: Knex, chain: string) {
  const { rows } = await knex.raw(
    `select withdrawal_id, mode, status, lower(tx_hash) as tx_hash,
            lower(from_address) as from_address, amount
       from ledger_withdrawal_payout
      where chain = ? and tx_hash is not null
        and status in ('sending', 'sent', 'verifying', 'paid')`,
    [chainOf(chain)]
  )
  return (rows as Row[]).map((r) => ({
    withdrawal_id: String(r.withdrawal_id),
    mode: String(r.mode) as "recorded" | "hot_wallet",
    status: String(r.status),
    tx_hash: String(r.tx_hash),
    from_address: str(r.from_address),
    amount: String(r.amount),
  }))
}
