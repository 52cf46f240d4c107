import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import { memberFilter } from "@uuc/http"
import type { BonusFilters } from "#rewards/modules/rewards/lib/types"
import type { AdminBonusRecordsQueryType } from "./validators"

/** The staff filters of the bonus-record list, shared by the list and its CSV. */
export async function bonusFiltersOf(
  req: AuthenticatedMedusaRequest,
  q: AdminBonusRecordsQueryType
): Promise<BonusFilters> {
  return {
    member_id: await memberFilter(req, q.member),
    type: q.type,
    status: q.status,
    activation_id: q.activation_id,
    from: q.from,
    to: q.to,
  }
}
