import type { Context } from "@medusajs/framework/types"
import {
  generateEntityId,
  InjectManager,
  InjectTransactionManager,
  MedusaContext,
  MedusaError,
  MedusaService,
} from "@medusajs/framework/utils"
import { AppError, writeAudit } from "@uuc/errors"
import Decimal from "decimal.js"
import type { Plan } from "@uuc/data"
import { buildBonusPostings, type Posting } from "../../engine/postings"
import { collectDebt, splitBonus, type Split } from "../../engine/split"
import type { Bonus } from "../../engine/types"
import { collectedValues } from "./lib/collected"
import { knexOf, type Knex } from "@uuc/http"
import * as activations from "./lib/repository/activations"
import * as bonuses from "./lib/repository/bonuses"
import {
  findRun,
  recordRun,
  standings,
  unpaidDays,
  type DailyRecord,
  type DailyRun,
} from "./lib/repository/daily"
import * as loans from "./lib/repository/loans"
import * as orders from "./lib/repository/orders"
import * as refunds from "./lib/repository/refunds"
import type { RefundPlan } from "../../refund/compute"
import "./lib/messages"
import { money, toActivation, toBonus, toLoan } from "./lib/present"
import { RewardOperation } from "./models/reward-operation"
import type {
  ActivationView,
  BonusFilters,
  BonusRecordView,
  BonusTotals,
  LoanView,
  NewActivation,
  ProjectedLevels,
  StuckOperation,
} from "./lib/types"

type Page = { limit: number; offset: number }

/** A stored activation with what its completion needs. */
export type StoredActivation = ActivationView & {
  request_hash: string | null
  bonuses: Bonus[]
  levels: Record<string, ProjectedLevels>
  /** Quarantined (reconcile.ts): set after repeated failures, cleared on success. */
  stuck_at: string | null
}

/** A staff action on an activation, audited in the transaction that carries it out. */
export type StaffAudit = { staff_id: string; action?: string }

/** The audit row of a staff retry of a stuck operation (`/app/stuck-operations`). */
async function auditRetry(
  knex: Knex,
  audit: StaffAudit,
  row: Record<string, unknown>,
  after: Record<string, unknown>
) {
  await writeAudit(knex, {
    actor_id: audit.staff_id,
    action: audit.action ?? "stuck_operation.retry",
    target_type: "activation",
    target_id: String(row.id),
    before: {
      member_id: row.member_id,
      status: row.status,
      attempts: row.attempts,
      error: row.last_error ?? null,
    },
    after,
  })
}

/**
 * Activations and bonus records (container key `rewards`). Money moves in the
 * ledger; these rows say why. An activation is written `pending` before its ledger
 * entry and `completed` once its side effects are in (see lib/activate-card.ts).
 * Its SQL is in lib/repository (by domain): the service locks, audits, splits and
 * presents; it writes no SQL itself.
 */
export default class RewardsModuleService extends MedusaService({
  RewardOperation,
}) {
  /**
   * Records a pending activation; null when its idempotency key is taken. One
   * statement, its own transaction; under withRelaxedCommit: see completeActivation.
   */
  @InjectManager()
  async createActivation(
    input: NewActivation,
    @MedusaContext() ctx: Context = {}
  ): Promise<StoredActivation | null> {
    const row = await activations.insertActivation(knexOf(ctx), input)
    return row ? stored(row) : null
  }

  /**
   * createActivation for the activations of one lock hold, in ONE statement; each
   * row's created_at is its own clock time, so they keep the order given. Answers
   * the rows inserted (one taken by an idempotency key is not).
   */
  @InjectManager()
  async createActivations(
    input: { activations: NewActivation[] },
    @MedusaContext() ctx: Context = {}
  ): Promise<StoredActivation[]> {
    const rows = await activations.insertActivations(
      knexOf(ctx),
      input.activations
    )
    return rows.map(stored)
  }

  @InjectManager()
  async findActivation(
    where: { id: string } | { member_id: string; idempotency_key: string },
    @MedusaContext() ctx: Context = {}
  ): Promise<StoredActivation | null> {
    const row = await activations.findActivation(knexOf(ctx), where)
    return row ? stored(row) : null
  }

  /** Forgets a pending activation whose ledger entry was refused (nothing moved). */
  @InjectTransactionManager()
  async discardActivation(id: string, @MedusaContext() ctx: Context = {}) {
    await activations.discardActivation(knexOf(ctx), id)
  }

  /**
   * Writes the bonus records of an activation (keyed by activation and position, so
   * a replay adds nothing), counts their loan repayments and marks it completed, in
   * one transaction (a loan was opened with the card's entry: approveLoan). Under
   * withRelaxedCommit it skips waiting for the WAL flush: the activation path does
   * so under its lock and then commits durably (claimOperation) before it answers.
   */
  @InjectTransactionManager()
  async completeActivation(
    input: {
      id: string
      entry_id: string
      /** Staff's retry of a stuck completion: audited in this transaction. */
      audit?: StaffAudit
    },
    @MedusaContext() ctx: Context = {}
  ): Promise<ActivationView> {
    const knex = knexOf(ctx)
    const row = await activations.lockForCompletion(knex, input.id)
    const activation = stored(row)
    if (input.audit)
      await auditRetry(knex, input.audit, row, {
        status: "completed",
        error: null,
      })
    for (const b of await bonuses.insertBonuses(knex, activation))
      if (b.status === "settled" && new Decimal(b.repaid).gt(0))
        await loans.repayLoan(knex, b.member_id, b.repaid)
    // the card on credit is in place: its loan's funds are transferred
    if (activation.loan_id)
      await loans.loanTransferred(knex, activation.loan_id)
    return toActivation(await activations.markCompleted(knex, input))
  }

  /**
   * completeActivation for the activations of one lock hold (none opening a
   * loan), in ONE transaction: every record in one insert, the loans their
   * bonuses repay, the completion marks. Answers them in the order given.
   */
  @InjectTransactionManager()
  async completeActivations(
    input: {
      activations: { id: string; entry_id: string }[]
    },
    @MedusaContext() ctx: Context = {}
  ): Promise<ActivationView[]> {
    const knex = knexOf(ctx)
    const ids = input.activations.map((a) => a.id)
    const locked = (await activations.lockAllForCompletion(knex, ids)).map(
      stored
    )
    if (locked.some((a) => a.loan_id))
      throw new Error(
        "completeActivations: a loan's activation completes alone"
      )
    const inserted = await bonuses.insertBonuses(knex, ...locked)
    await loans.repayLoans(
      knex,
      inserted.filter((b) => b.status === "settled")
    )
    const done = await activations.markAllCompleted(knex, input.activations)
    const byId = new Map(done.map((r: Record<string, unknown>) => [r.id, r]))
    return ids.map((id) => toActivation(byId.get(id)!))
  }

  /** Activations whose completion has not been recorded, oldest first. */
  @InjectManager()
  async listPendingActivations(
    limit = 100,
    @MedusaContext() ctx: Context = {}
  ): Promise<StoredActivation[]> {
    return (await activations.pendingActivations(knexOf(ctx), limit)).map(
      stored
    )
  }

  /**
   * Counts a failed completion of an activation (or of its planned refund) and
   * keeps the error; the `stuck_after`-th failure quarantines it (`stuck_at`; a
   * pending activation becomes `stuck`): the reconcilers skip it, so one
   * operation that fails every time no longer blocks all the others, until staff
   * retry it. Its own transaction (the failed one rolled back).
   */
  @InjectTransactionManager()
  async recordFailure(
    input: {
      id: string
      error: string
      stuck_after: number
      /** Staff's retry that failed again: audited with the failure. */
      audit?: StaffAudit
    },
    @MedusaContext() ctx: Context = {}
  ): Promise<{ attempts: number; stuck: boolean }> {
    if (input.audit) {
      const before = await activations.lockActivation(knexOf(ctx), input.id)
      if (before)
        await auditRetry(knexOf(ctx), input.audit, before, {
          status: before.status,
          error: input.error.slice(0, 2000),
        })
    }
    const row = await activations.recordFailure(knexOf(ctx), {
      id: input.id,
      error: input.error.slice(0, 2000),
      stuck_after: input.stuck_after,
    })
    return {
      attempts: row ? Number(row.attempts) : 0,
      stuck: row != null && row.stuck_at != null,
    }
  }

  /** Quarantined operations (stuck completions and refunds), latest first. */
  @InjectManager()
  async listStuckOperations(
    page: Page,
    @MedusaContext() ctx: Context = {}
  ): Promise<{ operations: StuckOperation[]; count: number }> {
    const { rows, count } = await activations.stuckOperations(knexOf(ctx), page)
    return { operations: rows.map(toStuck), count }
  }

  /**
   * Refunds computed and kept (planRefund) but not marked done: a crash, or a
   * failure, after or before their ledger entry (the refund reconciler's work).
   * Quarantined ones are left to staff.
   */
  @InjectManager()
  async listPlannedRefunds(
    limit = 100,
    @MedusaContext() ctx: Context = {}
  ): Promise<StoredActivation[]> {
    return (await refunds.plannedRefunds(knexOf(ctx), limit)).map(stored)
  }

  /** Forgets a planned refund whose ledger entry was never posted (nothing moved). */
  @InjectTransactionManager()
  async dropRefundPlan(
    id: string,
    /** Staff's retry of a stuck refund: audited in this transaction. */
    audit: StaffAudit | null = null,
    @MedusaContext() ctx: Context = {}
  ) {
    if (audit) {
      const row = await activations.lockActivation(knexOf(ctx), id)
      if (row)
        await auditRetry(knexOf(ctx), audit, row, {
          status: row.status,
          refund: null,
          error: null,
        })
    }
    await refunds.dropRefundPlan(knexOf(ctx), id)
  }

  /**
   * Runs `run` (a ledger post given this transaction's context) fenced by the
   * activation lock's token (activation/lock.ts): a share lock on the fence
   * row, which must still hold `token`. A holder whose lock died and was taken by
   * another process (whose token is newer) posts nothing: 409 activation_busy;
   * a new holder's token waits for this transaction to end, so its reconciler
   * sees what it committed.
   */
  @InjectTransactionManager()
  async withFence<T>(
    token: string,
    run: (ctx: Context) => Promise<T>,
    @MedusaContext() ctx: Context = {}
  ): Promise<T> {
    if (!(await activations.holdsFence(knexOf(ctx), token)))
      throw new AppError(MedusaError.Types.CONFLICT, "activation_busy")
    return run(ctx)
  }

  /** Bonus records, newest first, with the totals of every matching record. */
  @InjectManager()
  async listBonusRecords(
    filters: BonusFilters,
    page: Page,
    @MedusaContext() ctx: Context = {}
  ): Promise<{
    bonus_records: BonusRecordView[]
    count: number
    totals: BonusTotals
  }> {
    const { rows, totals: t } = await bonuses.listBonusRecords(
      knexOf(ctx),
      filters,
      page
    )
    return {
      bonus_records: rows.map(toBonus),
      count: Number(t.count),
      totals: {
        amount_usd: money(t.amount_usd),
        usdt: money(t.usdt),
        repaid: money(t.repaid),
        uuc: money(t.uuc),
        uuc_pool: money(t.uuc_pool),
      },
    }
  }

  /** Records a keyed side effect; false when it was done before. */
  @InjectTransactionManager()
  async claimOperation(
    key: string,
    kind: string,
    @MedusaContext() ctx: Context = {}
  ): Promise<boolean> {
    return bonuses.claimOperation(knexOf(ctx), {
      id: generateEntityId(undefined, "rwop"),
      key,
      kind,
    })
  }

  /**
   * claimOperation for several keys of one kind at once, in ONE statement (no
   * transaction around it: its own commit is the durable one): the keys claimed now.
   */
  @InjectManager()
  async claimOperations(
    keys: string[],
    kind: string,
    @MedusaContext() ctx: Context = {}
  ): Promise<Set<string>> {
    if (!keys.length) return new Set()
    return bonuses.claimOperations(knexOf(ctx), {
      ids: keys.map(() => generateEntityId(undefined, "rwop")),
      keys,
      kind,
    })
  }

  // ── settlement delay (plan settlement.delay_hours) ───────────────────────

  /** Activations with bonuses waiting for their delay, oldest first (not refunded). */
  @InjectManager()
  async listDelayedSettlements(
    limit = 200,
    @MedusaContext() ctx: Context = {}
  ): Promise<
    { activation_id: string; plan_version: number; created_at: string }[]
  > {
    const rows = await bonuses.delayedSettlements(knexOf(ctx), limit)
    return rows.map((r) => ({
      activation_id: r.id as string,
      plan_version: Number(r.plan_version),
      created_at: new Date(r.created_at as string).toISOString(),
    }))
  }

  /**
   * pending_settlement → settled for an activation whose pending entry is posted,
   * and, in the same transaction, the loans those bonuses repay: a delayed bonus
   * repays when its entry posts, as the ledger's loan receivable does (rules.md §6).
   */
  @InjectTransactionManager()
  async markSettled(
    activationId: string,
    @MedusaContext() ctx: Context = {}
  ): Promise<number> {
    const knex = knexOf(ctx)
    const settled = await bonuses.markSettled(knex, activationId)
    await loans.repayLoans(knex, settled)
    return settled.length
  }

  // ── shop orders (merchant bonus, order triggers) ─────────────────────────

  @InjectManager()
  async findOrder(id: string, @MedusaContext() ctx: Context = {}) {
    return orders.findOrder(knexOf(ctx), id)
  }

  @InjectTransactionManager()
  async createOrder(
    input: orders.NewOrder,
    @MedusaContext() ctx: Context = {}
  ) {
    return orders.createOrder(knexOf(ctx), input)
  }

  @InjectTransactionManager()
  async completeOrder(
    input: { id: string; entry_id: string | null },
    @MedusaContext() ctx: Context = {}
  ) {
    return orders.completeOrder(knexOf(ctx), input)
  }

  @InjectTransactionManager()
  async keepOrderCancel(
    input: { id: string; cancel: RefundPlan },
    @MedusaContext() ctx: Context = {}
  ) {
    return orders.keepCancel(knexOf(ctx), input)
  }

  @InjectTransactionManager()
  async completeOrderCancel(id: string, @MedusaContext() ctx: Context = {}) {
    return orders.completeCancel(knexOf(ctx), id)
  }

  // ── refunds (rules.md §4 cooling-off) ────────────────────────────────────

  /** Another card of the member after this one (refund the later one first). */
  @InjectManager()
  async hasLaterActivation(
    a: { id: string; member_id: string; created_at: string },
    @MedusaContext() ctx: Context = {}
  ): Promise<boolean> {
    return activations.hasLaterActivation(knexOf(ctx), a)
  }

  /** A member's activations, newest first, with when each was refunded. */
  @InjectManager()
  async listMemberActivations(
    memberId: string,
    limit: number,
    @MedusaContext() ctx: Context = {}
  ): Promise<(ActivationView & { refunded_at: string | null })[]> {
    const rows = await activations.memberActivations(
      knexOf(ctx),
      memberId,
      limit
    )
    return rows.map((r) => ({
      ...toActivation(r),
      refunded_at: r.refunded_at
        ? new Date(r.refunded_at as string).toISOString()
        : null,
    }))
  }

  /** Keeps the computed refund on the activation before its ledger entry. */
  @InjectTransactionManager()
  async planRefund(
    input: { id: string; refund: RefundPlan },
    @MedusaContext() ctx: Context = {}
  ) {
    await refunds.planRefund(knexOf(ctx), input)
  }

  /**
   * Marks the activation refunded and its bonuses reversed (settled → clawed_back
   * with a clawback row; pending elimination → eliminated), in one transaction,
   * from the refund kept by planRefund. A replay changes nothing.
   */
  @InjectTransactionManager()
  async completeRefund(
    input: {
      id: string
      entry_id: string
      /** A staff refund (or retry): audited in this transaction when this call completes it. */
      audit?: StaffAudit
    },
    @MedusaContext() ctx: Context = {}
  ): Promise<RefundPlan> {
    const knex = knexOf(ctx)
    const row = await activations.lockActivation(knex, input.id)
    const refund = await refunds.completeRefund(knex, input)
    if (input.audit && row && row.status !== "refunded")
      await writeAudit(knex, {
        actor_id: input.audit.staff_id,
        action: input.audit.action ?? "activation.refund",
        target_type: "member",
        target_id: String(row.member_id),
        before: { activation_id: input.id, status: row.status },
        after: {
          activation_id: input.id,
          status: "refunded",
          ...refund,
        },
      })
    return refund
  }

  /** The refund kept on an activation (null before one was computed). */
  @InjectManager()
  async getRefund(
    id: string,
    @MedusaContext() ctx: Context = {}
  ): Promise<{ refund: RefundPlan | null; refunded_at: string | null }> {
    const row = await refunds.findRefund(knexOf(ctx), id)
    return {
      refund: (row?.refund as RefundPlan | null) ?? null,
      refunded_at: row?.refunded_at
        ? new Date(row.refunded_at as string).toISOString()
        : null,
    }
  }

  /** Clawback rows of an activation. */
  @InjectManager()
  async listClawbacks(
    activationId: string,
    @MedusaContext() ctx: Context = {}
  ) {
    return refunds.listClawbacks(knexOf(ctx), activationId)
  }

  // ── daily top 10 (rules.md §4) ───────────────────────────────────────────

  /** Sponsors ranked by the gold activations they sponsored in `day` (time zone `tz`). */
  @InjectManager()
  async dailyStandings(
    day: string,
    tz: string,
    @MedusaContext() ctx: Context = {}
  ) {
    return standings(knexOf(ctx), day, tz)
  }

  @InjectManager()
  async getDailyRun(
    day: string,
    @MedusaContext() ctx: Context = {}
  ): Promise<DailyRun | null> {
    return findRun(knexOf(ctx), day)
  }

  /**
   * Marks a day as run and writes its `daily_top` records, in one transaction;
   * with `post`, the day's ledger entry is written first IN THAT SAME transaction
   * (the ledger takes the caller's context), so a day is never paid without its run
   * row, nor recorded without its entry.
   */
  @InjectTransactionManager()
  async recordDailyRun(
    input: Omit<DailyRun, "created_at"> & { records: DailyRecord[] },
    post?: (ctx: Context) => Promise<string | null>,
    /** A run started by staff: audited in this transaction. */
    staffId?: string,
    @MedusaContext() ctx: Context = {}
  ): Promise<DailyRun> {
    const entry_id = post ? await post(ctx) : input.entry_id
    const run = await recordRun(knexOf(ctx), { ...input, entry_id })
    if (staffId)
      await writeAudit(knexOf(ctx), {
        actor_id: staffId,
        action: "daily_top.run",
        target_type: "daily_top",
        target_id: run.day,
        before: null,
        after: { day: run.day, entry_id, standings: run.standings },
      })
    return run
  }

  /**
   * Past days (by the database's clock, time zone `tz`) with sponsored gold
   * activations and no run row, oldest first: what the daily job still owes.
   */
  @InjectManager()
  async unpaidDailyDays(tz: string, @MedusaContext() ctx: Context = {}) {
    return unpaidDays(knexOf(ctx), tz)
  }

  // ── pending elimination (rules.md §4: frozen earners) ────────────────────

  /** Bonus records of frozen earners still waiting, oldest first. */
  @InjectManager()
  async listPendingEliminations(
    limit = 500,
    @MedusaContext() ctx: Context = {}
  ) {
    return (await bonuses.pendingEliminations(knexOf(ctx), limit)).map(toBonus)
  }

  /**
   * Settles one bonus recorded while its earner was frozen, as it would have been
   * paid unfrozen (rules.md §4, §6): re-split from its USD amount at its price with
   * the earner's loan owed now (the USDT repays it first) and refund debt (collected
   * after the loan), in ONE transaction: the record locked and still pending, `post`
   * writes its ledger entry (given the postings and this transaction's context),
   * then the record takes the split, the collection and `settled`, and the loan its
   * repayment. False when it was no longer pending (nothing posted).
   */
  @InjectTransactionManager()
  async settleFrozenBonus(
    input: { id: string; plan: Plan },
    post: (postings: Posting[], ctx: Context) => Promise<void>,
    @MedusaContext() ctx: Context = {}
  ): Promise<boolean> {
    const knex = knexOf(ctx)
    const r = await bonuses.lockPendingBonus(knex, input.id)
    if (!r) return false
    const memberId = String(r.member_id)
    const loan = await loans.lockOwed(knex, memberId)
    const debts = await this.getRefundDebts([memberId], ctx)
    // a daily top reward is UUC straight, not a split of a USD amount
    // a daily top reward is UUC straight: its refund debt is collected from it
    const daily = (): Split => {
      const own: Split = {
        amount_usd: String(r.amount_usd),
        usdt: String(r.usdt),
        repaid: "0",
        uuc: String(r.uuc),
        uuc_pool: String(r.uuc_pool),
      }
      if (r.price != null)
        collectDebt([own], String(r.price), {
          left: new Decimal(debts[memberId] ?? 0),
        })
      return own
    }
    const split: Split =
      r.type === "daily_top"
        ? daily()
        : splitBonus(
            new Decimal(String(r.amount_usd)),
            input.plan,
            String(r.price),
            { left: new Decimal(loan ? String(loan.left) : 0) },
            { left: new Decimal(debts[memberId] ?? 0) }
          )
    await post(buildBonusPostings({ ...split, member_id: memberId }), ctx)
    await bonuses.settleBonus(knex, input.id, split, collectedValues(split))
    if (new Decimal(split.repaid).gt(0))
      await loans.repayLoan(knex, memberId, split.repaid)
    return true
  }

  /** pending elimination → settled (its ledger entry is posted) or eliminated. */
  @InjectTransactionManager()
  async closePendingBonus(
    input: { id: string; status: "settled" | "eliminated" },
    @MedusaContext() ctx: Context = {}
  ): Promise<boolean> {
    return bonuses.closePendingBonus(knexOf(ctx), input)
  }

  // ── loans (rules.md §6) ──────────────────────────────────────────────────

  /** A member applies for a card on credit; one open loan at a time. */
  @InjectTransactionManager()
  async applyLoan(
    input: { member_id: string; card: "standard" | "gold" },
    @MedusaContext() ctx: Context = {}
  ): Promise<LoanView> {
    const row = await loans.insertLoan(knexOf(ctx), {
      id: generateEntityId(undefined, "loan"),
      ...input,
    })
    if (!row)
      throw new AppError(MedusaError.Types.CONFLICT, "loan_already_open")
    return toLoan(row)
  }

  @InjectManager()
  async getLoan(id: string, @MedusaContext() ctx: Context = {}) {
    const row = await loans.findLoan(knexOf(ctx), id)
    if (!row) throw new AppError(MedusaError.Types.NOT_FOUND, "loan_not_found")
    return toLoan(row)
  }

  @InjectManager()
  async listLoans(
    filters: { member_id?: string; status?: LoanView["status"] },
    page: Page,
    @MedusaContext() ctx: Context = {}
  ) {
    const { rows, count } = await loans.listLoans(knexOf(ctx), filters, page)
    return { loans: rows.map(toLoan), count }
  }

  /**
   * Staff approve a pending application: in ONE transaction the loan moves
   * pending → transferring ("transferring funds": a conditional update that must
   * match its row; the database's transition table refuses any other move) and
   * `post` writes the card's ledger entry (the card paid by the member's
   * `loan:<member>` receivable) in that same transaction (the ledger takes the
   * caller's context). So a rejection racing the approval either comes first (the
   * approval then matches nothing: `loan_not_pending`, nothing posted) or waits on
   * the row and finds it transferring; a card on credit without its debt can no
   * longer be. The activation's completion moves it on to passed (completeActivation).
   */
  @InjectTransactionManager()
  async approveLoan<T>(
    input: loans.LoanApproval & {
      /** A staff decision: audited in this transaction, with the staff's reason. */
      audit?: { reason: string | null }
    },
    post: (ctx: Context) => Promise<T>,
    @MedusaContext() ctx: Context = {}
  ): Promise<T> {
    const knex = knexOf(ctx)
    const before = input.audit ? await loans.findLoan(knex, input.id) : null
    if (!(await loans.approveLoan(knex, input))) {
      await this.getLoan(input.id, ctx) // 404 when unknown
      throw new AppError(MedusaError.Types.NOT_ALLOWED, "loan_not_pending")
    }
    const posted = await post(ctx)
    if (input.audit && before) {
      const passed = toLoan((await loans.findLoan(knex, input.id))!)
      await writeAudit(knex, {
        actor_id: input.staff_id,
        action: "loan.approve",
        target_type: "member",
        target_id: passed.member_id,
        before: { loan_id: before.id, status: before.status },
        after: {
          loan_id: passed.id,
          status: passed.status,
          owed: passed.owed,
          activation_id: passed.activation_id,
          reason: input.audit.reason,
        },
      })
    }
    return posted
  }

  /** Staff refuse a pending application (with a reason). */
  @InjectTransactionManager()
  async rejectLoan(
    input: { id: string; reason: string; staff_id: string; audit?: boolean },
    @MedusaContext() ctx: Context = {}
  ): Promise<LoanView> {
    const knex = knexOf(ctx)
    const before = input.audit ? await loans.findLoan(knex, input.id) : null
    const row = await loans.rejectLoan(knex, input)
    if (!row) {
      await this.getLoan(input.id, ctx) // 404 when unknown
      throw new AppError(MedusaError.Types.NOT_ALLOWED, "loan_not_pending")
    }
    const loan = toLoan(row)
    if (input.audit && before)
      await writeAudit(knex, {
        actor_id: input.staff_id,
        action: "loan.reject",
        target_type: "member",
        target_id: loan.member_id,
        before: { loan_id: loan.id, status: before.status },
        after: { loan_id: loan.id, status: loan.status, reason: loan.reason },
      })
    return loan
  }

  /** The member's open loan (pending application, transferring or passed), for `/store/members/me`'s `loan`. */
  @InjectManager()
  async getOpenLoan(
    memberId: string,
    @MedusaContext() ctx: Context = {}
  ): Promise<LoanView | null> {
    const row = await loans.openLoan(knexOf(ctx), memberId)
    return row ? toLoan(row) : null
  }

  /**
   * The member owes a loan (the ledger refuses borrowers' withdrawals). Read in
   * the caller's transaction (the withdrawal's), the open loan is share-locked:
   * an approval in flight (its row updated, not committed) is waited for and
   * its outcome read, so a withdrawal and an approval never both pass unseen.
   */
  @InjectManager()
  async isBorrowing(
    memberId: string,
    @MedusaContext() ctx: Context = {}
  ): Promise<boolean> {
    const statuses = await loans.openLoanStatuses(knexOf(ctx), memberId)
    return statuses.some((status) => status !== "pending")
  }

  /**
   * What members still owe from refunds, in USD (only those who owe): the debt of
   * their clawbacks (what they no longer held) less what their standing bonuses
   * (settled or waiting for settlement) collected of it. A bonus eliminated or
   * clawed back itself gives its collection back to the debt.
   */
  @InjectManager()
  async getRefundDebts(
    memberIds: string[],
    @MedusaContext() ctx: Context = {}
  ): Promise<Record<string, string>> {
    // only the members who owe: a whole path's ids as keys would cost more than
    // the query (callers read a missing member as "0")
    const out: Record<string, string> = {}
    if (!memberIds.length) return out
    for (const r of await bonuses.refundDebts(knexOf(ctx), memberIds)) {
      const owed = new Decimal(String(r.owed))
      if (owed.gt(0)) out[r.member_id as string] = owed.toFixed(8)
    }
    return out
  }

  /** What members still owe on loans, for the engine: only those who owe. */
  @InjectManager()
  async getDebts(
    memberIds: string[],
    @MedusaContext() ctx: Context = {}
  ): Promise<Record<string, string>> {
    // only the members who owe: a whole path's ids as keys would cost more than
    // the query (callers read a missing member as "0")
    const out: Record<string, string> = {}
    if (!memberIds.length) return out
    for (const r of await loans.outstanding(knexOf(ctx), memberIds))
      out[r.member_id as string] = String(r.outstanding)
    return out
  }
}

const toStuck = (r: Record<string, unknown>): StuckOperation => ({
  id: r.id as string,
  operation: r.status === "stuck" ? "activation" : "refund",
  member_id: r.member_id as string,
  card: r.card as StuckOperation["card"],
  kind: r.kind as StuckOperation["kind"],
  amount: money(r.amount),
  attempts: Number(r.attempts),
  last_error: (r.last_error as string | null) ?? null,
  stuck_at: new Date(r.stuck_at as string).toISOString(),
  created_at: new Date(r.created_at as string).toISOString(),
})

function stored(row: Record<string, unknown>): StoredActivation {
  return {
    ...toActivation(row),
    request_hash: (row.request_hash as string | null) ?? null,
    bonuses: (row.bonuses as Bonus[]) ?? [],
    levels: (row.levels as Record<string, ProjectedLevels>) ?? {},
    stuck_at: row.stuck_at
      ? new Date(row.stuck_at as string).toISOString()
      : null,
  }
}
