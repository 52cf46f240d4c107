import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { memberIdOf } from "@uuc/ledger/api/actors"
import { REWARDS_MODULE } from "../../../modules/rewards"
import type RewardsModuleService from "../../../modules/rewards/service"
import type { StoreBonusRecordsQueryType } from "../../validators"

/**
 * GET /store/bonus-records: the member's own bonus records, newest first, with
 * totals. A finance record of kind `activation` (source = the activation) is
 * explained by the records with that `activation_id`.
 */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const q = req.validatedQuery as StoreBonusRecordsQueryType
  const { bonus_records, count, totals } = await req.scope
    .resolve<RewardsModuleService>(REWARDS_MODULE)
    .listBonusRecords(
      {
        member_id: memberIdOf(req),
        type: q.type,
        status: q.status,
        activation_id: q.activation_id,
      },
      { limit: q.limit, offset: q.offset }
    )
  res.json({
    // the buyer's id stays with staff (undefined is left out of the JSON);
    // the explanation names the buyer
    bonus_records: bonus_records.map((b) => ({
      ...b,
      source_member_id: undefined,
    })),
    count,
    totals,
    limit: q.limit,
    offset: q.offset,
  })
}
