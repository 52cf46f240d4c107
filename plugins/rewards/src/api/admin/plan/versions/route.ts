import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { PLAN_MODULE } from "#rewards/modules/plan/index"
import type PlanModuleService from "#rewards/modules/plan/service"
import type { PageQueryType } from "#rewards/api/utils/validators"
import type { PlanVersionsAnswer } from "#rewards/api/answers"

/** GET /admin/plan/versions: every version, newest first (without documents). */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const page = req.validatedQuery as PageQueryType
  const { versions, count } = await req.scope
    .resolve<PlanModuleService>(PLAN_MODULE)
    .listVersions(page)
  res.json({
    versions,
    count,
    limit: page.limit,
    offset: page.offset,
  } satisfies PlanVersionsAnswer)
}
