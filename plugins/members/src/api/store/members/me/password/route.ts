import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { signMemberToken } from "../../../../../lib/member-token"
import { MEMBERS_MODULE } from "../../../../../modules/members"
import type MembersModuleService from "../../../../../modules/members/service"
import { impersonatorOf, memberIdOf } from "../../../../actors"
import type { StoreChangePasswordType } from "../../../../validators"

/**
 * Changes the login or secondary password (the current one is asked). A new login
 * password ends every other session; the answer carries a fresh token for this one.
 * Staff logged in as the member cannot change the member's passwords.
 */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  if (impersonatorOf(req))
    throw new AppError(MedusaError.Types.FORBIDDEN, "impersonation_forbidden")
  const body = req.validatedBody as StoreChangePasswordType
  const member = await req.scope
    .resolve<MembersModuleService>(MEMBERS_MODULE)
    .changePassword(memberIdOf(req), body)
  res.json(
    body.kind === "login"
      ? { success: true, ...signMemberToken(req.scope, member) }
      : { success: true }
  )
}
