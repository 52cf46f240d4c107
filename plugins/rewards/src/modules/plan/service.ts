import type { Context } from "@medusajs/framework/types"
import {
  generateEntityId,
  InjectManager,
  InjectTransactionManager,
  MedusaContext,
  MedusaError,
  MedusaService,
} from "@medusajs/framework/utils"
import { plan as DEFAULT_PLAN } from "@uuc/data"
import { AppError, parse, writeAudit } from "@uuc/errors"
import { knexOf, type Knex } from "@uuc/http"
import { canonicalJson, deepMerge } from "./lib/merge"
import "./lib/messages"
import * as repository from "./lib/repository"
import { asPlan, PlanSchema, type Plan } from "./lib/schema"
import { PlanVersion } from "./models/plan-version"
import type { PlanInForce } from "./lib/types"

export type { PlanInForce }

type Row = {
  version: number
  document: Plan
  created_by: string | null
  created_at: Date | string
}

const present = (row: Row): PlanInForce => ({
  version: Number(row.version),
  plan: row.document,
  created_by: row.created_by,
  created_at: new Date(row.created_at).toISOString(),
})

/**
 * The versioned reward plan (container key `plan`). The ledger reads `getPlan()` for
 * the withdrawal and exchange rules; the rewards engine gets the version in force
 * with each activation and names it in every bonus record.
 */
export default class PlanModuleService extends MedusaService({ PlanVersion }) {
  /** The plan in force, or the given version (404 plan_version_not_found). */
  @InjectManager()
  async getPlan(
    version?: number,
    @MedusaContext() ctx: Context = {}
  ): Promise<PlanInForce> {
    const knex = knexOf(ctx)
    const row = await this.read(knex, version)
    if (row) return present(row)
    if (version !== undefined && version !== 1)
      throw new AppError(
        MedusaError.Types.NOT_FOUND,
        "plan_version_not_found",
        "version"
      )
    await this.ensureFirst(knex)
    return present((await this.read(knex, version))!)
  }

  /**
   * A new version: `patch` deep-merged onto the version in force (objects key by key,
   * arrays and values replace), validated whole. Answers the new version.
   */
  @InjectTransactionManager()
  async updatePlan(
    patch: Record<string, unknown>,
    created_by: string | null,
    /** `audit`: a staff change (created_by), audited in this transaction. */
    options: { audit?: boolean } = {},
    @MedusaContext() ctx: Context = {}
  ): Promise<PlanInForce> {
    const knex = knexOf(ctx)
    await repository.lockPlan(knex)
    await this.ensureFirst(knex)
    const current = (await this.read(knex))!
    const next = asPlan(parse(PlanSchema, deepMerge(current.document, patch)))
    if (canonicalJson(next) === canonicalJson(current.document))
      throw new AppError(MedusaError.Types.INVALID_DATA, "nothing_to_change")
    const published = present(
      (await repository.insertVersion(knex, {
        id: generateEntityId(undefined, "planv"),
        version: Number(current.version) + 1,
        document: next,
        created_by,
      })) as Row
    )
    if (options.audit && created_by)
      await writeAudit(knex, {
        actor_id: created_by,
        action: "plan.update",
        target_type: "plan",
        target_id: String(published.version),
        before: { version: Number(current.version), plan: current.document },
        after: { version: published.version, plan: published.plan },
      })
    return published
  }

  /** Versions, newest first, without their documents. */
  @InjectManager()
  async listVersions(
    page: { limit: number; offset: number },
    @MedusaContext() ctx: Context = {}
  ) {
    const knex = knexOf(ctx)
    await this.ensureFirst(knex)
    const { rows, count } = await repository.listVersions(knex, page)
    return {
      versions: rows.map((r) => ({
        version: Number(r.version),
        created_by: (r.created_by as string | null) ?? null,
        created_at: new Date(r.created_at as string).toISOString(),
      })),
      count,
    }
  }

  private async read(knex: Knex, version?: number): Promise<Row | null> {
    return (await repository.readVersion(knex, version)) as Row | null
  }

  /** Version 1 = the defaults of rules.md; concurrent first reads insert it once. */
  private async ensureFirst(knex: Knex) {
    await repository.insertFirst(knex, {
      id: generateEntityId(undefined, "planv"),
      document: parse(PlanSchema, DEFAULT_PLAN),
    })
  }
}
