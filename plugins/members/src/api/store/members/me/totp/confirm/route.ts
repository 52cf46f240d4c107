import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MEMBERS_MODULE } from "../../../../../../modules/members"
import type MembersModuleService from "../../../../../../modules/members/service"
import { memberIdOf } from "../../../../../actors"
import type { TotpEnabled } from "../../../../../answers"
import type { StoreTotpConfirmType } from "../../../validators"

/**
 * Confirms the enrolment with a code from the app: codes are on from now, and the
 * ten one-time recovery codes are answered this once. 400 `totp_invalid` (a wrong
 * code, counted by the lockout), `totp_not_pending` (no enrolment started).
 */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const body = req.validatedBody as StoreTotpConfirmType
  const recovery_codes = await req.scope
    .resolve<MembersModuleService>(MEMBERS_MODULE)
    .confirmTotp(memberIdOf(req), body.code)
  res.json({ enabled: true, recovery_codes } satisfies TotpEnabled)
}
