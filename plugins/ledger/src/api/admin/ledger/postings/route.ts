import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { LEDGER_MODULE } from "../../../../modules/ledger"
import type LedgerModuleService from "../../../../modules/ledger/service"
import { memberFilter } from "../../../actors"
import type { AdminPostingsQueryType } from "../validators"
import { withUsernames } from "../../with-usernames"
import type { AdminPostings } from "../../../answer-types"

/** Every posting (the balance record), newest first, with filters. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const q = req.validatedQuery as AdminPostingsQueryType
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  const { rows, count } = await ledger.listPostings(
    {
      member_id: await memberFilter(req, q.member),
      account: q.account,
      asset: q.asset,
      kind: q.kind,
      from: q.from,
      to: q.to,
      members_only: q.members_only,
    },
    { limit: q.limit, offset: q.offset }
  )
  res.json({
    postings: await withUsernames(req, rows),
    count,
    limit: q.limit,
    offset: q.offset,
  } satisfies AdminPostings)
}
