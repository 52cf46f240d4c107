import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { memberFilter } from "@uuc/ledger/api/actors"
import { ports } from "../../../lib/ports"
import type { AdminLoansQueryType } from "../../validators"

/** GET /admin/loans: loan applications and loans, newest first. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const q = req.validatedQuery as AdminLoansQueryType
  const { loans, count } = await ports(req.scope).rewards.listLoans(
    { member_id: await memberFilter(req, q.member), status: q.status },
    { limit: q.limit, offset: q.offset }
  )
  res.json({ loans, count, limit: q.limit, offset: q.offset })
}
