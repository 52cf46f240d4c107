import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { NETWORK_MODULE } from "../../../../../modules/network"
import type NetworkModuleService from "../../../../../modules/network/service"
import type { StoreTeamTreeQueryType } from "../../validators"
import type { TreeAnswer } from "../../../../answers"
import { memberIdOf } from "@uuc/http"

/**
 * One level of the member's placement subtree under `root` (default: the member).
 * A root outside the member's own subtree is not found: members see only their team.
 */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const memberId = memberIdOf(req)
  const { root } = req.validatedQuery as StoreTeamTreeQueryType
  const network = req.scope.resolve<NetworkModuleService>(NETWORK_MODULE)
  let start = memberId
  if (root) {
    const node = await network.findByUsername(root)
    const inTeam =
      node &&
      (node.member_id === memberId ||
        (await network.isInSubtree(node.member_id, memberId)))
    if (!node || !inTeam)
      throw new AppError(
        MedusaError.Types.NOT_FOUND,
        "member_not_found",
        "root"
      )
    start = node.member_id
  }
  res.json({ tree: await network.getTree(start, 1) } satisfies TreeAnswer)
}
