import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import {
  ContainerRegistrationKeys,
  MedusaError,
} from "@medusajs/framework/utils"
import { LEDGER_MODULE, type LedgerModuleService } from "@uuc/ledger/ledger-api"
import { AppError, parse } from "@uuc/errors"
import { PLAN_MODULE } from "#rewards/modules/plan/index"
import type PlanModuleService from "#rewards/modules/plan/service"
import {
  compareAsync,
  generateGrowth,
  loadCurrentScenario,
  resolveDraft,
  type PlanUnderTest,
  type Query,
  type Scenario,
} from "#rewards/simulator/index"
import "../../../modules/plan/lib/messages"
import type { SimulationAnswer } from "#rewards/api/answers"
import "./messages"
import {
  AdminSimulate,
  MAX_MEMBERS,
  type AdminSimulateType,
} from "./validators"

type Knex = {
  transaction<T>(fn: (trx: Knex) => Promise<T>): Promise<T>
  raw(
    sql: string,
    bindings?: unknown[]
  ): Promise<{ rows: Record<string, unknown>[] }>
}

// One simulation at a time per server process: each is CPU work on this process.
let running = false

const yieldToOthers = () => new Promise<void>((r) => setImmediate(r))

async function plansOf(
  plans: PlanModuleService,
  body: AdminSimulateType
): Promise<PlanUnderTest[]> {
  const out: PlanUnderTest[] = []
  for (const v of body.plan_versions) {
    const { version, plan } = await plans.getPlan(v)
    out.push({ label: `v${version}`, version, plan })
  }
  if (body.plan_drafts.length) {
    const { version, plan } = await plans.getPlan()
    body.plan_drafts.forEach((draft, i) =>
      out.push({
        label: `draft ${i + 1} (v${version} +)`,
        version: 0,
        plan: resolveDraft(draft, plan),
      })
    )
  }
  return out
}

/** Today's placement tree and activations, in one read-only snapshot. */
async function currentScenario(knex: Knex): Promise<Scenario> {
  return knex.transaction(async (trx) => {
    await trx.raw("set transaction isolation level repeatable read, read only")
    const query: Query = async (sql, params) =>
      (await trx.raw(sql, params ?? [])).rows
    try {
      return await loadCurrentScenario(query, MAX_MEMBERS)
    } catch (e) {
      if (e instanceof Error && e.message.startsWith("simulation_too_large"))
        throw new AppError(
          MedusaError.Types.NOT_ALLOWED,
          "simulation_too_large",
          "source"
        )
      throw e
    }
  })
}

/**
 * POST /admin/simulations: what one or two plans would pay over the same network
 * (a seeded growth, or a copy of today's network) → the aggregates per bonus type,
 * per day and side by side. Runs in this process in chunks, yielding to other
 * requests between them (see SIMULATOR.md); sizes are bounded by the validator.
 */
export async function POST(
  req: AuthenticatedMedusaRequest<Record<string, unknown>>,
  res: MedusaResponse
) {
  const body = parse(AdminSimulate, req.body ?? {})
  if (running) throw new AppError(MedusaError.Types.CONFLICT, "simulation_busy")
  running = true
  try {
    const plans = await plansOf(
      req.scope.resolve<PlanModuleService>(PLAN_MODULE),
      body
    )
    const price =
      body.price ??
      String(
        (
          await req.scope
            .resolve<LedgerModuleService>(LEDGER_MODULE)
            .getTokenPrice()
        ).price
      )
    const started = Date.now()
    const scenario =
      body.source === "current"
        ? await currentScenario(
            req.scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
          )
        : generateGrowth(body)
    const network_ms = Date.now() - started
    const { runs, difference } = await compareAsync(scenario, plans, {
      price,
      chunk: 1000,
      onProgress: yieldToOthers,
    })
    res.json({
      source: body.source,
      parameters:
        body.source === "growth"
          ? {
              members: body.members,
              days: body.days,
              gold_share: body.gold_share,
              skew: body.skew,
              seed: body.seed,
              activation_share: body.activation_share,
              upgrade_share: body.upgrade_share,
            }
          : {
              members: scenario.members,
              activations: scenario.events.member.length,
            },
      price,
      network_ms,
      runs,
      difference,
    } satisfies SimulationAnswer)
  } finally {
    running = false
  }
}
