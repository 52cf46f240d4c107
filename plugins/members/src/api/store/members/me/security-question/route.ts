import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import type { ConfigModule } from "@medusajs/framework/types"
import {
  ContainerRegistrationKeys,
  MedusaError,
} from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { decoyQuestion } from "../../../../../lib/decoy-question"
import { MEMBERS_MODULE } from "../../../../../modules/members"
import type MembersModuleService from "../../../../../modules/members/service"
import type { SecurityQuestion } from "../../../../answers"
import type { StoreSecurityQuestionQueryType } from "../../validators"

/**
 * The security question's text, for the forgot-password screen: by `?username=`,
 * or the logged-in member's own. Never the answer; for an unknown username a decoy.
 */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const { username } = req.validatedQuery as StoreSecurityQuestionQueryType
  const members = req.scope.resolve<MembersModuleService>(MEMBERS_MODULE)
  const own = req.auth_context?.app_metadata?.member_id
  const member = username
    ? await members.findByUsername(username)
    : typeof own === "string"
      ? await members.getMember(own)
      : undefined
  if (member === undefined)
    throw new AppError(
      MedusaError.Types.INVALID_DATA,
      "username_required",
      "username"
    )
  if (!member) {
    // Unknown usernames answer like known ones: the route reveals no one's existence.
    const name = (username ?? "").toLowerCase()
    const { http } = req.scope.resolve<ConfigModule>(
      ContainerRegistrationKeys.CONFIG_MODULE
    ).projectConfig
    res.json({
      username: name,
      security_question: decoyQuestion(name, String(http.jwtSecret)),
    } satisfies SecurityQuestion)
    return
  }
  res.json({
    username: member.username,
    security_question: member.security_question,
  } satisfies SecurityQuestion)
}
