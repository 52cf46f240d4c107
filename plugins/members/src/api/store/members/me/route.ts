import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { presentMember } from "../../../../lib/present"
import { MEMBERS_MODULE } from "../../../../modules/members"
import type MembersModuleService from "../../../../modules/members/service"

type Network = {
  getNode(id: string): Promise<{
    card: string | null
    active: boolean
    star_level: number
    team_level: number
    direct_count: number
    size: number
  }>
}

/** The logged-in member's own profile and network figures (balances come with the ledger). */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const memberId = req.auth_context?.app_metadata?.member_id
  if (typeof memberId !== "string")
    throw new AppError(MedusaError.Types.UNAUTHORIZED, "unauthorized")
  const members = req.scope.resolve<MembersModuleService>(MEMBERS_MODULE)
  const [member] = await members.listMembers({ id: memberId })
  if (!member)
    throw new AppError(MedusaError.Types.UNAUTHORIZED, "unauthorized")
  const sponsor = member.sponsor_id
    ? (await members.listMembers({ id: member.sponsor_id }))[0]
    : null
  const node = await req.scope.resolve<Network>("network").getNode(member.id)
  res.json({
    member: presentMember(member, {
      sponsor: sponsor?.username ?? null,
      card: node.card,
      active: node.active,
      star_level: node.star_level,
      team_level: node.team_level,
      direct_count: node.direct_count,
      team_size: node.size - 1,
      loan: null,
    }),
  })
}
