import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MEMBERS_MODULE } from "../../../../../../modules/members"
import type MembersModuleService from "../../../../../../modules/members/service"
import { memberIdOf } from "../../../../../actors"
import type { TotpDisabled } from "../../../../../answers"
import type { StoreTotpDisableType } from "../../../validators"

/**
 * Turns the member's authenticator codes off (the secondary password was checked
 * by the route's step-up) with a code from the app or a recovery code: the secret
 * and the recovery codes are deleted. 400 `totp_invalid`, `totp_not_enabled`.
 */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const body = req.validatedBody as StoreTotpDisableType
  await req.scope
    .resolve<MembersModuleService>(MEMBERS_MODULE)
    .disableTotp(memberIdOf(req), body.code)
  res.json({ enabled: false } satisfies TotpDisabled)
}
