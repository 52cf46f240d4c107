import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { clientIp } from "../../../../lib/client-ip"
import { MEMBERS_MODULE } from "../../../../modules/members"
import type MembersModuleService from "../../../../modules/members/service"
import type { Done } from "../../../answers"
import type { StorePasswordResetType } from "../validators"

/**
 * Forgotten password: the captcha, then the right security answer sets a new login
 * password and ends every earlier session. Answers count toward a lockout per
 * username and per client address, counted before the answer is checked.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const body = req.validatedBody as StorePasswordResetType
  const members = req.scope.resolve<MembersModuleService>(MEMBERS_MODULE)
  const ip = clientIp(req)
  await members.assertNotLocked([
    `reset:${body.username.toLowerCase()}`,
    `ip:${ip}`,
  ])
  await members.consumeCaptcha(body.captcha_id, body.captcha_code)
  await members.resetPassword(body, ip)
  res.json({ success: true } satisfies Done)
}
