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
import { knexOf } from "@uuc/http"
import "./lib/messages"
import type { ApplicationStatus } from "./lib/types"
import { Merchant } from "./models/merchant"
import { MerchantApplication } from "./models/merchant-application"

export type { ApplicationStatus }
export type ApplicationRow = {
  id: string
  member_id: string
  description: string
  status: ApplicationStatus
  reason: string | null
  reviewed_by: string | null
  reviewed_at: Date | null
  created_at: Date
}
export type MerchantRow = {
  id: string
  member_id: string
  application_id: string
  created_at: Date
}

const APPLICATION_COLUMNS = `id, member_id, description, status, reason,
  reviewed_by, reviewed_at, created_at`

/**
 * Merchant applications and accounts (container key `merchants`). The state changes
 * are single SQL statements inside one transaction, so parallel applications and
 * parallel reviews resolve in PostgreSQL (the partial unique index, `where status
 * = 'pending'` on update), never in process memory.
 */
export default class MerchantsModuleService extends MedusaService({
  Merchant,
  MerchantApplication,
}) {
  /** The member's merchant account, or null. */
  @InjectManager()
  async merchantOfMember(
    member_id: string,
    @MedusaContext() ctx: Context = {}
  ): Promise<MerchantRow | null> {
    const { rows } = await knexOf(ctx).raw(
      `select id, member_id, application_id, created_at from merchant
        where member_id = ? and deleted_at is null`,
      [member_id]
    )
    return (rows[0] as MerchantRow | undefined) ?? null
  }

  /** The member's latest application, or null. */
  @InjectManager()
  async latestApplication(
    member_id: string,
    @MedusaContext() ctx: Context = {}
  ): Promise<ApplicationRow | null> {
    const { rows } = await knexOf(ctx).raw(
      `select ${APPLICATION_COLUMNS} from merchant_application
        where member_id = ? and deleted_at is null
        order by created_at desc, id desc limit 1`,
      [member_id]
    )
    return (rows[0] as ApplicationRow | undefined) ?? null
  }

  /**
   * A new pending application. 409 `merchant_already_passed` for a merchant,
   * `merchant_application_open` while one is pending (the index decides a race).
   * The star-level condition is checked by the caller (it reads the network).
   */
  @InjectTransactionManager()
  async apply(
    input: { member_id: string; description: string },
    @MedusaContext() ctx: Context = {}
  ): Promise<ApplicationRow> {
    const knex = knexOf(ctx)
    if (await this.merchantOfMember(input.member_id, ctx))
      throw new AppError(MedusaError.Types.CONFLICT, "merchant_already_passed")
    const { rows } = await knex.raw(
      `insert into merchant_application (id, member_id, description, status)
       values (?, ?, ?, 'pending')
       on conflict (member_id) where status = 'pending' and deleted_at is null
       do nothing
       returning ${APPLICATION_COLUMNS}`,
      [generateEntityId(undefined, "mapp"), input.member_id, input.description]
    )
    if (!rows[0])
      throw new AppError(
        MedusaError.Types.CONFLICT,
        "merchant_application_open"
      )
    return rows[0] as ApplicationRow
  }

  /**
   * Passes or rejects a pending application; passing creates the merchant account
   * in the same transaction. 404 unknown, 409 already reviewed.
   */
  @InjectTransactionManager()
  async review(
    input: {
      id: string
      decision: "passed" | "rejected"
      reason: string | null
      staff_id: string
      /** A staff decision: audited in this transaction. */
      audit?: boolean
    },
    @MedusaContext() ctx: Context = {}
  ): Promise<{ application: ApplicationRow; merchant: MerchantRow | null }> {
    const knex = knexOf(ctx)
    const { rows } = await knex.raw(
      `update merchant_application
          set status = ?, reason = ?, reviewed_by = ?, reviewed_at = now(),
              updated_at = now()
        where id = ? and status = 'pending' and deleted_at is null
        returning ${APPLICATION_COLUMNS}`,
      [input.decision, input.reason, input.staff_id, input.id]
    )
    const application = rows[0] as ApplicationRow | undefined
    if (!application) {
      const { rows: found } = await knex.raw(
        `select id from merchant_application where id = ? and deleted_at is null`,
        [input.id]
      )
      throw found[0]
        ? new AppError(
            MedusaError.Types.CONFLICT,
            "merchant_application_reviewed"
          )
        : new AppError(
            MedusaError.Types.NOT_FOUND,
            "merchant_application_not_found"
          )
    }
    const merchant =
      input.decision === "passed"
        ? await this.openMerchant(application, ctx)
        : null
    if (input.audit)
      // On the member (their audit page shows it). The update matched only a
      // pending row: that row, unreviewed, is "before".
      await writeAudit(knex, {
        actor_id: input.staff_id,
        action:
          input.decision === "passed"
            ? "merchant_application.approve"
            : "merchant_application.reject",
        target_type: "member",
        target_id: application.member_id,
        before: {
          application_id: application.id,
          status: "pending",
          reason: null,
          reviewed_by: null,
        },
        after: {
          application_id: application.id,
          status: application.status,
          reason: application.reason,
          reviewed_by: application.reviewed_by,
          merchant_id: merchant?.id ?? null,
        },
      })
    return { application, merchant }
  }

  /** The merchant account of a passed application (created unless it exists). */
  private async openMerchant(application: ApplicationRow, ctx: Context) {
    const knex = knexOf(ctx)
    const { rows: created } = await knex.raw(
      `insert into merchant (id, member_id, application_id) values (?, ?, ?)
       on conflict (member_id) where deleted_at is null do nothing
       returning id, member_id, application_id, created_at`,
      [
        generateEntityId(undefined, "mer"),
        application.member_id,
        application.id,
      ]
    )
    return (
      (created[0] as MerchantRow | undefined) ??
      (await this.merchantOfMember(application.member_id, ctx))
    )
  }

  /** Applications for staff, newest first, optionally of one status or member. */
  @InjectManager()
  async listApplications(
    filters: { status?: ApplicationStatus; member_id?: string },
    page: { limit: number; offset: number },
    @MedusaContext() ctx: Context = {}
  ): Promise<{ applications: ApplicationRow[]; count: number }> {
    const where: Record<string, unknown> = {}
    if (filters.status) where.status = filters.status
    if (filters.member_id) where.member_id = filters.member_id
    const [applications, count] = await this.listAndCountMerchantApplications(
      where,
      {
        order: { created_at: "DESC", id: "DESC" },
        take: page.limit,
        skip: page.offset,
      },
      ctx
    )
    return { applications: applications as ApplicationRow[], count }
  }
}
