import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { NETWORK_MODULE } from "../../../../modules/network"
import type NetworkModuleService from "../../../../modules/network/service"
import type { AdminTreeQueryType } from "../validators"
import type { TreeAnswer } from "../../../answers"

/** The placement subtree under `root` (a username; default the network's root), `depth` levels. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const { root, depth } = req.validatedQuery as AdminTreeQueryType
  const network = req.scope.resolve<NetworkModuleService>(NETWORK_MODULE)
  const start = root ? { username: root } : (await network.getRoot())?.member_id
  if (!start)
    throw new AppError(MedusaError.Types.NOT_FOUND, "member_not_found", "root")
  try {
    res.json({
      tree: await network.getTree(start, depth),
    } satisfies TreeAnswer)
  } catch (e) {
    // Name the query parameter that pointed nowhere.
    if ((e as MedusaError).type === MedusaError.Types.NOT_FOUND)
      throw new AppError(
        MedusaError.Types.NOT_FOUND,
        "member_not_found",
        "root"
      )
    throw e
  }
}
