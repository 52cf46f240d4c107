import type {
  AuthenticatedMedusaRequest,
  MedusaNextFunction,
  MedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import {
  assertImpersonationOpen,
  auditImpersonatedRequest,
} from "../lib/impersonation"
import { isTokenCurrent } from "../lib/member-token"
import { MEMBERS_MODULE } from "../modules/members"
import type MembersModuleService from "../modules/members/service"

const READS = new Set(["GET", "HEAD", "OPTIONS"])

/**
 * Runs on every /store request after Medusa's own customer authentication: a member
 * token issued before the member's last password change is refused (bearer tokens
 * can't be revoked otherwise), and a frozen member may read but not act. A staff
 * "log in as member" token is refused once its session has ended, and every
 * request it makes that is not a read is audited under the staff member's id
 * (money routes refuse it: @uuc/errors `stepUp`). Whatever plugin owns the route,
 * the rule holds.
 */
export async function memberSession(
  req: MedusaRequest &
    Partial<Pick<AuthenticatedMedusaRequest, "auth_context">>,
  _res: MedusaResponse,
  next: MedusaNextFunction
) {
  try {
    const auth = req.auth_context
    const memberId = auth?.app_metadata?.member_id
    if (auth?.actor_type !== "customer" || typeof memberId !== "string")
      return next()
    const member = await req.scope
      .resolve<MembersModuleService>(MEMBERS_MODULE)
      .sessionOf(memberId)
    // An unknown member: the route answers for itself (usually 404).
    if (!member) return next()
    if (!isTokenCurrent(auth, member.password_changed_at))
      throw new AppError(MedusaError.Types.UNAUTHORIZED, "session_expired")
    const staff = auth.app_metadata?.impersonated_by
    if (typeof staff === "string" && staff) {
      const sessionId = auth.app_metadata?.impersonation_id
      await assertImpersonationOpen(req.scope, member.id, sessionId)
      // Recorded before the route runs (a refusal included), under the staff id.
      if (!READS.has(req.method))
        await auditImpersonatedRequest(req.scope, {
          staff_user_id: staff,
          member_id: member.id,
          session_id: sessionId,
          method: req.method,
          path: req.originalUrl.split("?")[0],
        })
    }
    if (member.status === "frozen" && !READS.has(req.method))
      throw new AppError(MedusaError.Types.FORBIDDEN, "member_frozen")
    next()
  } catch (e) {
    next(e)
  }
}
