import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { memberFilter } from "@uuc/http"
import { ports } from "#rewards/shared/ports"
import type { AdminLoansQueryType } from "./validators"
import type { AdminLoansAnswer } from "../../answers"

/** GET /admin/loans: loan applications and loans, newest first, with usernames. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const q = req.validatedQuery as AdminLoansQueryType
  const p = ports(req.scope)
  const { loans, count } = await p.rewards.listLoans(
    { member_id: await memberFilter(req, q.member), status: q.status },
    { limit: q.limit, offset: q.offset }
  )
  const ids = [...new Set(loans.map((l) => l.member_id))]
  const rows = (
    p.members && ids.length
      ? await p.members.listMembers({ id: ids }, { select: ["id", "username"] })
      : []
  ) as { id: string; username?: string }[]
  const names = new Map(rows.map((m) => [m.id, m.username ?? null]))
  res.json({
    loans: loans.map((l) => ({
      ...l,
      username: names.get(l.member_id) ?? null,
    })),
    count,
    limit: q.limit,
    offset: q.offset,
  } satisfies AdminLoansAnswer)
}
