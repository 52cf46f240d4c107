import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { LEDGER_MODULE } from "../../../../modules/ledger"
import type { VerifyReport } from "../../../../modules/ledger/lib/types"
import type LedgerModuleService from "../../../../modules/ledger/service"

/** The ledger's invariants, recomputed from the postings: `{ ok, checks }`. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  res.json((await ledger.verify()) satisfies VerifyReport)
}
