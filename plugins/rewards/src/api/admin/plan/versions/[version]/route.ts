import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { parse } from "@uuc/errors"
import { PLAN_MODULE } from "#rewards/modules/plan/index"
import type PlanModuleService from "#rewards/modules/plan/service"
import type { PlanInForce } from "#rewards/modules/plan/lib/types"
import { VersionParam } from "../../validators"

/** GET /admin/plan/versions/:version: one version's document. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const version = parse(VersionParam, req.params.version)
  const { plan, created_at, created_by } = await req.scope
    .resolve<PlanModuleService>(PLAN_MODULE)
    .getPlan(version)
  res.json({ version, plan, created_at, created_by } satisfies PlanInForce)
}
