import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { signMemberToken } from "../../../../lib/member-token"
import { presentMember } from "../../../../lib/present"
import { MEMBERS_MODULE } from "../../../../modules/members"
import type MembersModuleService from "../../../../modules/members/service"
import { registerMemberWorkflow } from "../../../../workflows"
import type { StoreRegisterType } from "../validators"
import type { RegisterAnswer } from "../../../answers"

const taken = () =>
  new AppError(MedusaError.Types.INVALID_DATA, "username_taken", "username")

/**
 * Registration: captcha first (consumed either way), then the sponsor and the username.
 * It answers the session login would: the member has just proved the captcha and chosen
 * the password, so a second captcha to log in would add nothing but a step.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const body = req.validatedBody as StoreRegisterType
  const members = req.scope.resolve<MembersModuleService>(MEMBERS_MODULE)
  await members.consumeCaptcha(body.captcha_id, body.captcha_code)
  const sponsor = await members.findByUsername(body.sponsor)
  if (!sponsor)
    throw new AppError(
      MedusaError.Types.INVALID_DATA,
      "sponsor_not_found",
      "sponsor"
    )
  if (await members.findByUsername(body.username)) throw taken()
  try {
    const { result } = await registerMemberWorkflow(req.scope).run({
      input: {
        username: body.username,
        password: body.password,
        secondary_password: body.secondary_password,
        security_question: body.security_question,
        security_answer: body.security_answer,
        phone: body.phone,
        nickname: body.nickname ?? null,
        sponsor_id: sponsor.id,
      },
    })
    const { token, expires_at } = signMemberToken(req.scope, result)
    res.status(201).json({
      member: { ...presentMember(result), sponsor: sponsor.username },
      token,
      expires_at,
    } satisfies RegisterAnswer)
  } catch (e) {
    // Two registrations of one name racing: a unique index decides, the loser gets a 4xx.
    const err = e as { type?: string; code?: string }
    if (
      err.type === MedusaError.Types.DUPLICATE_ERROR ||
      err.code === "username_taken"
    )
      throw taken()
    throw e
  }
}
