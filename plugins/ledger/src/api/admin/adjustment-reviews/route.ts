import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { usernamesOf } from "../../../lib/members-port"
import { LEDGER_MODULE } from "../../../modules/ledger"
import type LedgerModuleService from "../../../modules/ledger/service"
import type { AdminAdjustmentRequests } from "../../answer-types"
import type { AdminAdjustmentReviewsQueryType } from "./validators"

/** Balance adjustments above the review threshold (four eyes), newest first. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const { status, limit, offset } =
    req.validatedQuery as AdminAdjustmentReviewsQueryType
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  const { rows, count } = await ledger.listAdjustmentRequests(
    { status },
    { limit, offset }
  )
  const names = await usernamesOf(
    req.scope,
    rows.map((r) => r.member_id)
  )
  res.json({
    adjustment_requests: rows.map((r) => ({
      ...r,
      username: names[r.member_id] ?? null,
    })),
    count,
    limit,
    offset,
  } satisfies AdminAdjustmentRequests)
}
