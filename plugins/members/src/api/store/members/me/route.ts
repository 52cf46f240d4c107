import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { presentOwnMember } from "../../../../lib/present"
import { MEMBERS_MODULE } from "../../../../modules/members"
import type MembersModuleService from "../../../../modules/members/service"
import { impersonatorOf, memberIdOf } from "../../../actors"
import type { StoreUpdateMeType } from "../../../validators"

/** The logged-in member's own profile, network figures and balances (api.md). */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  res.json({
    member: await presentOwnMember(req.scope, memberIdOf(req), {
      impersonated_by: impersonatorOf(req),
    }),
  })
}

/** Edits the member's nickname, phone, wallet address or avatar address. */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const id = memberIdOf(req)
  const body = req.validatedBody as StoreUpdateMeType
  const members = req.scope.resolve<MembersModuleService>(MEMBERS_MODULE)
  await members.getMember(id)
  await members.updateMembers({ id, ...body })
  res.json({
    member: await presentOwnMember(req.scope, id, {
      impersonated_by: impersonatorOf(req),
    }),
  })
}
