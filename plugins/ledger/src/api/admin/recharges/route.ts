import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { LEDGER_MODULE } from "../../../modules/ledger"
import type LedgerModuleService from "../../../modules/ledger/service"
import { memberFilter } from "../../actors"
import type { AdminRechargesQueryType } from "./validators"
import { withUsernames } from "../with-usernames"

/** The recharge queue and history, newest first; filter by status and member. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const q = req.validatedQuery as AdminRechargesQueryType
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  const { rows, count } = await ledger.listRecharges(
    { status: q.status, member_id: await memberFilter(req, q.member) },
    { limit: q.limit, offset: q.offset }
  )
  res.json({
    recharges: await withUsernames(req, rows),
    count,
    limit: q.limit,
    offset: q.offset,
  })
}
