import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { signMemberToken } from "../../../../lib/member-token"
import { verifySecret } from "../../../../lib/secrets"
import { MEMBERS_MODULE } from "../../../../modules/members"
import type MembersModuleService from "../../../../modules/members/service"
import type { StoreLoginType } from "../../../validators"

/**
 * Username login: the lockout, the captcha, then the password. Failures count per
 * username and per address, in the database, so every server process sees them.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const body = req.validatedBody as StoreLoginType
  const members = req.scope.resolve<MembersModuleService>(MEMBERS_MODULE)
  const keys = [
    `user:${body.username.toLowerCase()}`,
    `ip:${req.ip ?? "unknown"}`,
  ]
  await members.assertNotLocked(keys)
  await members.consumeCaptcha(body.captcha_id, body.captcha_code)
  const member = await members.findByUsername(body.username)
  // The same answer for an unknown user and a wrong password: usernames stay private.
  const ok = member
    ? await verifySecret(body.password, member.password_hash)
    : false
  if (!member || !ok) {
    await members.recordFailures(keys)
    throw new AppError(MedusaError.Types.UNAUTHORIZED, "login_invalid")
  }
  await members.clearFailures(keys[0])
  // Checked after the password, so only the owner learns the account is frozen.
  if (member.status === "frozen")
    throw new AppError(MedusaError.Types.FORBIDDEN, "member_frozen")
  const { token, expires_at } = signMemberToken(req.scope, member)
  res.json({ token, expires_at })
}
