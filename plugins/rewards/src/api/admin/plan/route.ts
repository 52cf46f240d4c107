import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { publishPlan } from "#rewards/plan/star-cap"
import { PLAN_MODULE } from "#rewards/modules/plan/index"
import type PlanModuleService from "#rewards/modules/plan/service"
import type { PlanInForce } from "#rewards/modules/plan/lib/types"

/** GET /admin/plan: the plan in force, `{ version, plan }`. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const { version, plan, created_at, created_by } = await req.scope
    .resolve<PlanModuleService>(PLAN_MODULE)
    .getPlan()
  res.json({ version, plan, created_at, created_by } satisfies PlanInForce)
}

/**
 * POST /admin/plan: a partial document merged onto the plan in force → a new
 * version (its star level cap applied to the network at once).
 */
export async function POST(
  req: AuthenticatedMedusaRequest<Record<string, unknown>>,
  res: MedusaResponse
) {
  const { version, plan, created_at, created_by } = await publishPlan(
    req.scope,
    req.validatedBody,
    req.auth_context?.actor_id ?? null
  )
  res
    .status(201)
    .json({ version, plan, created_at, created_by } satisfies PlanInForce)
}
