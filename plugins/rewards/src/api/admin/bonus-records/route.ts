import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { bonusTotalsByType } from "#rewards/reports/bonus-totals"
import { REWARDS_MODULE } from "#rewards/modules/rewards/index"
import type RewardsModuleService from "#rewards/modules/rewards/service"
import type { AdminBonusRecordsQueryType } from "./validators"
import { bonusFiltersOf } from "./filters"
import type { AdminBonusRecordsAnswer } from "../../answers"

/**
 * GET /admin/bonus-records: every bonus record, newest first, filtered by member
 * (username or id), type, status, activation and time, with the totals of all
 * matching records, overall and per type.
 */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const q = req.validatedQuery as AdminBonusRecordsQueryType
  const filters = await bonusFiltersOf(req, q)
  const [result, totals_by_type] = await Promise.all([
    req.scope
      .resolve<RewardsModuleService>(REWARDS_MODULE)
      .listBonusRecords(filters, {
        limit: q.limit,
        offset: q.offset,
      }),
    bonusTotalsByType(req.scope, filters),
  ])
  res.json({
    ...result,
    totals_by_type,
    limit: q.limit,
    offset: q.offset,
  } satisfies AdminBonusRecordsAnswer)
}
