import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MEMBERS_MODULE } from "../../../../../modules/members"
import type MembersModuleService from "../../../../../modules/members/service"
import { memberIdOf } from "../../../../actors"
import type { TotpEnrolment } from "../../../../answers"

/**
 * Starts the member's authenticator enrolment (the secondary password was checked
 * by the route's step-up): a new secret and its `otpauth://` URI for the app's QR
 * code, not in force until `POST /store/members/me/totp/confirm`. 409
 * `totp_already_enabled` while codes are on.
 */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const enrolment = await req.scope
    .resolve<MembersModuleService>(MEMBERS_MODULE)
    .startTotp(memberIdOf(req))
  res.status(201).json(enrolment satisfies TotpEnrolment)
}
