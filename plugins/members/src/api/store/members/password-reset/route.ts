import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MEMBERS_MODULE } from "../../../../modules/members"
import type MembersModuleService from "../../../../modules/members/service"
import type { StorePasswordResetType } from "../../../validators"

/**
 * Forgotten password: the right security answer sets a new login password and ends
 * every earlier session. Wrong answers count toward a lockout per username and IP.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const body = req.validatedBody as StorePasswordResetType
  await req.scope
    .resolve<MembersModuleService>(MEMBERS_MODULE)
    .resetPassword(body, req.ip ?? "unknown")
  res.json({ success: true })
}
