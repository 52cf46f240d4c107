import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import {
  ContainerRegistrationKeys,
  generateJwtToken,
  MedusaError,
} from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { verifySecret } from "../../../../lib/secrets"
import { MEMBERS_MODULE } from "../../../../modules/members"
import type MembersModuleService from "../../../../modules/members/service"
import type { StoreLoginType } from "../../../validators"

const TOKEN_LIFE = "12h"

/**
 * Username login: the captcha, then the password. The token is a customer token
 * (members are customers) whose app metadata names the member.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const body = req.validatedBody as StoreLoginType
  const members = req.scope.resolve<MembersModuleService>(MEMBERS_MODULE)
  // Failures count per username and per address, in the database (all processes).
  const keys = [
    `user:${body.username.toLowerCase()}`,
    `ip:${req.ip ?? "unknown"}`,
  ]
  await members.assertLoginAllowed(keys)
  await members.consumeCaptcha(body.captcha_id, body.captcha_code)
  const member = await members.findByUsername(body.username)
  // The same answer for an unknown user and a wrong password: usernames stay private.
  const ok = member
    ? await verifySecret(body.password, member.password_hash)
    : false
  if (!member || !ok) {
    await members.recordLoginFailure(keys)
    throw new AppError(MedusaError.Types.UNAUTHORIZED, "login_invalid")
  }
  await members.clearLoginFailures(keys[0])
  const { projectConfig } = req.scope.resolve(
    ContainerRegistrationKeys.CONFIG_MODULE
  )
  const token = generateJwtToken(
    {
      actor_id: member.customer_id,
      actor_type: "customer",
      auth_identity_id: "",
      app_metadata: { customer_id: member.customer_id, member_id: member.id },
    },
    { secret: projectConfig.http.jwtSecret, expiresIn: TOKEN_LIFE }
  )
  res.json({ token })
}
