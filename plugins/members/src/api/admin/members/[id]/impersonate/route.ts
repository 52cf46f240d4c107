import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import {
  IMPERSONATION_TOKEN_LIFE_S,
  signMemberToken,
} from "../../../../../lib/member-token"
import { verifyStaffSecondaryPassword } from "../../../../../lib/secondary-passwords"
import { MEMBERS_MODULE } from "../../../../../modules/members"
import type MembersModuleService from "../../../../../modules/members/service"
import { staffIdOf } from "../../../../actors"
import type { AdminImpersonateType } from "../../validators"
import type { Impersonation } from "../../../../answers"

/**
 * "Log in as member": after the staff secondary password, a 30-minute member token
 * marked `impersonated_by` (the storefront shows a banner; money and security
 * settings are refused) and naming its session row, which staff can end; audited.
 * The answer carries the storefront address that opens the session (after the
 * storefront's confirmation).
 */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const actor = staffIdOf(req)
  const { secondary_password } = req.validatedBody as AdminImpersonateType
  await verifyStaffSecondaryPassword(req.scope, actor, secondary_password)
  const members = req.scope.resolve<MembersModuleService>(MEMBERS_MODULE)
  const member = await members.getMember(req.params.id)
  const row = await members.createImpersonationSessions({
    member_id: member.id,
    staff_user_id: actor,
    expires_at: new Date(Date.now() + IMPERSONATION_TOKEN_LIFE_S * 1000),
  })
  const session = signMemberToken(req.scope, member, {
    impersonated_by: actor,
    impersonation_id: row.id,
  })
  await members.createAuditEntries({
    actor_id: actor,
    action: "member.impersonate",
    target_type: "member",
    target_id: member.id,
    before: null,
    after: { session_id: row.id, expires_at: session.expires_at },
  })
  res.json({
    ...session,
    session_id: row.id,
    url: `${members.storefrontUrl()}/login?impersonation=${encodeURIComponent(session.token)}`,
  } satisfies Impersonation)
}
