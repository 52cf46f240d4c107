import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { clientIp } from "../../../../lib/client-ip"
import { signMemberToken } from "../../../../lib/member-token"
import { MEMBERS_MODULE } from "../../../../modules/members"
import type MembersModuleService from "../../../../modules/members/service"
import type { MemberSession } from "../../../answers"
import type { StoreLoginType } from "../validators"

/**
 * Username login: the lockout, the captcha, the password, then the authenticator
 * code of a member whose codes are on. Failures count per
 * username and per client address, in the database and before the password is
 * checked, so neither parallel guesses nor other server processes get past them.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const body = req.validatedBody as StoreLoginType
  const members = req.scope.resolve<MembersModuleService>(MEMBERS_MODULE)
  const ip = clientIp(req)
  await members.assertNotLocked([
    `user:${body.username.toLowerCase()}`,
    `ip:${ip}`,
  ])
  await members.consumeCaptcha(body.captcha_id, body.captcha_code)
  // The same answer, at the same cost, for an unknown user and a wrong password.
  const member = await members.verifyLogin(body.username, body.password, ip)
  if (!member)
    throw new AppError(MedusaError.Types.UNAUTHORIZED, "login_invalid")
  // The second factor, when on: 401 totp_required / totp_invalid, a wrong code
  // counted by the same lockout (per member and per address), a code good once.
  await members.requireTotp(member.id, body.totp_code, {
    status: 401,
    keys: [`ip:${ip}`],
  })
  // Checked after the password, so only the owner learns the account is frozen.
  if (member.status === "frozen")
    throw new AppError(MedusaError.Types.FORBIDDEN, "member_frozen")
  const { token, expires_at } = signMemberToken(req.scope, member)
  res.json({ token, expires_at } satisfies MemberSession)
}
