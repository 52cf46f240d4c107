import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { signMemberToken } from "../../../../../lib/member-token"
import { verifyStaffSecondaryPassword } from "../../../../../lib/secondary-passwords"
import { MEMBERS_MODULE } from "../../../../../modules/members"
import type MembersModuleService from "../../../../../modules/members/service"
import { staffIdOf } from "../../../../actors"
import type { AdminImpersonateType } from "../../../../validators"

/**
 * "Log in as member": after the staff secondary password, a 30-minute member token
 * marked `impersonated_by` (the storefront shows a banner), audited. The answer
 * carries the storefront address that opens the session.
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
  const session = signMemberToken(req.scope, member, { impersonated_by: actor })
  await members.createAuditEntries({
    actor_id: actor,
    action: "member.impersonate",
    target_type: "member",
    target_id: member.id,
    before: null,
    after: { expires_at: session.expires_at },
  })
  res.json({
    ...session,
    url: `${members.storefrontUrl()}/login?impersonation=${encodeURIComponent(session.token)}`,
  })
}
