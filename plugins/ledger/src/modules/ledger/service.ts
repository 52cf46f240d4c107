import type { Context } from "@medusajs/framework/types"
import {
  InjectManager,
  InjectTransactionManager,
  MedusaContext,
  MedusaService,
} from "@medusajs/framework/utils"
import { dbClock, dbDay, type DbClock } from "./lib/calendar"
import * as engine from "./lib/engine"
import { once, storedAnswer } from "./lib/idempotency"
import { knexOf, type Knex } from "./lib/sql"
import type {
  EntriesResult,
  EntryInput,
  EntryResult,
  Idempotency,
  Page,
  TransferView,
  VerifyReport,
} from "./lib/types"
import { writeAudit } from "@uuc/errors"
import { audited, rowOf } from "./lib/audit"
import { notFound } from "./lib/errors"
import { runChecks } from "./lib/verify-checks"
import { writeCappedRefund, type RefundCap } from "./lib/refund-cap"
import { ChainAddress } from "./models/chain-address"
import { RechargeLink } from "./models/recharge-link"
import { adjustBalance } from "./ops/adjustments"
import {
  approveAdjustmentRequest,
  listAdjustmentRequests,
  rejectAdjustmentRequest,
  requestAdjustment,
} from "./ops/adjustment-reviews"
import {
  chainAddressHistory,
  currentChainAddresses,
  setChainAddress,
} from "./ops/chain-addresses"
import { burn, moveToPool } from "./ops/burns"
import * as deposits from "./ops/deposits"
import { exchange, exchangeTotals, sellable } from "./ops/exchanges"
import * as q from "./ops/queries"
import {
  confirmRecharge,
  rejectRecharge,
  noteSighting,
  reportRecharge,
} from "./ops/recharges"
import { currentPrice, setTokenPrice } from "./ops/token"
import {
  prepareTransfer,
  transferUuc,
  type TransferInput,
} from "./ops/transfers"
import { GroupCommit, type Settled } from "./lib/group-commit"
import {
  postTransfers,
  type Posted,
  type TransferCall,
} from "./lib/post-transfers"
import {
  approveWithdrawal,
  completePayout,
  countToday,
  rejectWithdrawal,
  requestPayout,
  requestWithdrawal,
} from "./ops/withdrawals"
import * as payouts from "./ops/payouts"
import * as reconciliations from "./ops/reconciliations"

type Input<F> = F extends (knex: never, input: infer I) => unknown ? I : never
type Output<F> = F extends (...args: never[]) => Promise<infer O> ? O : never
/**
 * Options of every money operation: the request's idempotency key and hash, and the
 * staff member making a staff change (audited in the operation's transaction).
 */
type MoneyOptions = { idempotency?: Idempotency; staff?: string }
type Once<T> = Promise<{ result: T; replayed: boolean }>

/**
 * The transfers' group commit (item 5; `npm run bench:ledger` measured the
 * choice): at most this many transfers a statement, and this many statements at once
 * (two cores: one group being written while the next one is being read and sent).
 */
const TRANSFER_GROUP_MAX = 32
const TRANSFER_GROUPS_IN_FLIGHT = 2

/**
 * The ledger. Every money operation is one method = one PostgreSQL transaction:
 * idempotency claim, row locks in account order, limit checks after locking,
 * postings, cached balances and the business row commit together or not at all.
 * Other plugins post through `postEntry` (and the two-phase helpers); the flows of
 * this plugin call the operation methods from their workflows.
 */
export default class LedgerModuleService extends MedusaService({
  ChainAddress,
  RechargeLink,
}) {
  // ── the public posting API ──────────────────────────────────────────────

  /**
   * Posts one journal entry: zero-sum per unit (USDT_HELD counts as USDT, UUC_POOL as
   * UUC), member credits rounded down with the remainder to platform:rounding, member
   * accounts never below zero. The key makes a retry harmless. Under
   * withRelaxedCommit (@uuc/errors) its commit does not wait for its WAL flush:
   * a later durable commit of the caller flushes it, and a crash before that loses
   * this entry together with everything written after it.
   */
  async postEntry(
    input: EntryInput,
    @MedusaContext() ctx: Context = {}
  ): Promise<EntryResult> {
    // The entry is one statement (lib/post-sql.ts; a replay then reads the first
    // entry, which no one changes): no transaction around it, which saves two
    // round trips on every path that posts one (the checkout posts
    // two). With the caller's withRelaxedCommit it commits without the flush wait.
    return this.statement((knex) => engine.writeEntry(knex, input), ctx)
  }

  /**
   * Posts keyed entries in order, as postEntry each, in ONE statement: the first
   * refused (its error in `refused`, as postEntry would throw it) stops the rest,
   * and those before it are written — in the caller's transaction if one is
   * given, so they commit with it. Answers the posted entries' ids in order.
   */
  async postEntries(
    inputs: EntryInput[],
    @MedusaContext() ctx: Context = {}
  ): Promise<EntriesResult> {
    return this.statement((knex) => engine.writeEntries(knex, inputs), ctx)
  }

  /**
   * Posts a refund of a payment, refused (`refund_exceeds_capture`) when the
   * source's refunds of this kind would pass its `captured_kinds` entries, decided
   * under a lock on those entries in the transaction that posts it.
   */
  async postRefundEntry(
    input: EntryInput,
    cap: RefundCap,
    @MedusaContext() ctx: Context = {}
  ): Promise<EntryResult> {
    return this.atomic(ctx, (knex) => writeCappedRefund(knex, input, cap))
  }

  /** Two-phase: posts a pending entry (pending → posted), at most once. */
  async postPendingEntry(
    key: string,
    @MedusaContext() ctx: Context = {}
  ): Promise<EntryResult> {
    return this.atomic(ctx, (knex) => engine.postPending(knex, key))
  }

  /** Two-phase: voids a pending entry (pending → voided), at most once. */
  async voidPendingEntry(
    key: string,
    @MedusaContext() ctx: Context = {}
  ): Promise<EntryResult> {
    return this.atomic(ctx, (knex) => engine.voidPending(knex, key))
  }

  /** A new entry negating a posted one (refunds, clawbacks). */
  async reverseEntry(
    input: Input<typeof engine.reverseEntry>,
    @MedusaContext() ctx: Context = {}
  ): Promise<EntryResult> {
    return this.atomic(ctx, (knex) => engine.reverseEntry(knex, input))
  }

  /**
   * Counts one recipient lookup of the member; answers how many it made in the
   * last minute, this one included (one statement; lookups older than an hour
   * are dropped now and then).
   */
  @InjectManager()
  async countRecipientLookup(
    memberId: string,
    @MedusaContext() ctx: Context = {}
  ): Promise<number> {
    const knex = knexOf(ctx)
    const { rows } = await knex.raw(
      `with counted as (
         insert into ledger_recipient_lookup (member_id) values (?) returning 1
       )
       select count(*) + (select count(*) from counted) as count
         from ledger_recipient_lookup
        where member_id = ? and at > now() - interval '1 minute'`,
      [memberId, memberId]
    )
    if (Math.random() < 0.01)
      await knex.raw(
        "delete from ledger_recipient_lookup where at < now() - interval '1 hour'"
      )
    return Number(rows[0].count)
  }

  @InjectManager()
  async getEntry(
    where: { id?: string; key?: string },
    @MedusaContext() ctx: Context = {}
  ) {
    return engine.loadEntry(knexOf(ctx), where)
  }

  // ── money operations (one transaction each, idempotent by key) ────────────

  /** Runs `run` in one transaction of this module (or the caller's, if given). */
  @InjectTransactionManager()
  protected async runInTransaction<T>(
    run: (knex: Knex, ctx: Context) => Promise<T>,
    @MedusaContext() ctx: Context = {}
  ): Promise<T> {
    return run(knexOf(ctx), ctx)
  }

  /**
   * One money operation: one transaction, once per idempotency key. When PostgreSQL
   * breaks a deadlock (accounts are locked in one order, so none is expected) or a
   * serialization failure, the whole transaction rolled back and is run again.
   */
  protected money<T>(
    ctx: Context,
    options: MoneyOptions,
    op: (knex: Knex, ctx: Context) => Promise<T>
  ): Once<T> {
    return this.atomic(ctx, (knex, tx) =>
      once(knex, options.idempotency, () => op(knex, tx))
    )
  }

  protected atomic<T>(
    ctx: Context,
    op: (knex: Knex, ctx: Context) => Promise<T>
  ): Promise<T> {
    return this.retrying(ctx, () => this.runInTransaction(op, ctx))
  }

  /**
   * A hot operation that is ONE statement (a posting function): run on the
   * module's connection pool without MikroORM's transaction wrapper — a single
   * statement is its own transaction — or in the caller's transaction if given.
   */
  @InjectManager()
  protected async statement<T>(
    op: (knex: Knex) => Promise<T>,
    @MedusaContext() ctx: Context = {}
  ): Promise<T> {
    return this.retrying(ctx, () => op(knexOf(ctx)))
  }

  /**
   * Runs again what PostgreSQL rolled back for a deadlock or a serialization
   * failure, up to 6 times, after a short random pause growing with each attempt
   * (before the accounts' lock order covered new accounts, a burst of first uses
   * crossed again on an immediate retry).
   */
  private async retrying<T>(ctx: Context, run: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await run()
      } catch (e) {
        const code = (e as { code?: string }).code
        const retry = code === "40P01" || code === "40001"
        if (!retry || attempt >= 6 || ctx.transactionManager) throw e
        await new Promise((r) => setTimeout(r, Math.random() * 10 * attempt))
      }
    }
  }

  async reportRecharge(
    input: Input<typeof reportRecharge>,
    options: MoneyOptions = {},
    @MedusaContext() ctx: Context = {}
  ): Once<Output<typeof reportRecharge>> {
    return this.money(ctx, options, (knex) => reportRecharge(knex, input))
  }

  async confirmRecharge(
    input: Input<typeof confirmRecharge>,
    options: MoneyOptions = {},
    @MedusaContext() ctx: Context = {}
  ): Once<Output<typeof confirmRecharge>> {
    return this.money(ctx, options, (knex) =>
      audited(
        knex,
        options.staff,
        {
          action: "recharge.confirm",
          target_type: "recharge",
          target_id: input.id,
          before: rowOf("ledger_recharge", input.id),
        },
        () => confirmRecharge(knex, input)
      )
    )
  }

  /** Keeps what a watcher saw on chain of a pending report (its sender, block time, log). */
  async noteRechargeSighting(
    input: Input<typeof noteSighting>,
    @MedusaContext() ctx: Context = {}
  ) {
    return this.atomic(ctx, (knex) => noteSighting(knex, input))
  }

  async rejectRecharge(
    input: Input<typeof rejectRecharge>,
    options: MoneyOptions = {},
    @MedusaContext() ctx: Context = {}
  ): Once<Output<typeof rejectRecharge>> {
    return this.money(ctx, options, (knex) =>
      audited(
        knex,
        options.staff,
        {
          action: "recharge.reject",
          target_type: "recharge",
          target_id: input.id,
          before: rowOf("ledger_recharge", input.id),
        },
        () => rejectRecharge(knex, input)
      )
    )
  }

  async requestWithdrawal(
    input: Omit<Input<typeof requestWithdrawal>, "member_checks"> & {
      /** Run inside the operation's transaction, given its context (see the op). */
      member_checks?: (ctx: Context) => Promise<void>
    },
    options: MoneyOptions = {},
    @MedusaContext() ctx: Context = {}
  ): Once<Output<typeof requestWithdrawal>> {
    const { member_checks, ...rest } = input
    return this.money(ctx, options, (knex, tx) =>
      requestWithdrawal(knex, {
        ...rest,
        member_checks: member_checks && (() => member_checks(tx)),
      })
    )
  }

  async approveWithdrawal(
    input: Input<typeof approveWithdrawal>,
    options: MoneyOptions = {},
    @MedusaContext() ctx: Context = {}
  ): Once<Output<typeof approveWithdrawal>> {
    return this.money(ctx, options, (knex) =>
      audited(
        knex,
        options.staff,
        {
          action: "withdrawal.approve",
          target_type: "withdrawal",
          target_id: input.id,
          before: rowOf("ledger_withdrawal", input.id),
        },
        () => approveWithdrawal(knex, input)
      )
    )
  }

  async rejectWithdrawal(
    input: Input<typeof rejectWithdrawal>,
    options: MoneyOptions = {},
    @MedusaContext() ctx: Context = {}
  ): Once<Output<typeof rejectWithdrawal>> {
    return this.money(ctx, options, (knex) =>
      audited(
        knex,
        options.staff,
        {
          action: "withdrawal.reject",
          target_type: "withdrawal",
          target_id: input.id,
          before: rowOf("ledger_withdrawal", input.id),
        },
        () => rejectWithdrawal(knex, input)
      )
    )
  }

  /** Staff record the payout TX they sent, or hand the payout to the hot wallet. */
  async requestPayout(
    input: Input<typeof requestPayout>,
    options: MoneyOptions = {},
    @MedusaContext() ctx: Context = {}
  ): Once<Output<typeof requestPayout>> {
    return this.money(ctx, options, (knex) =>
      audited(
        knex,
        options.staff,
        {
          action: "withdrawal.payout",
          target_type: "withdrawal",
          target_id: input.id,
          before: async (k) =>
            (
              await k.raw(
                "select status, mode, tx_hash, code from ledger_withdrawal_payout where withdrawal_id = ?",
                [input.id]
              )
            ).rows[0] ?? null,
          after: (out) => out.payout,
        },
        () => requestPayout(knex, input)
      )
    )
  }

  // ── payouts on chain (lib/chains/payouts.ts: the RPC side) ────────────────

  /** Claims a queued hot-wallet payout and signs it, once (see the op). */
  async claimHotPayout(
    input: Input<typeof payouts.claimHotPayout>,
    @MedusaContext() ctx: Context = {}
  ) {
    return this.atomic(ctx, (knex) => payouts.claimHotPayout(knex, input))
  }

  /**
   * Runs `run` under the payout's lease (a row field, 2 minutes at most, so a
   * crashed holder does not block it); false, and nothing run, while another
   * process holds it.
   */
  async withPayoutLock(
    id: string,
    run: () => Promise<void>,
    @MedusaContext() ctx: Context = {}
  ): Promise<boolean> {
    if (!(await this.atomic(ctx, (knex) => payouts.leasePayout(knex, id))))
      return false
    try {
      await run()
    } finally {
      await this.atomic(ctx, (knex) => payouts.releasePayout(knex, id))
    }
    return true
  }

  @InjectManager()
  async openPayouts(
    chain: string,
    id?: string,
    @MedusaContext() ctx: Context = {}
  ) {
    return payouts.openPayouts(knexOf(ctx), chain, id)
  }

  async notePayout(
    input: Input<typeof payouts.notePayout>,
    @MedusaContext() ctx: Context = {}
  ) {
    return this.atomic(ctx, (knex) => payouts.notePayout(knex, input))
  }

  /** The chain confirmed the payout: the withdrawal passes, once. */
  async completePayout(
    input: Input<typeof completePayout>,
    @MedusaContext() ctx: Context = {}
  ) {
    return this.atomic(ctx, (knex) => completePayout(knex, input))
  }

  @InjectManager()
  async payoutsOf(ids: string[], @MedusaContext() ctx: Context = {}) {
    return payouts.payoutsOf(knexOf(ctx), ids)
  }

  /**
   * UUC from one member to another. Alone in the caller's transaction (or without
   * the flush wait), else through the group commit: transfers arriving while
   * others are in flight are posted together, each settled on its own.
   */
  async transferUuc(
    input: TransferInput,
    options: MoneyOptions = {},
    @MedusaContext() ctx: Context = {}
  ): Once<TransferView> {
    const transfer = prepareTransfer(input, options.idempotency)
    const posted =
      ctx.transactionManager || transfer.call.deferred
        ? await this.statement((knex) => transferUuc(knex, transfer), ctx)
        : await this.transferGroups.submit(transfer)
    return { result: posted.answer as TransferView, replayed: posted.replayed }
  }

  private readonly transferGroups = new GroupCommit<TransferCall, Posted>(
    (group) => this.postTransferGroup(group),
    {
      max: TRANSFER_GROUP_MAX,
      parallel: TRANSFER_GROUPS_IN_FLIGHT,
      keyOf: (t) => t.call.idempotency?.key,
    }
  )

  /** A group in one statement; a lone one, or a group that failed, one by one. */
  private async postTransferGroup(
    group: TransferCall[]
  ): Promise<Settled<Posted>[]> {
    if (group.length > 1)
      try {
        return await this.statement((knex) => postTransfers(knex, group))
      } catch {
        // not a refusal (those settle per transfer): alone, only its cause fails
      }
    return Promise.all(
      group.map((t) =>
        this.statement((knex) => transferUuc(knex, t)).then(
          (value): Settled<Posted> => ({ ok: true, value }),
          (error: unknown): Settled<Posted> => ({ ok: false, error })
        )
      )
    )
  }

  async exchange(
    input: Input<typeof exchange>,
    options: MoneyOptions = {},
    @MedusaContext() ctx: Context = {}
  ): Once<Output<typeof exchange>> {
    return this.money(ctx, options, (knex) => exchange(knex, input))
  }

  async burn(
    input: Input<typeof burn>,
    options: MoneyOptions = {},
    @MedusaContext() ctx: Context = {}
  ): Once<Output<typeof burn>> {
    return this.money(ctx, options, (knex) => burn(knex, input))
  }

  async moveToPool(
    input: Input<typeof moveToPool>,
    options: MoneyOptions = {},
    @MedusaContext() ctx: Context = {}
  ): Once<Output<typeof moveToPool>> {
    return this.money(ctx, options, (knex) => moveToPool(knex, input))
  }

  async adjustBalance(
    input: Input<typeof adjustBalance>,
    options: MoneyOptions = {},
    @MedusaContext() ctx: Context = {}
  ): Once<Output<typeof adjustBalance>> {
    return this.money(ctx, options, (knex) => adjustBalance(knex, input))
  }

  /** An adjustment, made at once or left pending for four eyes (above `review_above` USD). */
  async requestAdjustment(
    input: Input<typeof requestAdjustment>,
    options: MoneyOptions = {},
    @MedusaContext() ctx: Context = {}
  ): Once<Output<typeof requestAdjustment>> {
    return this.money(ctx, options, (knex) =>
      audited(
        knex,
        options.staff,
        {
          action: "adjustment.request",
          target_type: "member",
          target_id: input.member_id,
          before: (k) => q.balancesOf(k, input.member_id),
        },
        () => requestAdjustment(knex, input)
      )
    )
  }

  async approveAdjustmentRequest(
    input: Input<typeof approveAdjustmentRequest>,
    options: MoneyOptions = {},
    @MedusaContext() ctx: Context = {}
  ): Once<Output<typeof approveAdjustmentRequest>> {
    return this.money(ctx, options, (knex) =>
      audited(
        knex,
        options.staff,
        {
          action: "adjustment.approve",
          target_type: "adjustment_request",
          target_id: input.id,
          before: rowOf("ledger_adjustment_request", input.id),
        },
        () => approveAdjustmentRequest(knex, input)
      )
    )
  }

  async rejectAdjustmentRequest(
    input: Input<typeof rejectAdjustmentRequest>,
    options: MoneyOptions = {},
    @MedusaContext() ctx: Context = {}
  ): Once<Output<typeof rejectAdjustmentRequest>> {
    return this.money(ctx, options, (knex) =>
      audited(
        knex,
        options.staff,
        {
          action: "adjustment.reject",
          target_type: "adjustment_request",
          target_id: input.id,
          before: rowOf("ledger_adjustment_request", input.id),
        },
        () => rejectAdjustmentRequest(knex, input)
      )
    )
  }

  @InjectManager()
  async listAdjustmentRequests(
    filters: { status?: string; member_id?: string },
    page: { limit: number; offset: number },
    @MedusaContext() ctx: Context = {}
  ) {
    return listAdjustmentRequests(knexOf(ctx), filters, page)
  }

  async setTokenPrice(
    input: Input<typeof setTokenPrice>,
    options: MoneyOptions = {},
    @MedusaContext() ctx: Context = {}
  ): Once<Output<typeof setTokenPrice>> {
    return this.money(ctx, options, (knex) =>
      audited(
        knex,
        options.staff,
        {
          action: "token_price.set",
          target_type: "token_price",
          target_id: "UUC",
          before: currentPrice,
        },
        () => setTokenPrice(knex, input)
      )
    )
  }

  /** `staff`: the staff member setting it (audited in this transaction). */
  @InjectTransactionManager()
  async setChainAddress(
    input: Input<typeof setChainAddress>,
    options: { staff?: string } = {},
    @MedusaContext() ctx: Context = {}
  ) {
    const knex = knexOf(ctx)
    const current = async (k: Knex) =>
      (await currentChainAddresses(k)).find((a) => a.chain === input.chain) ??
      null
    const before = options.staff ? await current(knex) : null
    const after = await setChainAddress(knex, input)
    // Setting the address in force again changes nothing: no audit row.
    if (options.staff && before?.id !== after.id)
      await audited(
        knex,
        options.staff,
        {
          action: "chain_address.save",
          target_type: "chain_address",
          target_id: after.chain,
          before: async () => before,
        },
        async () => after
      )
    return after
  }

  /**
   * Staff create, change or delete a recharge link, with its audit row in the same
   * transaction (before: the link as it was; after: as it is, null once deleted).
   */
  @InjectTransactionManager()
  async saveRechargeLink(
    staff: string,
    change:
      | { op: "create"; data: Record<string, unknown> }
      | { op: "update"; id: string; data: Record<string, unknown> }
      | { op: "delete"; id: string },
    @MedusaContext() ctx: Context = {}
  ) {
    const knex = knexOf(ctx)
    const id = change.op === "create" ? null : change.id
    const before = id ? await rowOf("ledger_recharge_link", id)(knex) : null
    if (id && (!before || before.deleted_at))
      throw notFound("recharge_link_not_found")
    const link =
      change.op === "create"
        ? await this.createRechargeLinks(change.data, ctx)
        : change.op === "update"
          ? await this.updateRechargeLinks(
              { id: change.id, ...change.data },
              ctx
            )
          : (await this.softDeleteRechargeLinks(change.id, {}, ctx), null)
    await writeAudit(knex, {
      actor_id: staff,
      action: `recharge_link.${change.op}`,
      target_type: "recharge_link",
      target_id: id ?? String((link as { id: string }).id),
      before,
      after: link,
    })
    return link
  }

  /** The first answer to an idempotency key, if any (409 for another body). */
  @InjectManager()
  async findIdempotentAnswer(
    idempotency: Idempotency,
    @MedusaContext() ctx: Context = {}
  ) {
    return storedAnswer(knexOf(ctx), idempotency)
  }

  // ── reading ───────────────────────────────────────────────────────────────

  @InjectManager()
  async getBalances(memberId: string, @MedusaContext() ctx: Context = {}) {
    return q.balancesOf(knexOf(ctx), memberId)
  }

  @InjectManager()
  async getBalancesOfMany(
    memberIds: string[],
    @MedusaContext() ctx: Context = {}
  ) {
    return q.balancesOfMany(knexOf(ctx), memberIds)
  }

  @InjectManager()
  async listPostings(
    filters: q.PostingFilters,
    page: Page,
    @MedusaContext() ctx: Context = {}
  ) {
    return q.listPostings(knexOf(ctx), filters, page)
  }

  @InjectManager()
  async listRecharges(
    filters: q.RecordFilters,
    page: Page,
    @MedusaContext() ctx: Context = {}
  ) {
    return q.listRecharges(knexOf(ctx), filters, page)
  }

  @InjectManager()
  async getRecharge(id: string, @MedusaContext() ctx: Context = {}) {
    return q.getRecharge(knexOf(ctx), id)
  }

  @InjectManager()
  async listWithdrawals(
    filters: q.RecordFilters,
    page: Page,
    @MedusaContext() ctx: Context = {}
  ) {
    return q.listWithdrawals(knexOf(ctx), filters, page)
  }

  @InjectManager()
  async getWithdrawal(id: string, @MedusaContext() ctx: Context = {}) {
    return q.getWithdrawal(knexOf(ctx), id)
  }

  @InjectManager()
  async listTransfers(
    filters: { member_id?: string },
    page: Page,
    @MedusaContext() ctx: Context = {}
  ) {
    return q.listTransfers(knexOf(ctx), filters, page)
  }

  @InjectManager()
  async listExchanges(
    filters: { member_id?: string },
    page: Page,
    @MedusaContext() ctx: Context = {}
  ) {
    return q.listExchanges(knexOf(ctx), filters, page)
  }

  @InjectManager()
  async listBurns(
    filters: { member_id?: string },
    page: Page,
    @MedusaContext() ctx: Context = {}
  ) {
    return q.listBurns(knexOf(ctx), filters, page)
  }

  @InjectManager()
  async listPoolMoves(
    filters: { member_id?: string },
    page: Page,
    @MedusaContext() ctx: Context = {}
  ) {
    return q.listPoolMoves(knexOf(ctx), filters, page)
  }

  @InjectManager()
  async listAdjustments(
    filters: { member_id?: string },
    page: Page,
    @MedusaContext() ctx: Context = {}
  ) {
    return q.listAdjustments(knexOf(ctx), filters, page)
  }

  @InjectManager()
  async getTokenPrice(@MedusaContext() ctx: Context = {}) {
    return currentPrice(knexOf(ctx))
  }

  @InjectManager()
  async listTokenPrices(page: Page, @MedusaContext() ctx: Context = {}) {
    return q.listPrices(knexOf(ctx), page)
  }

  @InjectManager()
  async getChainAddresses(@MedusaContext() ctx: Context = {}) {
    return currentChainAddresses(knexOf(ctx))
  }

  @InjectManager()
  async getChainAddressHistory(@MedusaContext() ctx: Context = {}) {
    return chainAddressHistory(knexOf(ctx))
  }

  @InjectManager()
  async listPlatformAccounts(@MedusaContext() ctx: Context = {}) {
    return q.platformAccounts(knexOf(ctx))
  }

  /** The 2:1 rule's figures for a member at the current price. */
  @InjectManager()
  async getExchangeLimits(
    memberId: string,
    sellShare: string,
    @MedusaContext() ctx: Context = {}
  ) {
    const knex = knexOf(ctx)
    const [{ bought, sold }, price] = await Promise.all([
      exchangeTotals(knex, memberId),
      currentPrice(knex),
    ])
    return {
      price: price.price,
      bought: bought.toFixed(8),
      sold: sold.toFixed(8),
      sellable: sellable(bought, sold, sellShare).toFixed(8),
    }
  }

  /**
   * The one clock of business time: the database's `now()`, with its day and
   * weekday in `timezone` (the plan's). Rewards, the shop and the ledger's own
   * day rules read it instead of the server's Date, so that every process draws
   * day boundaries and cut-offs from one clock.
   */
  @InjectManager()
  async clock(
    timezone = "UTC",
    @MedusaContext() ctx: Context = {}
  ): Promise<DbClock> {
    return dbClock(knexOf(ctx), timezone)
  }

  /** The member's day in the plan timezone and the requests already made on it. */
  @InjectManager()
  async getWithdrawalUsage(
    memberId: string,
    timezone: string,
    now?: Date,
    @MedusaContext() ctx: Context = {}
  ) {
    const knex = knexOf(ctx)
    const { day, weekday } = await dbDay(knex, timezone, now)
    return { day, weekday, used: await countToday(knex, memberId, day) }
  }

  /** Recomputes every invariant from the postings; says which fails. */
  @InjectManager()
  async verify(@MedusaContext() ctx: Context = {}): Promise<VerifyReport> {
    const knex = knexOf(ctx)
    return runChecks(async (sql) => (await knex.raw(sql)).rows)
  }

  // ── deposits watched on chain (lib/chains: the RPC side) ──────────────────

  /** The member's deposit address under the given key, made on first use. */
  async depositAddressOf(
    input: Input<typeof deposits.depositAddressOf>,
    @MedusaContext() ctx: Context = {}
  ) {
    return this.atomic(ctx, (knex) => deposits.depositAddressOf(knex, input))
  }

  /** Who owns each of these addresses (a member's deposit address), by address. */
  @InjectManager()
  async depositOwners(addresses: string[], @MedusaContext() ctx: Context = {}) {
    return deposits.depositOwners(knexOf(ctx), addresses)
  }

  /** Members' deposit addresses, newest first (staff's address record). */
  @InjectManager()
  async listDepositAddresses(
    filter: { member_id?: string },
    page: Page,
    @MedusaContext() ctx: Context = {}
  ) {
    return deposits.listDepositAddresses(knexOf(ctx), filter, page)
  }

  @InjectManager()
  async watchedAddresses(chain: string, @MedusaContext() ctx: Context = {}) {
    return deposits.watchedAddresses(knexOf(ctx), chain)
  }

  async recordChainLogs(
    input: Input<typeof deposits.recordChainLogs>,
    @MedusaContext() ctx: Context = {}
  ) {
    return this.atomic(ctx, (knex) => deposits.recordChainLogs(knex, input))
  }

  @InjectManager()
  async seenDeposits(
    chain: string,
    maxBlock: string,
    @MedusaContext() ctx: Context = {}
  ) {
    return deposits.seenDeposits(knexOf(ctx), chain, maxBlock)
  }

  /** Credits a confirmed deposit once (one transaction with its recharge). */
  async creditDeposit(
    input: Input<typeof deposits.creditDeposit>,
    @MedusaContext() ctx: Context = {}
  ) {
    return this.atomic(ctx, (knex) => deposits.creditDeposit(knex, input))
  }

  async dropDeposit(id: string, @MedusaContext() ctx: Context = {}) {
    return this.atomic(ctx, (knex) => deposits.dropDeposit(knex, id))
  }

  async moveDeposit(
    input: Input<typeof deposits.moveDeposit>,
    @MedusaContext() ctx: Context = {}
  ) {
    return this.atomic(ctx, (knex) => deposits.moveDeposit(knex, input))
  }

  @InjectManager()
  async listChainDeposits(
    page: { limit: number; offset: number },
    @MedusaContext() ctx: Context = {}
  ) {
    return deposits.listedDeposits(knexOf(ctx), page)
  }

  @InjectManager()
  async chainCursors(@MedusaContext() ctx: Context = {}) {
    return deposits.chainCursors(knexOf(ctx))
  }

  async saveChainCursor(
    input: Input<typeof deposits.saveCursor>,
    @MedusaContext() ctx: Context = {}
  ) {
    return this.atomic(ctx, (knex) => deposits.saveCursor(knex, input))
  }

  async recordChainError(
    input: Input<typeof deposits.recordChainError>,
    @MedusaContext() ctx: Context = {}
  ) {
    return this.atomic(ctx, (knex) => deposits.recordChainError(knex, input))
  }

  // ── reconciliation with the chains (lib/chains/reconcile.ts: the RPC side) ──

  /** Starts a run, one at a time (409 `chain_reconciliation_running`); audited for staff. */
  async startChainReconciliation(
    input: Input<typeof reconciliations.startReconciliation>,
    @MedusaContext() ctx: Context = {}
  ) {
    return this.atomic(ctx, (knex) =>
      reconciliations.startReconciliation(knex, input)
    )
  }

  /** A run's end: its chains and every difference, in one transaction. */
  async finishChainReconciliation(
    input: Input<typeof reconciliations.finishReconciliation>,
    @MedusaContext() ctx: Context = {}
  ) {
    return this.atomic(ctx, (knex) =>
      reconciliations.finishReconciliation(knex, input)
    )
  }

  async failChainReconciliation(
    input: Input<typeof reconciliations.failReconciliation>,
    @MedusaContext() ctx: Context = {}
  ) {
    return this.atomic(ctx, (knex) =>
      reconciliations.failReconciliation(knex, input)
    )
  }

  /** Staff mark a difference resolved, with what they did; audited. */
  async resolveReconciliationDifference(
    input: Input<typeof reconciliations.resolveDifference>,
    @MedusaContext() ctx: Context = {}
  ) {
    return this.atomic(ctx, (knex) =>
      reconciliations.resolveDifference(knex, input)
    )
  }

  @InjectManager()
  async getChainReconciliation(id: string, @MedusaContext() ctx: Context = {}) {
    const run = await reconciliations.getReconciliation(knexOf(ctx), id)
    if (!run) throw notFound("chain_reconciliation_not_found")
    return run
  }

  @InjectManager()
  async listChainReconciliations(
    page: Page,
    @MedusaContext() ctx: Context = {}
  ) {
    return reconciliations.listReconciliations(knexOf(ctx), page)
  }

  @InjectManager()
  async listReconciliationDifferences(
    runId: string,
    page: Page,
    @MedusaContext() ctx: Context = {}
  ) {
    return reconciliations.listDifferences(knexOf(ctx), runId, page)
  }

  @InjectManager()
  async depositAddressOwners(@MedusaContext() ctx: Context = {}) {
    return reconciliations.depositAddressOwners(knexOf(ctx))
  }

  @InjectManager()
  async depositCredits(
    input: Input<typeof reconciliations.depositCredits>,
    @MedusaContext() ctx: Context = {}
  ) {
    return reconciliations.depositCredits(knexOf(ctx), input)
  }

  @InjectManager()
  async recordedPayouts(chain: string, @MedusaContext() ctx: Context = {}) {
    return reconciliations.recordedPayouts(knexOf(ctx), chain)
  }
}
