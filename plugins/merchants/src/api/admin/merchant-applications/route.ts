import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { memberFilter } from "@uuc/http"
import { ports } from "../../../lib/ports"
import { presentApplication } from "../../../lib/present"
import type { AdminApplicationsQueryType } from "./validators"
import type { AdminApplicationsAnswer } from "../../answers"

/** GET /admin/merchant-applications `?status=&member=`: newest first, with usernames. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const q = req.validatedQuery as AdminApplicationsQueryType
  const p = ports(req.scope)
  const { applications, count } = await p.merchants.listApplications(
    { status: q.status, member_id: await memberFilter(req, q.member) },
    { limit: q.limit, offset: q.offset }
  )
  const ids = [...new Set(applications.map((a) => a.member_id))]
  const rows = ids.length
    ? await p.members.listMembers({ id: ids }, { select: ["id", "username"] })
    : []
  const names = new Map(rows.map((m) => [m.id, m.username ?? null]))
  res.json({
    applications: applications.map((a) =>
      presentApplication(a, names.get(a.member_id) ?? null)
    ),
    count,
    limit: q.limit,
    offset: q.offset,
  } satisfies AdminApplicationsAnswer)
}
