import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { reconcileChains } from "../../../lib/chains/reconcile"
import { LEDGER_MODULE } from "../../../modules/ledger"
import type LedgerModuleService from "../../../modules/ledger/service"
import { staffIdOf } from "../../actors"
import type {
  ChainReconciliationAnswer,
  ChainReconciliations,
} from "../../answer-types"
import type { AdminChainReconciliationsQueryType } from "./validators"

/** The reconciliations with the chains, newest first, each with its open differences. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const query = req.validatedQuery as AdminChainReconciliationsQueryType
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  const { runs, count } = await ledger.listChainReconciliations(query)
  res.json({
    chain_reconciliations: runs,
    count,
    limit: query.limit,
    offset: query.offset,
  } satisfies ChainReconciliations)
}

/**
 * Reconciles the ledger with every configured chain now and answers the run
 * (done or failed); 409 `chain_reconciliation_running` while another runs.
 * Audited (`chain_reconciliation.run`).
 */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const chain_reconciliation = await reconcileChains(req.scope, {
    trigger: "staff",
    staff: staffIdOf(req),
  })
  res
    .status(201)
    .json({ chain_reconciliation } satisfies ChainReconciliationAnswer)
}
