import type { Context } from "@medusajs/framework/types"
import {
  generateEntityId,
  InjectManager,
  InjectTransactionManager,
  MedusaContext,
  MedusaError,
  MedusaService,
} from "@medusajs/framework/utils"
import { AppError, relaxedCommit, writeAudit } from "@uuc/errors"
import Decimal from "decimal.js"
import type { Plan } from "@uuc/data"
import { buildBonusPostings, type Posting } from "../../engine/postings"
import { collectDebt, splitBonus, type Split } from "../../engine/split"
import type { Bonus } from "../../engine/types"
import {
  findRun,
  recordRun,
  standings,
  unpaidDays,
  type DailyRecord,
  type DailyRun,
} from "./lib/daily"
import { collectedValues } from "./lib/collected"
import { knexOf, type Knex } from "@uuc/http"
import { repayLoan } from "./lib/loans"
import * as orders from "./lib/orders"
import { completeRefund, toClawback } from "./lib/refund"
import type { RefundPlan } from "../../refund/compute"
import "./lib/messages"
import { money, toActivation, toBonus, toLoan } from "./lib/present"
import { RewardOperation } from "./models/reward-operation"
import type {
  ActivationView,
  BonusFilters,
  LoanView,
  NewActivation,
  ProjectedLevels,
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

/** A loan's row as it is now, for an audit row's "before" and "after". */
async function loanRow(knex: Knex, id: string) {
  const { rows } = await knex.raw("select * from reward_loan where id = ?", [
    id,
  ])
  return rows[0] as Parameters<typeof toLoan>[0] | undefined
}

/**
 * Activations and bonus records (container key `rewards`). Money moves in the
 * ledger; these rows say why. An activation is written `pending` before its ledger
 * entry and `completed` once its side effects are in (see lib/activate-card.ts).
 */
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
    const { rows } = await knexOf(ctx).raw(
      `with durability as (select ${flushSetting()})
       insert into reward_activation (id, member_id, card, kind, amount, plan_version,
         price, idempotency_key, request_hash, bonuses, loan_id, created_by, levels,
         sponsor_id, bonus_total_usd, rounding_usd)
       select ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?::jsonb, ?, ?::numeric,
         ?::numeric from durability
       on conflict do nothing returning *`,
      activationValues(input)
    )
    return rows.length ? stored(rows[0]) : null
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
    // typed: a VALUES list in FROM does not take the target columns' types
    const row = `(?, ?, ?, ?, ?::numeric, ?::integer, ?::numeric, ?, ?, ?::jsonb,
      ?, ?, ?::jsonb, ?, ?::numeric, ?::numeric, clock_timestamp())`
    const { rows } = await knexOf(ctx).raw(
      `with durability as (select ${flushSetting()})
       insert into reward_activation (id, member_id, card, kind, amount, plan_version,
         price, idempotency_key, request_hash, bonuses, loan_id, created_by, levels,
         sponsor_id, bonus_total_usd, rounding_usd, created_at)
       select v.* from durability, (values ${input.activations.map(() => row).join(", ")})
         as v(id, member_id, card, kind, amount, plan_version, price, idempotency_key,
           request_hash, bonuses, loan_id, created_by, levels, sponsor_id,
           bonus_total_usd, rounding_usd, created_at)
       on conflict do nothing returning *`,
      input.activations.flatMap(activationValues)
    )
    return rows.map(stored)
  }

  @InjectManager()
  async findActivation(
    where: { id: string } | { member_id: string; idempotency_key: string },
    @MedusaContext() ctx: Context = {}
  ): Promise<StoredActivation | null> {
    const { rows } =
      "id" in where
        ? await knexOf(ctx).raw(
            "select * from reward_activation where id = ?",
            [where.id]
          )
        : await knexOf(ctx).raw(
            `select * from reward_activation where member_id = ? and idempotency_key = ?`,
            [where.member_id, where.idempotency_key]
          )
    return rows.length ? stored(rows[0]) : null
  }

  /** Forgets a pending activation whose ledger entry was refused (nothing moved). */
  @InjectTransactionManager()
  async discardActivation(id: string, @MedusaContext() ctx: Context = {}) {
    await knexOf(ctx).raw(
      "delete from reward_activation where id = ? and status = 'pending'",
      [id]
    )
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
    const { rows } = await knex.raw(
      `select *, ${flushSetting()}
         from reward_activation where id = ? for update`,
      [input.id]
    )
    const activation = stored(rows[0])
    if (input.audit)
      await auditRetry(knex, input.audit, rows[0], {
        status: "completed",
        error: null,
      })
    for (const b of await insertBonuses(knex, activation))
      if (new Decimal(b.repaid).gt(0)) await repay(knex, b.member_id, b.repaid)
    // the card on credit is in place: its loan's funds are transferred
    if (activation.loan_id) await loanTransferred(knex, activation.loan_id)
    const { rows: done } = await knex.raw(
      `update reward_activation set status = 'completed', entry_id = ?,
         completed_at = coalesce(completed_at, now()), ${CLEAR_FAILURES}
       where id = ? returning *`,
      [input.entry_id, input.id]
    )
    return toActivation(done[0])
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
    const { rows } = await knex.raw(
      `select *, ${flushSetting()}
         from reward_activation where id = any(?) order by id for update`,
      [ids]
    )
    const activations = rows.map(stored)
    if (activations.some((a) => a.loan_id))
      throw new Error(
        "completeActivations: a loan's activation completes alone"
      )
    const repaid = new Map<string, Decimal>()
    for (const b of await insertBonuses(knex, ...activations))
      if (new Decimal(b.repaid).gt(0))
        repaid.set(
          b.member_id,
          (repaid.get(b.member_id) ?? new Decimal(0)).plus(b.repaid)
        )
    for (const [member_id, amount] of repaid)
      await repay(knex, member_id, amount.toFixed(8))
    const { rows: done } = await knex.raw(
      `update reward_activation a set status = 'completed', entry_id = v.entry_id,
         completed_at = coalesce(a.completed_at, now()), ${CLEAR_FAILURES}
         from unnest(?::text[], ?::text[]) as v(id, entry_id)
        where a.id = v.id returning a.*`,
      [ids, input.activations.map((a) => a.entry_id)]
    )
    const byId = new Map(done.map((r: Record<string, unknown>) => [r.id, r]))
    return ids.map((id) => toActivation(byId.get(id)!))
  }

  /** Activations whose completion has not been recorded, oldest first. */
  @InjectManager()
  async listPendingActivations(
    limit = 100,
    @MedusaContext() ctx: Context = {}
  ): Promise<StoredActivation[]> {
    const { rows } = await knexOf(ctx).raw(
      `select * from reward_activation where status = 'pending'
        order by created_at limit ?`,
      [limit]
    )
    return rows.map(stored)
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
      const { rows: before } = await knexOf(ctx).raw(
        `select * from reward_activation where id = ? for update`,
        [input.id]
      )
      if (before[0])
        await auditRetry(knexOf(ctx), input.audit, before[0], {
          status: before[0].status,
          error: input.error.slice(0, 2000),
        })
    }
    const { rows } = await knexOf(ctx).raw(
      `update reward_activation set attempts = attempts + 1, last_error = ?,
         stuck_at = case when attempts + 1 >= ? then coalesce(stuck_at, now()) end,
         status = case when status = 'pending' and attempts + 1 >= ?
                       then 'stuck' else status end
       where id = ? and status in ('pending', 'stuck', 'completed')
       returning attempts, stuck_at`,
      [
        input.error.slice(0, 2000),
        input.stuck_after,
        input.stuck_after,
        input.id,
      ]
    )
    return {
      attempts: rows.length ? Number(rows[0].attempts) : 0,
      stuck: rows.length > 0 && rows[0].stuck_at != null,
    }
  }

  /** Quarantined operations (stuck completions and refunds), latest first. */
  @InjectManager()
  async listStuckOperations(
    page: Page,
    @MedusaContext() ctx: Context = {}
  ): Promise<{ operations: StuckOperation[]; count: number }> {
    const knex = knexOf(ctx)
    const [{ rows }, { rows: count }] = await Promise.all([
      knex.raw(
        `select * from reward_activation where stuck_at is not null
          order by stuck_at desc, id limit ? offset ?`,
        [page.limit, page.offset]
      ),
      knex.raw(
        `select count(*)::int as n from reward_activation where stuck_at is not null`
      ),
    ])
    return { operations: rows.map(toStuck), count: Number(count[0].n) }
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
    const { rows } = await knexOf(ctx).raw(
      `select * from reward_activation
        where status = 'completed' and refund is not null and stuck_at is null
        order by created_at limit ?`,
      [limit]
    )
    return rows.map(stored)
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
      const { rows } = await knexOf(ctx).raw(
        `select * from reward_activation where id = ? for update`,
        [id]
      )
      if (rows[0])
        await auditRetry(knexOf(ctx), audit, rows[0], {
          status: rows[0].status,
          refund: null,
          error: null,
        })
    }
    await knexOf(ctx).raw(
      `update reward_activation set refund = null, ${CLEAR_FAILURES}
        where id = ? and status = 'completed'`,
      [id]
    )
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
    const { rows } = await knexOf(ctx).raw(
      `select 1 from reward_lock_fence
        where name = 'activation' and token = ?::bigint for share`,
      [token]
    )
    if (!rows.length)
      throw new AppError(MedusaError.Types.CONFLICT, "activation_busy")
    return run(ctx)
  }

  /** Bonus records, newest first, with the totals of every matching record. */
  @InjectManager()
  async listBonusRecords(
    filters: BonusFilters,
    page: Page,
    @MedusaContext() ctx: Context = {}
  ) {
    const where: string[] = []
    const bindings: unknown[] = []
    const eq = (column: string, value: unknown) => {
      if (value === undefined) return
      where.push(`${column} = ?`)
      bindings.push(value)
    }
    eq("member_id", filters.member_id)
    eq("type", filters.type)
    eq("status", filters.status)
    eq("activation_id", filters.activation_id)
    eq("order_id", filters.order_id)
    if (filters.from) {
      where.push("created_at >= ?")
      bindings.push(filters.from)
    }
    if (filters.to) {
      where.push("created_at < ?")
      bindings.push(filters.to)
    }
    const sql = where.length ? `where ${where.join(" and ")}` : ""
    const knex = knexOf(ctx)
    const [{ rows }, { rows: totals }] = await Promise.all([
      knex.raw(
        `select * from reward_bonus ${sql}
          order by created_at desc, activation_id, seq limit ? offset ?`,
        [...bindings, page.limit, page.offset]
      ),
      knex.raw(
        `select count(*)::int as count, coalesce(sum(amount_usd), 0) as amount_usd,
                coalesce(sum(usdt), 0) as usdt, coalesce(sum(repaid), 0) as repaid,
                coalesce(sum(uuc), 0) as uuc, coalesce(sum(uuc_pool), 0) as uuc_pool
           from reward_bonus ${sql}`,
        bindings
      ),
    ])
    const t = totals[0]
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
    // txid_current() gives even a claim that finds its key taken a transaction id,
    // so its commit always waits for the WAL flush: commits made before it with
    // relaxed (withRelaxedCommit) are durable once it returns.
    const { rows } = await knexOf(ctx).raw(
      `with durable as (select txid_current())
       insert into reward_operation (id, key, kind) select ?, ?, ? from durable
       on conflict (key) where deleted_at is null do nothing returning id`,
      [generateEntityId(undefined, "rwop"), key, kind]
    )
    return rows.length > 0
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
    const { rows } = await knexOf(ctx).raw(
      `select a.id, a.plan_version, a.created_at from reward_activation a
        where a.status = 'completed' and a.refund is null and exists (
          select 1 from reward_bonus b
           where b.activation_id = a.id and b.status = 'pending_settlement')
        order by a.created_at limit ?`,
      [limit]
    )
    return rows.map((r) => ({
      activation_id: r.id as string,
      plan_version: Number(r.plan_version),
      created_at: new Date(r.created_at as string).toISOString(),
    }))
  }

  /** pending_settlement → settled for an activation whose pending entry is posted. */
  @InjectTransactionManager()
  async markSettled(
    activationId: string,
    @MedusaContext() ctx: Context = {}
  ): Promise<number> {
    const { rows } = await knexOf(ctx).raw(
      `update reward_bonus set status = 'settled', settled_at = now()
        where activation_id = ? and status = 'pending_settlement' returning id`,
      [activationId]
    )
    return rows.length
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
    const { rows } = await knexOf(ctx).raw(
      `select 1 from reward_activation where member_id = ? and id <> ?
          and status in ('pending','completed','stuck') and created_at >= ?`,
      [a.member_id, a.id, a.created_at]
    )
    return rows.length > 0
  }

  /** A member's activations, newest first, with when each was refunded. */
  @InjectManager()
  async listMemberActivations(
    memberId: string,
    limit: number,
    @MedusaContext() ctx: Context = {}
  ): Promise<(ActivationView & { refunded_at: string | null })[]> {
    const { rows } = await knexOf(ctx).raw(
      `select * from reward_activation where member_id = ?
        order by created_at desc, id desc limit ?`,
      [memberId, limit]
    )
    return rows.map((r: Record<string, unknown>) => ({
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
    await knexOf(ctx).raw(
      `update reward_activation set refund = ?::jsonb
        where id = ? and status = 'completed'`,
      [JSON.stringify(input.refund), input.id]
    )
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
    const { rows } = await knex.raw(
      "select member_id, status from reward_activation where id = ? for update",
      [input.id]
    )
    const refund = await completeRefund(knex, input)
    if (input.audit && rows[0] && rows[0].status !== "refunded")
      await writeAudit(knex, {
        actor_id: input.audit.staff_id,
        action: input.audit.action ?? "activation.refund",
        target_type: "member",
        target_id: String(rows[0].member_id),
        before: { activation_id: input.id, status: rows[0].status },
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
    const { rows } = await knexOf(ctx).raw(
      "select refund, refunded_at from reward_activation where id = ?",
      [id]
    )
    return {
      refund: (rows[0]?.refund as RefundPlan | null) ?? null,
      refunded_at: rows[0]?.refunded_at
        ? new Date(rows[0].refunded_at as string).toISOString()
        : null,
    }
  }

  /** Clawback rows of an activation. */
  @InjectManager()
  async listClawbacks(
    activationId: string,
    @MedusaContext() ctx: Context = {}
  ) {
    const { rows } = await knexOf(ctx).raw(
      "select * from reward_clawback where activation_id = ? order by id",
      [activationId]
    )
    return rows.map(toClawback)
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
    const { rows } = await knexOf(ctx).raw(
      `select * from reward_bonus where status = 'pending_elimination'
        order by created_at, activation_id, seq limit ?`,
      [limit]
    )
    return rows.map(toBonus)
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
    const { rows } = await knex.raw(
      `select b.member_id, b.type, b.amount_usd, b.usdt, b.uuc, b.uuc_pool,
              coalesce(b.price, a.price, o.price) as price
         from reward_bonus b
         left join reward_activation a on a.id = b.activation_id
         left join reward_order o on o.id = b.order_id
        where b.id = ? and b.status = 'pending_elimination' for update of b`,
      [input.id]
    )
    if (!rows.length) return false
    const memberId = String(rows[0].member_id)
    const { rows: loan } = await knex.raw(
      `select owed - repaid as left from reward_loan
        where member_id = ? and status in ('transferring', 'passed') for update`,
      [memberId]
    )
    const debts = await this.getRefundDebts([memberId], ctx)
    const r = rows[0]
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
            new Decimal(String(rows[0].amount_usd)),
            input.plan,
            String(rows[0].price),
            { left: new Decimal(loan.length ? String(loan[0].left) : 0) },
            { left: new Decimal(debts[memberId] ?? 0) }
          )
    await post(buildBonusPostings({ ...split, member_id: memberId }), ctx)
    const c = collectedValues(split)
    await knex.raw(
      `update reward_bonus set status = 'settled', settled_at = now(),
         usdt = ?, repaid = ?, uuc = ?, uuc_pool = ?, debt_collected_usd = ?,
         debt_collected_usdt = ?, debt_collected_uuc = ?, debt_collected_uuc_pool = ?
       where id = ?`,
      [split.usdt, split.repaid, split.uuc, split.uuc_pool, ...c, input.id]
    )
    if (new Decimal(split.repaid).gt(0))
      await repay(knex, memberId, split.repaid)
    return true
  }

  /** pending elimination → settled (its ledger entry is posted) or eliminated. */
  @InjectTransactionManager()
  async closePendingBonus(
    input: { id: string; status: "settled" | "eliminated" },
    @MedusaContext() ctx: Context = {}
  ): Promise<boolean> {
    const { rows } = await knexOf(ctx).raw(
      `update reward_bonus set status = ?,
         settled_at = case when ? = 'settled' then now() end
       where id = ? and status = 'pending_elimination' returning id`,
      [input.status, input.status, input.id]
    )
    return rows.length > 0
  }

  // ── loans (rules.md §6) ──────────────────────────────────────────────────

  /** A member applies for a card on credit; one open loan at a time. */
  @InjectTransactionManager()
  async applyLoan(
    input: { member_id: string; card: "standard" | "gold" },
    @MedusaContext() ctx: Context = {}
  ): Promise<LoanView> {
    const { rows } = await knexOf(ctx).raw(
      `insert into reward_loan (id, member_id, card) values (?, ?, ?)
       on conflict do nothing returning *`,
      [generateEntityId(undefined, "loan"), input.member_id, input.card]
    )
    if (!rows.length)
      throw new AppError(MedusaError.Types.CONFLICT, "loan_already_open")
    return toLoan(rows[0])
  }

  @InjectManager()
  async getLoan(id: string, @MedusaContext() ctx: Context = {}) {
    const { rows } = await knexOf(ctx).raw(
      "select * from reward_loan where id = ?",
      [id]
    )
    if (!rows.length)
      throw new AppError(MedusaError.Types.NOT_FOUND, "loan_not_found")
    return toLoan(rows[0])
  }

  @InjectManager()
  async listLoans(
    filters: { member_id?: string; status?: LoanView["status"] },
    page: Page,
    @MedusaContext() ctx: Context = {}
  ) {
    const where: string[] = []
    const bindings: unknown[] = []
    if (filters.member_id) {
      where.push("member_id = ?")
      bindings.push(filters.member_id)
    }
    if (filters.status) {
      where.push("status = ?")
      bindings.push(filters.status)
    }
    const sql = where.length ? `where ${where.join(" and ")}` : ""
    const knex = knexOf(ctx)
    const [{ rows }, { rows: count }] = await Promise.all([
      knex.raw(
        `select * from reward_loan ${sql} order by created_at desc limit ? offset ?`,
        [...bindings, page.limit, page.offset]
      ),
      knex.raw(`select count(*)::int as n from reward_loan ${sql}`, bindings),
    ])
    return { loans: rows.map(toLoan), count: Number(count[0].n) }
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
    input: {
      id: string
      activation_id: string
      principal: string
      owed: string
      staff_id: string
      /** A staff decision: audited in this transaction, with the staff's reason. */
      audit?: { reason: string | null }
    },
    post: (ctx: Context) => Promise<T>,
    @MedusaContext() ctx: Context = {}
  ): Promise<T> {
    const knex = knexOf(ctx)
    const before = input.audit ? await loanRow(knex, input.id) : null
    const { rows } = await knex.raw(
      `update reward_loan set status = 'transferring', principal = ?::numeric,
         owed = ?::numeric, activation_id = ?, reviewed_by = ?,
         reviewed_at = now(), updated_at = now()
       where id = ? and status = 'pending' returning id`,
      [
        input.principal,
        input.owed,
        input.activation_id,
        input.staff_id,
        input.id,
      ]
    )
    if (!rows.length) {
      await this.getLoan(input.id, ctx) // 404 when unknown
      throw new AppError(MedusaError.Types.NOT_ALLOWED, "loan_not_pending")
    }
    const posted = await post(ctx)
    if (input.audit && before) {
      const passed = toLoan((await loanRow(knex, input.id))!)
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
    const before = input.audit ? await loanRow(knex, input.id) : null
    const { rows } = await knex.raw(
      `update reward_loan set status = 'rejected', reason = ?, reviewed_by = ?,
         reviewed_at = now(), updated_at = now()
       where id = ? and status = 'pending' returning *`,
      [input.reason, input.staff_id, input.id]
    )
    if (!rows.length) {
      await this.getLoan(input.id, ctx) // 404 when unknown
      throw new AppError(MedusaError.Types.NOT_ALLOWED, "loan_not_pending")
    }
    const loan = toLoan(rows[0])
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
    const { rows } = await knexOf(ctx).raw(
      `select * from reward_loan where member_id = ?
        and status in ('pending', 'transferring', 'passed')`,
      [memberId]
    )
    return rows.length ? toLoan(rows[0]) : null
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
    const { rows } = await knexOf(ctx).raw(
      `select status from reward_loan where member_id = ?
        and status in ('pending', 'transferring', 'passed') for share`,
      [memberId]
    )
    return rows.some((r) => r.status !== "pending")
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
    const { rows } = await knexOf(ctx).raw(
      `select member_id, sum(v) as owed from (
         select member_id, debt_usd as v from reward_clawback
          where debt_usd > 0 and member_id = any(?)
         union all
         select member_id, -debt_collected_usd from reward_bonus
          where debt_collected_usd > 0 and member_id = any(?)
            and status in ('settled', 'pending_settlement')) d
        group by member_id`,
      [memberIds, memberIds]
    )
    for (const r of rows) {
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
    const { rows } = await knexOf(ctx).raw(
      `select member_id, owed - repaid as outstanding from reward_loan
        where status in ('transferring', 'passed') and member_id = any(?)`,
      [memberIds]
    )
    for (const r of rows) out[r.member_id as string] = String(r.outstanding)
    return out
  }
}

/** A completed operation leaves quarantine and forgets its failures. */
const CLEAR_FAILURES = "attempts = 0, last_error = null, stuck_at = null"

/** A quarantined operation, as the admin lists it. */
export type StuckOperation = {
  id: string
  operation: "activation" | "refund"
  member_id: string
  card: "standard" | "gold"
  kind: "activation" | "upgrade"
  amount: string
  attempts: number
  last_error: string | null
  stuck_at: string
  created_at: string
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

/**
 * A select-list item that lets the transaction's commit skip the WAL flush wait
 * (under withRelaxedCommit) or keeps the session's setting: read at commit, it may
 * sit in any statement of the transaction, saving a round trip of its own.
 */
const flushSetting = () =>
  `set_config('synchronous_commit', ${
    relaxedCommit() ? "'off'" : "current_setting('synchronous_commit')"
  }, true) as flush`

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

/** The bound values of a new activation row, in reward_activation's column order. */
const activationValues = (a: NewActivation) => [
  a.id,
  a.member_id,
  a.card,
  a.kind,
  a.amount,
  a.plan_version,
  a.price,
  a.idempotency?.key ?? null,
  a.idempotency?.hash ?? null,
  JSON.stringify(a.bonuses),
  a.loan_id ?? null,
  a.created_by ?? null,
  JSON.stringify(a.levels ?? {}),
  a.sponsor_id ?? null,
  a.bonus_total_usd ?? null,
  a.rounding_usd ?? "0",
]

const repay = repayLoan

/**
 * transferring → passed once the activation of a card on credit completes, or
 * repaid when nothing is owed any more (a replay finds it moved and does nothing).
 */
async function loanTransferred(knex: Knex, loanId: string) {
  await knex.raw(
    `update reward_loan
        set status = case when repaid >= owed then 'repaid' else 'passed' end,
            updated_at = now()
      where id = ? and status = 'transferring'`,
    [loanId]
  )
}

/** Inserts the records not written yet (one statement); answers those it inserted. */
async function insertBonuses(knex: Knex, ...activations: StoredActivation[]) {
  const all = activations.flatMap((a) =>
    a.bonuses.map((b, seq) => ({ a, b, seq }))
  )
  if (!all.length) return []
  const row = `(${Array(15).fill("?").join(", ")}, ?, ?::jsonb,
    case when ? = 'settled' then now() end, ?, ?, ?, ?)`
  const values = all.map(() => row)
  const bindings = all.flatMap(({ a, b, seq }) => [
    `rbon_${a.id.replace(/^act_/, "")}_${seq}`,
    a.id,
    seq,
    b.type,
    b.beneficiary_id,
    b.beneficiary_username,
    a.member_id,
    b.rate,
    b.amount_usd,
    b.usdt,
    b.repaid,
    b.uuc,
    b.uuc_pool,
    b.status,
    b.plan_version,
    b.explanation.key,
    JSON.stringify(b.explanation.params),
    b.status,
    ...collectedValues(b),
  ])
  const { rows } = await knex.raw(
    `insert into reward_bonus (id, activation_id, seq, type, member_id, username,
       source_member_id, rate, amount_usd, usdt, repaid, uuc, uuc_pool, status,
       plan_version, description_key, params, settled_at, debt_collected_usd,
       debt_collected_usdt, debt_collected_uuc, debt_collected_uuc_pool)
     values ${values.join(", ")} on conflict (activation_id, seq) do nothing
     returning member_id, repaid`,
    bindings
  )
  return rows as { member_id: string; repaid: string }[]
}
