import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { LEDGER_MODULE } from "../../../../../../../modules/ledger"
import type LedgerModuleService from "../../../../../../../modules/ledger/service"
import { staffIdOf } from "../../../../../../actors"
import type { ReconciliationDifferenceAnswer } from "../../../../../../answer-types"
import type { AdminResolveDifferenceType } from "../../../../validators"

/**
 * Marks a difference of a run resolved with what staff did about it (audited
 * `chain_reconciliation.resolve`); verify's `chain_reconciled` no longer counts it.
 */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const body = req.validatedBody as AdminResolveDifferenceType
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  const difference = await ledger.resolveReconciliationDifference({
    run_id: req.params.id,
    id: req.params.difference_id,
    staff: staffIdOf(req),
    resolution: body.resolution,
  })
  res.json({ difference } satisfies ReconciliationDifferenceAnswer)
}
