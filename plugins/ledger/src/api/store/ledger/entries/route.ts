import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { LEDGER_MODULE } from "../../../../modules/ledger"
import type LedgerModuleService from "../../../../modules/ledger/service"
import { memberIdOf } from "../../../actors"
import { storeLine } from "../../../present"
import type { StoreEntriesQueryType } from "../validators"

/**
 * The member's finance records, newest first: one line per posting on one of their
 * accounts, with the entry's kind, description key and parameters (translated by
 * the client), the amount in or out and the running balance after it.
 */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const { asset, kind, from, to, limit, offset } =
    req.validatedQuery as StoreEntriesQueryType
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  const { rows, count } = await ledger.listPostings(
    { member_id: memberIdOf(req), asset, kind, from, to },
    { limit, offset }
  )
  res.json({
    entries: rows.map(storeLine),
    count,
    limit,
    offset,
  })
}
