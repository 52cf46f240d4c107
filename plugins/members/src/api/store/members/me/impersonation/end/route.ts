import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { endImpersonation } from "../../../../../../lib/impersonation"
import { impersonatorOf, memberIdOf } from "../../../../../actors"
import type { Done } from "../../../../../answers"

/**
 * POST /store/members/me/impersonation/end: the storefront banner's "end" ends the
 * staff session it runs in (recorded under the staff member's id).
 */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const staff = impersonatorOf(req)
  const sessionId = req.auth_context?.app_metadata?.impersonation_id
  if (!staff || typeof sessionId !== "string")
    throw new AppError(MedusaError.Types.NOT_ALLOWED, "not_impersonating")
  await endImpersonation(req.scope, {
    member_id: memberIdOf(req),
    session_id: sessionId,
    ended_by: staff,
  })
  res.json({ success: true } satisfies Done)
}
