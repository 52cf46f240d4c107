import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { memberFilter } from "@uuc/ledger/api/actors"
import { REWARDS_MODULE } from "../../../modules/rewards"
import type RewardsModuleService from "../../../modules/rewards/service"
import type { AdminBonusRecordsQueryType } from "../../validators"

/**
 * GET /admin/bonus-records: every bonus record, newest first, filtered by member
 * (username or id), type, status, activation and time, with the totals of all
 * matching records.
 */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const q = req.validatedQuery as AdminBonusRecordsQueryType
  const result = await req.scope
    .resolve<RewardsModuleService>(REWARDS_MODULE)
    .listBonusRecords(
      {
        member_id: await memberFilter(req, q.member),
        type: q.type,
        status: q.status,
        activation_id: q.activation_id,
        from: q.from,
        to: q.to,
      },
      { limit: q.limit, offset: q.offset }
    )
  res.json({ ...result, limit: q.limit, offset: q.offset })
}
