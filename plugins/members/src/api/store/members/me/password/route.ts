import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { signMemberToken } from "../../../../../lib/member-token"
import { MEMBERS_MODULE } from "../../../../../modules/members"
import type MembersModuleService from "../../../../../modules/members/service"
import { memberIdOf } from "../../../../actors"
import type { PasswordChanged } from "../../../../answers"
import type { StoreChangePasswordType } from "../../validators"

/**
 * Changes the login or secondary password (the current one is asked). A new login
 * password ends every other session; the answer carries a fresh token for this one.
 * Staff logged in as the member cannot change the member's passwords (refused by
 * the route's middleware: 403 `impersonation_read_only`).
 */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const body = req.validatedBody as StoreChangePasswordType
  const member = await req.scope
    .resolve<MembersModuleService>(MEMBERS_MODULE)
    .changePassword(memberIdOf(req), body)
  res.json(
    (body.kind === "login"
      ? { success: true, ...signMemberToken(req.scope, member) }
      : { success: true }) satisfies PasswordChanged
  )
}
