import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { NETWORK_MODULE } from "../../../../modules/network"
import type NetworkModuleService from "../../../../modules/network/service"
import type { StoreTeamQueryType } from "../validators"
import type { StoreTeam } from "../../../answers"
import { memberIdOf } from "@uuc/http"

/** The member's own team: figures, three lines (expand with /team/tree), direct referrals (paginated). */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const memberId = memberIdOf(req)
  const { limit, offset } = req.validatedQuery as StoreTeamQueryType
  const network = req.scope.resolve<NetworkModuleService>(NETWORK_MODULE)
  const { member, lines, directs, directs_count } = await network.getTeam(
    memberId,
    { depth: 1, limit, offset }
  )
  res.json({
    member: {
      username: member.username,
      card: member.card,
      star_level: member.star_level,
      team_level: member.team_level,
      size: member.size,
      volume: member.volume,
      direct_count: member.direct_count,
      active_direct_count: member.active_direct_count,
    },
    lines,
    directs: directs.map((d) => ({
      username: d.username,
      card: d.card,
      star_level: d.star_level,
      team_level: d.team_level,
      created_at: d.created_at,
    })),
    directs_count,
    limit,
    offset,
  } satisfies StoreTeam)
}
