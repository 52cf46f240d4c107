import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { NETWORK_MODULE } from "../../../../modules/network"
import type NetworkModuleService from "../../../../modules/network/service"
import type { AdminSearchQueryType } from "../validators"
import type { MemberSearchAnswer } from "../../../answers"

/** Members whose username starts with `q`. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const { q, limit } = req.validatedQuery as AdminSearchQueryType
  const network = req.scope.resolve<NetworkModuleService>(NETWORK_MODULE)
  const nodes = await network.searchByUsername(q, limit)
  res.json({
    members: nodes.map((n) => ({
      username: n.username,
      card: n.card,
      star_level: n.star_level,
      team_level: n.team_level,
      size: n.size,
    })),
  } satisfies MemberSearchAnswer)
}
