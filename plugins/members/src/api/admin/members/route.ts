import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { presentMember } from "../../../lib/present"
import { MEMBERS_MODULE } from "../../../modules/members"
import type MembersModuleService from "../../../modules/members/service"
import type { AdminMembersQueryType } from "../../validators"

type Network = {
  getNode(id: string): Promise<{
    card: string | null
    star_level: number
    team_level: number
    size: number
  }>
}

/** Members for staff: search by username or phone, filter by status, newest first. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const { q, status, limit, offset } =
    req.validatedQuery as AdminMembersQueryType
  const filters: Record<string, unknown> = {}
  if (status) filters.status = status
  if (q) {
    const like = `%${q.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`
    filters.$or = [{ username: { $ilike: like } }, { phone: { $ilike: like } }]
  }
  const members = req.scope.resolve<MembersModuleService>(MEMBERS_MODULE)
  const network = req.scope.resolve<Network>("network")
  const [rows, count] = await members.listAndCountMembers(filters, {
    order: { created_at: "DESC", id: "DESC" },
    skip: offset,
    take: limit,
  })
  const nodes = await Promise.all(rows.map((m) => network.getNode(m.id)))
  res.json({
    members: rows.map((m, i) =>
      presentMember(m, {
        card: nodes[i].card,
        star_level: nodes[i].star_level,
        team_level: nodes[i].team_level,
        team_size: nodes[i].size - 1,
      })
    ),
    count,
    limit,
    offset,
  })
}
