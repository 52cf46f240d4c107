import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { LEDGER_MODULE } from "../../../../../modules/ledger"
import { readPlan } from "../../../../../lib/plan"
import type {
  AdjustmentRequestView,
  AdjustmentView,
} from "../../../../../modules/ledger/lib/types"
import type LedgerModuleService from "../../../../../modules/ledger/service"
import { adjustBalanceWorkflow } from "../../../../../workflows"
import type {
  AdjustmentAnswer,
  AdminAdjustments,
} from "../../../../answer-types"
import { answerStaffOnce } from "../../../../answers"
import type { AdminAdjustmentType } from "../../validators"
import type { PageQueryType } from "../../../../utils/validators"

/** The member's balance adjustments by staff, newest first (the audit trail). */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const { limit, offset } = req.validatedQuery as PageQueryType
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  const { rows, count } = await ledger.listAdjustments(
    { member_id: req.params.id },
    { limit, offset }
  )
  res.json({
    adjustments: rows,
    count,
    limit,
    offset,
  } satisfies AdminAdjustments)
}

type Outcome =
  | { status: "done"; adjustment: AdjustmentView }
  | { status: "pending_review"; request: AdjustmentRequestView }

/**
 * Increases or reduces the member's USDT, UUC or points (staff secondary password):
 * `{ adjustment }`, or above the plan's `limits.adjustment_review` (USD)
 * `{ adjustment_request }` pending a second staff member's approval.
 */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse<AdjustmentAnswer>
) {
  const body = req.validatedBody as AdminAdjustmentType
  const { limits } = await readPlan(req.scope)
  await answerStaffOnce<Outcome, AdjustmentAnswer>(
    req,
    res,
    201,
    (outcome): AdjustmentAnswer =>
      outcome.status === "done"
        ? { adjustment: outcome.adjustment }
        : { adjustment_request: outcome.request },
    (staffId, idempotency) =>
      adjustBalanceWorkflow(req.scope).run({
        input: {
          member_id: req.params.id,
          asset: body.asset,
          direction: body.direction,
          amount: body.amount,
          reason: body.reason,
          staff_user_id: staffId,
          review_above: limits.adjustment_review,
          idempotency,
        },
      })
  )
}
