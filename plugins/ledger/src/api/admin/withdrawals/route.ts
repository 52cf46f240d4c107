import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { LEDGER_MODULE } from "../../../modules/ledger"
import type LedgerModuleService from "../../../modules/ledger/service"
import { memberFilter } from "../../actors"
import type { AdminWithdrawalsQueryType } from "./validators"
import { withUsernames } from "../with-usernames"

/** The withdrawal queue and history, newest first; filter by status and member. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const q = req.validatedQuery as AdminWithdrawalsQueryType
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  const { rows, count } = await ledger.listWithdrawals(
    { status: q.status, member_id: await memberFilter(req, q.member) },
    { limit: q.limit, offset: q.offset }
  )
  res.json({
    withdrawals: await withUsernames(req, rows),
    count,
    limit: q.limit,
    offset: q.offset,
  })
}
