import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { LEDGER_MODULE } from "../../../../../modules/ledger"
import type LedgerModuleService from "../../../../../modules/ledger/service"
import type { ChainReconciliationDifferences } from "../../../../answer-types"
import { withUsernames } from "../../../with-usernames"
import type { AdminReconciliationDifferencesQueryType } from "../../validators"

/** A run and a page of the differences it found (404 `chain_reconciliation_not_found`). */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const query = req.validatedQuery as AdminReconciliationDifferencesQueryType
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  const chain_reconciliation = await ledger.getChainReconciliation(
    req.params.id
  )
  const { differences, count } = await ledger.listReconciliationDifferences(
    req.params.id,
    query
  )
  res.json({
    chain_reconciliation,
    differences: await withUsernames(req, differences),
    count,
    limit: query.limit,
    offset: query.offset,
  } satisfies ChainReconciliationDifferences)
}
