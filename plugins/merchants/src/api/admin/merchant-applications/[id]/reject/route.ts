import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { staffIdOf } from "@uuc/http"
import { reviewApplication } from "../../../../../lib/review"
import type { ApplicationDecision } from "../../../../answers"
import type { AdminRejectType } from "../../validators"

/** POST /admin/merchant-applications/:id/reject `{ secondary_password, reason }`. */
export async function POST(
  req: AuthenticatedMedusaRequest<AdminRejectType>,
  res: MedusaResponse
) {
  res.json(
    (await reviewApplication(req.scope, {
      id: req.params.id,
      decision: "rejected",
      reason: req.validatedBody.reason,
      staff_id: staffIdOf(req),
      secondary_password: req.validatedBody.secondary_password,
    })) satisfies ApplicationDecision
  )
}
